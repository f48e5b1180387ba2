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
  // The e2e suite's 8 s access tokens test the refresh; here four calls keep a 2-core box so busy that a refreshed
  // token can expire again before services read it (the room's presence heartbeat then fails as "session expired").
  // The calls are what these tests are about: tokens live 10 minutes.
  process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ??= '600';
  return startProduct(project);
}
