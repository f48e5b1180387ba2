import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '~/common/constants';
import { createSessionsRepository } from '~/services/auth/sessions';
import { bearer, uniqueEmail } from './helpers';

export interface Member {
  id: number;
  uuid: string;
  username: string;
  fullName: string;
  organizationId: string;
  accessToken: string;
  headers: { authorization: string };
}

export interface MemberOptions {
  admin?: boolean;
  verified?: boolean;
  firstName?: string;
  lastName?: string;
  organizationId?: string;
}

/**
 * A member with a live session, written straight to the database (no password hashing), so a test can have many.
 * Registration itself is tested in auth/; here only the signed-in member matters.
 */
export async function createMember(app: FastifyInstance, options: MemberOptions = {}): Promise<Member> {
  const { db, config, keys } = app;
  const organizationId =
    options.organizationId ?? (await db.selectFrom('organizations').select('id').where('isDefault', '=', true).executeTakeFirstOrThrow()).id;
  const roles: Role[] = options.admin ? ['ROLE_ADMIN'] : ['ROLE_USER'];
  const firstName = options.firstName ?? 'Pat';
  const lastName = options.lastName ?? `Seller ${randomBytes(2).toString('hex')}`;
  const user = await db
    .insertInto('users')
    .values({
      organizationId,
      username: uniqueEmail(),
      passwordHash: 'not-a-password',
      firstName,
      lastName,
      linkedInUrl: null,
      phoneNumber: null,
      jobPosition: 'Account Executive',
      roles,
      countryCode: null,
      city: null,
      companyName: null,
      companySize: null,
      industry: null,
      yearsOfExperience: null,
      seniorityLevel: null,
      personalInformation: null,
      imageUrl: null,
      referrer: null,
      howDidYouHearAboutUs: null,
      locationLat: null,
      locationLng: null,
      locationName: null,
      lastActivity: null,
      unsubscribeDate: null,
      pauseNotificationsStartDate: null,
      pauseNotificationsEndDate: null,
      verified: options.verified ?? true,
      createdOn: config.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // made here, not signed in: the member's last activity stays empty
  const { sessionId } = await createSessionsRepository(db).create(user.id, false, config.now(), { activity: false });
  const accessToken = await keys.signAccessToken({ sub: user.uuid, sid: sessionId, roles, verified: user.verified });
  return {
    id: user.id,
    uuid: user.uuid,
    username: user.username,
    fullName: `${firstName} ${lastName}`,
    organizationId,
    accessToken,
    headers: bearer(accessToken),
  };
}
