import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TOPICS } from '~/common/events';
import { AUTH } from '~/common/messages';
import { FieldError } from '~/services/errors';
import { bearerToken } from '~/services/plugins/auth';
import { emit } from '~/services/outbox/write';
import { inTransaction } from '~/services/db/transaction';
import { MessageSchema, errorResponses } from '~/services/schemas';
import { recordRegistrationReferral } from '~/services/referrals/registration';
import { createUsersRepository, normalizeUsername } from '~/services/users/repository';
import { createEmailTokensRepository } from './email-tokens';
import { createLoginFailuresRepository } from './login-failures';
import { hashPassword, verifyPassword } from './passwords';
import { AuthResponseSchema, ConfirmEmailQuery, JwksSchema, LoginBody, RefreshTokenBody, RegisterBody, TokenPairSchema } from './schemas';
import { createAuthService } from './service';
import { createSessionsRepository } from './sessions';

/** Login, registration, email confirmation, token refresh and logout (services/API.md § Calls). */
const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const loginFailures = createLoginFailuresRepository(db);
  const auth = createAuthService(fastify);

  fastify.post(
    '/auth/login',
    { schema: { body: LoginBody, response: { 200: AuthResponseSchema, ...errorResponses(400, 401, 403, 429) } } },
    async (request) => {
      const now = config.now();
      const username = normalizeUsername(request.body.username);
      // locked even with the right password: 5 failures in 15 minutes for the account or the client address
      const failures = await loginFailures.check(username, request.ip, now);
      if (failures.locked) throw fastify.httpErrors.tooManyRequests(AUTH.tooManyAttempts);
      const user = await users.findByUsername(username);
      // an unknown address costs a (dummy) verification too and gets the same answer as a wrong password
      if (!(await verifyPassword(user?.passwordHash ?? null, request.body.password)) || !user) {
        await loginFailures.record(username, request.ip, now);
        throw fastify.httpErrors.unauthorized(AUTH.invalidCredentials);
      }
      if (!user.active) throw fastify.httpErrors.forbidden(AUTH.accountDisabled);
      if (failures.accountFailures > 0) await loginFailures.clearAccount(username);
      return auth.startSession(user, request.body.rememberMe ?? false);
    },
  );

  fastify.post(
    '/auth/register',
    { schema: { body: RegisterBody, response: { 201: AuthResponseSchema, ...errorResponses(400, 409) } } },
    async (request, reply) => {
      const body = request.body;
      if (await users.isUsernameTaken(body.username)) throw new FieldError(409, 'username', AUTH.emailTaken);
      const user = await auth.createRegisteredMember({
        username: body.username,
        passwordHash: await hashPassword(body.password),
        firstName: body.firstName,
        lastName: body.lastName,
        linkedInUrl: body.linkedInUrl,
        jobPosition: body.jobPosition,
        howDidYouHearAboutUs: body.howDidYouHearAboutUs,
        location: body.location,
      });
      if (!user) throw new FieldError(409, 'username', AUTH.emailTaken); // a concurrent registration won
      await recordRegistrationReferral(db, request.log, user, body.referralCode);
      await auth.sendVerificationMail(user);
      return reply.status(201).send(await auth.startSession(user, false));
    },
  );

  fastify.get(
    '/auth/confirm',
    { schema: { querystring: ConfirmEmailQuery, response: { 200: MessageSchema, ...errorResponses(400) } } },
    async (request) => {
      // services/API.md § Notifications: the confirmation and its user.confirmed event (the WELCOME) commit together
      const confirmed = await inTransaction(db, async (trx) => {
        const used = await createEmailTokensRepository(trx).consume(request.query.token, 'verification', config.now());
        if (!used) return false;
        // only the call that verifies the member welcomes them (a second link of a resend finds them verified)
        const verified = await trx
          .updateTable('users')
          .set({ verified: true })
          .where('id', '=', used.userId)
          .where('verified', '=', false)
          .returning('uuid')
          .executeTakeFirst();
        if (verified) await emit(trx, TOPICS.userConfirmed, { userUUID: verified.uuid });
        return true;
      });
      if (!confirmed) throw fastify.httpErrors.badRequest(AUTH.tokenInvalid);
      return { message: AUTH.emailConfirmed };
    },
  );

  fastify.post(
    '/auth/refreshToken',
    { schema: { body: RefreshTokenBody, response: { 200: TokenPairSchema, ...errorResponses(400, 401) } } },
    async (request) => {
      const result = await sessions.rotate(request.body.refreshToken, config.now());
      if (result.status !== 'rotated') throw fastify.httpErrors.unauthorized(AUTH.sessionExpired);
      const user = await users.findById(result.userId);
      if (!user || !user.active) {
        await sessions.revoke(result.sessionId, config.now());
        throw fastify.httpErrors.unauthorized(AUTH.sessionExpired);
      }
      return { accessToken: await auth.accessTokenFor(user, result.sessionId), refreshToken: result.refreshToken };
    },
  );

  fastify.post(
    '/auth/logout',
    { schema: { body: RefreshTokenBody, response: { 204: { type: 'null' }, ...errorResponses(400) } } },
    async (request, reply) => {
      const now = config.now();
      await sessions.revokeByRefreshToken(request.body.refreshToken, now);
      // the bearer (optional) is checked for its signature only: its session ends too
      const bearer = bearerToken(request);
      const claims = bearer ? await fastify.keys.verifyAccessToken(bearer) : null;
      if (claims?.sid && /^[0-9a-f-]{36}$/i.test(claims.sid)) await sessions.revoke(claims.sid, now);
      return reply.status(204).send(null);
    },
  );

  fastify.get('/.well-known/jwks.json', { schema: { response: { 200: JwksSchema } } }, async () => ({ keys: fastify.keys.jwks.keys.map((key) => ({ kty: String(key.kty), crv: String(key.crv), x: String(key.x), kid: String(key.kid), alg: String(key.alg), use: String(key.use) })) }));
};

export default authRoutes;
