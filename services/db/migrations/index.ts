import type { Migration } from 'kysely';
import * as m0001 from './0001_organizations_users';
import * as m0002 from './0002_sessions';
import * as m0003 from './0003_email_tokens';
import * as m0004 from './0004_login_failures';
import * as m0005 from './0005_mail_outbox';
import * as m0006 from './0006_signing_keys';
import * as m0007 from './0007_job_positions';

/** Listed statically (not read from disk) so the set is the same under tsx, vitest and a bundle. Append only. */
export const migrations: Record<string, Migration> = {
  '0001_organizations_users': m0001,
  '0002_sessions': m0002,
  '0003_email_tokens': m0003,
  '0004_login_failures': m0004,
  '0005_mail_outbox': m0005,
  '0006_signing_keys': m0006,
  '0007_job_positions': m0007,
};
