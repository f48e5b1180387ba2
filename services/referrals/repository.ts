import { randomBytes } from 'node:crypto';
import type { DB } from '~/services/db';
import type { UserRow } from '~/services/db/schema';
import type { Invitation, Referrals } from './schemas';

const UNIQUE_VIOLATION = '23505';

/** 8 URL-safe characters (48 random bits) */
const newCode = () => randomBytes(6).toString('base64url');

const fullNameSql = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last}`.trim());

export function createReferralsRepository(db: DB) {
  return {
    /** The member's personal code, made on first use; concurrent first uses agree on one. */
    async codeOf(userId: number): Promise<string> {
      for (;;) {
        const current = await db.selectFrom('users').select('referralCode').where('id', '=', userId).executeTakeFirstOrThrow();
        if (current.referralCode) return current.referralCode;
        try {
          const set = await db
            .updateTable('users')
            .set({ referralCode: newCode() })
            .where('id', '=', userId)
            .where('referralCode', 'is', null)
            .returning('referralCode')
            .executeTakeFirst();
          if (set?.referralCode) return set.referralCode;
        } catch (err) {
          // another member already has this code: draw again
          if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
        }
      }
    },

    async findInviterByCode(code: string): Promise<Pick<UserRow, 'id' | 'uuid'> | null> {
      const row = await db.selectFrom('users').select(['id', 'uuid']).where('referralCode', '=', code).executeTakeFirst();
      return row ?? null;
    },

    /** Records an invitation, or counts one more mail of an existing one; `created` tells which. */
    async invite(inviterId: number, email: string, now: Date): Promise<{ created: boolean }> {
      const row = await db
        .insertInto('referrals')
        .values({ inviterId, email, createdAt: now, lastSentAt: now })
        .onConflict((oc) =>
          oc.columns(['inviterId', 'email']).doUpdateSet((eb) => ({ lastSentAt: now, sentCount: eb('referrals.sentCount', '+', 1) })),
        )
        .returning('sentCount')
        .executeTakeFirstOrThrow();
      return { created: row.sentCount === 1 };
    },

    async invitation(inviterId: number, email: string): Promise<Invitation> {
      const [invitation] = (await this.list(inviterId)).invitations.filter((i) => i.email === email);
      return invitation;
    },

    /** A new member: every invitation of their address is joined; the owner of the code they came with is their referrer. */
    async recordJoin(user: Pick<UserRow, 'id' | 'username'>, inviter: Pick<UserRow, 'uuid'> | null): Promise<void> {
      await db.updateTable('referrals').set({ joinedUserId: user.id }).where('email', '=', user.username).where('joinedUserId', 'is', null).execute();
      if (inviter) await db.updateTable('users').set({ referrer: inviter.uuid }).where('id', '=', user.id).execute();
    },

    async list(inviterId: number): Promise<Referrals> {
      const invitations = await db
        .selectFrom('referrals')
        .leftJoin('users as joined', 'joined.id', 'referrals.joinedUserId')
        .select([
          'referrals.email',
          'referrals.createdAt',
          'referrals.lastSentAt',
          'referrals.sentCount',
          'joined.uuid as joinedUuid',
          'joined.firstName as joinedFirstName',
          'joined.lastName as joinedLastName',
        ])
        .where('referrals.inviterId', '=', inviterId)
        .orderBy('referrals.createdAt', 'desc')
        .orderBy('referrals.id', 'desc')
        .execute();
      const inviter = await db.selectFrom('users').select('uuid').where('id', '=', inviterId).executeTakeFirstOrThrow();
      const joinedUuids = invitations.map((i) => i.joinedUuid).filter((uuid): uuid is string => uuid !== null);
      let referred = db
        .selectFrom('users')
        .select(['uuid', 'firstName', 'lastName', 'createdOn'])
        .where('referrer', '=', inviter.uuid)
        .orderBy('createdOn', 'desc');
      if (joinedUuids.length > 0) referred = referred.where('uuid', 'not in', joinedUuids);
      return {
        invitations: invitations.map((row) => ({
          email: row.email,
          invitedAt: row.createdAt.toISOString(),
          lastSentAt: row.lastSentAt.toISOString(),
          sentCount: row.sentCount,
          joined: row.joinedUuid !== null,
          joinedUserUuid: row.joinedUuid,
          joinedFullName: fullNameSql(row.joinedFirstName, row.joinedLastName),
        })),
        registeredWithLink: (await referred.execute()).map((row) => ({
          uuid: row.uuid,
          fullName: `${row.firstName} ${row.lastName}`.trim(),
          registeredAt: row.createdOn.toISOString(),
        })),
      };
    },
  };
}
