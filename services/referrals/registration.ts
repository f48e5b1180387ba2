import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '~/services/db';
import type { UserRow } from '~/services/db/schema';
import { createReferralsRepository } from './repository';

/**
 * After POST /auth/register (and POST /admin/user, without a code): the owner of `referralCode` becomes the new
 * member's referrer, and every invitation of their address counts as joined. An unknown code is ignored, and so is any failure here: registration never fails
 * because of a referral (the member is created already; the error is logged).
 */
export async function recordRegistrationReferral(db: DB, log: FastifyBaseLogger, user: UserRow, referralCode: string | undefined): Promise<void> {
  try {
    const referrals = createReferralsRepository(db);
    const inviter = referralCode ? await referrals.findInviterByCode(referralCode) : null;
    await referrals.recordJoin(user, inviter && inviter.id !== user.id ? inviter : null);
  } catch (err) {
    log.error({ err, userId: user.id }, 'recording the referral of a registration failed');
  }
}
