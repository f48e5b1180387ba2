import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USERNAME_CHANGE_TTL_HOURS } from '~/common/constants';
import { AUTH } from '~/common/messages';
import { createEmailTokensRepository } from '~/services/auth/email-tokens';
import { createAuthService } from '~/services/auth/service';
import { FieldError } from '~/services/errors';
import { signedIn } from '~/services/plugins/auth';
import { usernameChangeMail } from '~/services/plugins/mail-templates';
import { MessageSchema, errorResponses } from '~/services/schemas';
import { createUsersRepository, normalizeUsername, toUser } from './repository';
import { ChangeUsernameBody, ConfirmUsernameBody, UserSchema } from './schemas';

/** The signed-in member's own account: details, verification mail, email (username) change. */
const userRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db, mailer } = fastify;
  const users = createUsersRepository(db);
  const emailTokens = createEmailTokensRepository(db);
  const auth = createAuthService(fastify);

  fastify.get(
    '/user/details',
    { preHandler: fastify.authenticate, schema: { response: { 200: UserSchema, ...errorResponses(401, 403) } } },
    async (request) => toUser(signedIn(request).user),
  );

  fastify.post(
    '/user/resend-email',
    { preHandler: fastify.authenticate, schema: { response: { 200: MessageSchema, ...errorResponses(401, 403, 409) } } },
    async (request) => {
      const { user } = signedIn(request);
      if (user.verified) throw fastify.httpErrors.conflict(AUTH.alreadyVerified);
      await auth.sendVerificationMail(user);
      return { message: AUTH.resendSuccess }; // spec §2
    },
  );

  fastify.post(
    '/user/username/change',
    {
      preHandler: fastify.authenticate,
      schema: { body: ChangeUsernameBody, response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const username = normalizeUsername(request.body.username);
      if (username === user.username) throw new FieldError(400, 'username', AUTH.sameUsername);
      if (await users.isUsernameTaken(username)) throw new FieldError(409, 'username', AUTH.emailTaken);
      const token = await emailTokens.create(user.id, 'username_change', USERNAME_CHANGE_TTL_HOURS, config.now(), username);
      // the link goes to the new address: following it proves the user owns it
      await mailer.send(username, usernameChangeMail(config.publicUrl, user.firstName, token));
      return { message: AUTH.usernameChangeSent };
    },
  );

  fastify.put(
    '/user/username/confirm',
    { schema: { body: ConfirmUsernameBody, response: { 200: MessageSchema, ...errorResponses(400, 409) } } },
    async (request) => {
      const now = config.now();
      const { confirmationToken } = request.body;
      const pending = await emailTokens.findUsable(confirmationToken, 'username_change', now);
      if (!pending?.newUsername) throw new FieldError(400, 'confirmationToken', AUTH.tokenInvalid);
      // the address may have been taken since the link was sent; the link stays usable if it frees up again
      if (await users.isUsernameTaken(pending.newUsername)) throw new FieldError(409, 'confirmationToken', AUTH.emailTaken);
      const used = await emailTokens.consume(confirmationToken, 'username_change', now);
      if (!used?.newUsername) throw new FieldError(400, 'confirmationToken', AUTH.tokenInvalid);
      if (!(await users.changeUsername(used.userId, used.newUsername))) throw new FieldError(409, 'confirmationToken', AUTH.emailTaken);
      return { message: AUTH.usernameChanged };
    },
  );
};

export default userRoutes;
