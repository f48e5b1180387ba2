import type { Migration } from 'kysely';
import * as m0001 from './0001_organizations_users';
import * as m0002 from './0002_sessions';
import * as m0003 from './0003_email_tokens';
import * as m0004 from './0004_login_failures';
import * as m0005 from './0005_mail_outbox';
import * as m0006 from './0006_signing_keys';
import * as m0007 from './0007_job_positions';
import * as m0008 from './0008_outbox';
import * as m0009 from './0009_uploads';
import * as m0010 from './0010_group_hookups';
import * as m0011 from './0011_hookups';
import * as m0012 from './0012_notifications';
import * as m0013 from './0013_profiles';
import * as m0014 from './0014_network';
import * as m0015 from './0015_referrals_perks_tags';
import * as m0016 from './0016_user_tags_fk';
import * as m0017 from './0017_video_rooms';
import * as m0018 from './0018_chat';
import * as m0019 from './0019_forum';
import * as m0020 from './0020_reviews';
import * as m0021 from './0021_feedback';
import * as m0022 from './0022_chat_digest';
import * as m0023 from './0023_uploads_file_store';
import * as m0024 from './0024_linkedin';
import * as m0026 from './0026_forum_counters';
import * as m0028 from './0028_ai_agent';
import * as m0029 from './0029_review_requests';
import * as m0032 from './0032_forum_member_deleted';
import * as m0033 from './0033_forum_admin_categories';

/** Listed statically (not read from disk) so the set is the same under tsx, vitest and a bundle; in name order. */
export const migrations: Record<string, Migration> = {
  '0001_organizations_users': m0001,
  '0002_sessions': m0002,
  '0003_email_tokens': m0003,
  '0004_login_failures': m0004,
  '0005_mail_outbox': m0005,
  '0006_signing_keys': m0006,
  '0007_job_positions': m0007,
  '0008_outbox': m0008,
  '0009_uploads': m0009,
  '0010_group_hookups': m0010,
  '0011_hookups': m0011,
  '0012_notifications': m0012,
  '0013_profiles': m0013,
  '0014_network': m0014,
  '0015_referrals_perks_tags': m0015,
  '0016_user_tags_fk': m0016,
  '0017_video_rooms': m0017,
  '0018_chat': m0018,
  '0019_forum': m0019,
  '0020_reviews': m0020,
  '0021_feedback': m0021,
  '0022_chat_digest': m0022,
  '0023_uploads_file_store': m0023,
  '0024_linkedin': m0024,
  '0026_forum_counters': m0026,
  '0028_ai_agent': m0028,
  '0029_review_requests': m0029,
  '0032_forum_member_deleted': m0032,
  '0033_forum_admin_categories': m0033,
};
