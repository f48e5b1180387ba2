import type { FastifyInstance } from 'fastify';
import { EMAIL_VERIFICATION_TTL_HOURS } from '~/common/constants';
import type { UserRow } from '~/services/db/schema';
import { verificationMail } from '~/services/plugins/mail-templates';
import { createUsersRepository, toSessionUser } from '~/services/users/repository';
import { createEmailTokensRepository } from './email-tokens';
import type { AuthResponse } from './schemas';
import { createSessionsRepository } from './sessions';

export interface RegisteredMember {
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  linkedInUrl: string;
  jobPosition: string;
  howDidYouHearAboutUs: string;
  location: { lat: number; lng: number; name: string };
}

/** What several auth routes share: starting a session and mailing the verification link. */
export function createAuthService(fastify: FastifyInstance) {
  const { config, keys, mailer } = fastify;
  const sessions = createSessionsRepository(fastify.db);
  const emailTokens = createEmailTokensRepository(fastify.db);
  const users = createUsersRepository(fastify.db);

  function accessTokenFor(user: UserRow, sessionId: string): Promise<string> {
    return keys.signAccessToken({ sub: user.uuid, sid: sessionId, roles: user.roles, verified: user.verified });
  }

  return {
    accessTokenFor,

    /**
     * A member who registered themselves (with a password, or through LinkedIn): the default organisation, the client
     * role, the spec §3 registration fields and the accepted terms. null when the username is taken meanwhile.
     */
    async createRegisteredMember(member: RegisteredMember): Promise<UserRow | null> {
      const { location, ...fields } = member;
      return users.create({
        ...fields,
        organizationId: await users.defaultOrganizationId(), // registered members join the default organisation
        roles: ['ROLE_USER'],
        locationLat: location.lat,
        locationLng: location.lng,
        locationName: location.name,
        acceptTermsAndConditions: true,
        createdOn: config.now(),
      });
    },

    /** A new session (refresh-token family) with its first token pair. */
    async startSession(user: UserRow, rememberMe: boolean): Promise<AuthResponse> {
      const now = config.now();
      // also the member's last activity
      const { sessionId, refreshToken } = await sessions.create(user.id, rememberMe, now);
      return { accessToken: await accessTokenFor(user, sessionId), refreshToken, user: toSessionUser(user) };
    },

    /** Mails a fresh 24-hour link to /user/confirm. */
    async sendVerificationMail(user: UserRow): Promise<void> {
      const token = await emailTokens.create(user.id, 'verification', EMAIL_VERIFICATION_TTL_HOURS, config.now());
      await mailer.send(user.username, verificationMail(config.publicUrl, user.firstName, token));
    },
  };
}
