import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PASSWORD_RESET_MAILS_MAX, PASSWORD_RESET_REQUESTS_PER_ADDRESS, PASSWORD_RESET_TTL_HOURS } from '~/common/constants';
import { AUTH } from '~/common/messages';
import { FieldError } from '~/services/errors';
import { signedIn } from '~/services/plugins/auth';
import { passwordResetMail } from '~/services/plugins/mail-templates';
import { MessageSchema, errorResponses } from '~/services/schemas';
import { createUsersRepository } from '~/services/users/repository';
import { createEmailTokensRepository } from './email-tokens';
import { createLoginFailuresRepository } from './login-failures';
import { hashPassword, verifyPassword } from './passwords';
import { AuthResponseSchema, ChangePasswordBody, ForgotPasswordBody, ResetPasswordBody } from './schemas';
import { createAuthService } from './service';
import { createSessionsRepository } from './sessions';

/** Forgotten password (mailed 1-hour link), reset, and change while signed in. Each revokes sessions. */
const passwordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db, mailer } = fastify;
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const emailTokens = createEmailTokensRepository(db);
  const loginFailures = createLoginFailuresRepository(db);
  const auth = createAuthService(fastify);

  fastify.post(
    '/user/password/reset',
    {
      // per client address too: the per-account cap alone let one client mail every account it could name
      config: { rateLimit: { max: PASSWORD_RESET_REQUESTS_PER_ADDRESS, timeWindow: '1 hour' } },
      schema: { body: ForgotPasswordBody, response: { 200: MessageSchema, ...errorResponses(400, 429) } },
    },
    async (request) => {
      const user = await users.findByUsername(request.body.username);
      const now = config.now();
      // throttled per account: a flood of requests queues PASSWORD_RESET_MAILS_MAX mails an hour, not one each
      const recent = user ? await emailTokens.countSince(user.id, 'reset', new Date(now.getTime() - PASSWORD_RESET_TTL_HOURS * 3_600_000)) : 0;
      if (user && user.active && recent < PASSWORD_RESET_MAILS_MAX) {
        const token = await emailTokens.create(user.id, 'reset', PASSWORD_RESET_TTL_HOURS, now);
        await mailer.send(user.username, passwordResetMail(config.publicUrl, user.firstName, token));
      }
      // the same answer whether or not the address has an account, and whether or not a mail was sent
      return { message: AUTH.resetSent };
    },
  );

  fastify.put(
    '/password/reset/confirm',
    { schema: { body: ResetPasswordBody, response: { 200: MessageSchema, ...errorResponses(400) } } },
    async (request) => {
      const now = config.now();
      const used = await emailTokens.consume(request.body.token, 'reset', now);
      const user = used ? await users.findById(used.userId) : null;
      if (!user) throw new FieldError(400, 'token', AUTH.tokenInvalid);
      await users.setPasswordHash(user.id, await hashPassword(request.body.password));
      // the mailed link proves the address, and whoever knew the old password is locked out
      await users.markVerified(user.id);
      await sessions.revokeAllOfUser(user.id, now);
      await loginFailures.clearAccount(user.username);
      return { message: AUTH.passwordReset };
    },
  );

  fastify.put(
    '/user/password',
    {
      preHandler: fastify.authenticate,
      schema: { body: ChangePasswordBody, response: { 200: AuthResponseSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      const { user, rememberMe } = signedIn(request);
      const { oldPassword, password } = request.body;
      if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new FieldError(400, 'oldPassword', AUTH.wrongOldPassword);
      if (password === oldPassword) throw new FieldError(400, 'password', AUTH.samePassword);
      await users.setPasswordHash(user.id, await hashPassword(password));
      await sessions.revokeAllOfUser(user.id, config.now());
      // spec: a new session for this device, every other session (and this one's old tokens) revoked
      return auth.startSession(user, rememberMe);
    },
  );
};

export default passwordRoutes;
