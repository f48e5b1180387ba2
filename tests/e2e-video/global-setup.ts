// The product as the e2e suite starts it, with the media node bound to and announcing loopback only (issue 22:
// media traffic in tests stays on 127.0.0.1). Inside `unshare -n` the ports are the namespace's own.
import type { TestProject } from 'vitest/node';
import startProduct from '../e2e/global-setup';

export default async function setup(project: TestProject) {
  process.env.MEDIA_HOST = '127.0.0.1';
  process.env.MEDIA_ANNOUNCED_IP = '127.0.0.1';
  process.env.MEDIA_UDP_PORTS ??= '40000-40199';
  // the whole product's processes see only this database: PostgreSQL on the host is outside the namespace
  process.env.DATABASE_URL = '';
  return startProduct(project);
}
