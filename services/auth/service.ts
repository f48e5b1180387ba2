import type { FastifyInstance } from 'fastify';
import { EMAIL_VERIFICATION_TTL_HOURS } from '~/common/constants';
import type { UserRow } from '~/services/db/schema';
import { verificationMail } from '~/services/plugins/mail-templates';
import { createUsersRepository, toSessionUser } from '~/services/users/repository';
import { createEmailTokensRepository } from './email-tokens';
import type { AuthResponse } from './schemas';
import { createSessionsRepository } from './sessions';

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

    /** A new session (refresh-token family) with its first token pair. */
    async startSession(user: UserRow, rememberMe: boolean): Promise<AuthResponse> {
      const now = config.now();
      const { sessionId, refreshToken } = await sessions.create(user.id, rememberMe, now);
      await users.touchLastActivity(user.id, now);
      return { accessToken: await accessTokenFor(user, sessionId), refreshToken, user: toSessionUser(user) };
    },

    /** Mails a fresh 24-hour link to /user/confirm. */
    async sendVerificationMail(user: UserRow): Promise<void> {
      const token = await emailTokens.create(user.id, 'verification', EMAIL_VERIFICATION_TTL_HOURS, config.now());
      await mailer.send(user.username, verificationMail(config.publicUrl, user.firstName, token));
    },
  };
}
