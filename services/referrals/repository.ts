import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DB } from '~/services/db';
import type { ReferralTable, UserRow } from '~/services/db/schema';
import { fullName } from '~/services/users/repository';
import type { Invitation, Referrals } from './schemas';

const UNIQUE_VIOLATION = '23505';

/** 8 URL-safe characters (48 random bits) */
const newCode = () => randomBytes(6).toString('base64url');

type InvitationRow = Pick<Selectable<ReferralTable>, 'email' | 'createdAt' | 'lastSentAt' | 'sentCount'>;
type JoinedMember = Pick<UserRow, 'uuid' | 'firstName' | 'lastName'>;

function toInvitation(row: InvitationRow, joined: JoinedMember | null): Invitation {
  return {
    email: row.email,
    invitedAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    sentCount: row.sentCount,
    joined: joined !== null,
    joinedUserUuid: joined?.uuid ?? null,
    joinedFullName: joined ? fullName(joined) : null,
  };
}

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
    async invite(inviterId: number, email: string, now: Date): Promise<{ created: boolean; invitation: Invitation }> {
      const row = await db
        .insertInto('referrals')
        .values({ inviterId, email, createdAt: now, lastSentAt: now })
        .onConflict((oc) =>
          oc.columns(['inviterId', 'email']).doUpdateSet((eb) => ({ lastSentAt: now, sentCount: eb('referrals.sentCount', '+', 1) })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      // the address is no member now, but an invitation sent before may have been joined by a member who changed their
      // address since: GET /referrals shows them as joined, so this answer does too
      const joined =
        row.joinedUserId === null
          ? null
          : ((await db
              .selectFrom('users')
              .select(['uuid', 'firstName', 'lastName'])
              .where('id', '=', row.joinedUserId)
              .executeTakeFirst()) ?? null);
      return { created: row.sentCount === 1, invitation: toInvitation(row, joined) };
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
        invitations: invitations.map((row) => {
          // the left join's columns are all null when nobody joined, and all set (NOT NULL in users) when somebody did
          const { joinedUuid: uuid, joinedFirstName: firstName, joinedLastName: lastName } = row;
          const joined = uuid !== null && firstName !== null && lastName !== null ? { uuid, firstName, lastName } : null;
          return toInvitation(row, joined);
        }),
        registeredWithLink: (await referred.execute()).map((row) => ({
          uuid: row.uuid,
          fullName: fullName(row),
          registeredAt: row.createdOn.toISOString(),
        })),
      };
    },
  };
}
