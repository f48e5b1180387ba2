import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AUTH, linkedInFailedWith, VALIDATION as M } from '~/common/messages';
import { LINKEDIN_URL_MAX, LINKEDIN_URL_PATTERN } from '~/common/validation';
import { FieldError } from '~/services/errors';
import { errorResponses } from '~/services/schemas';
import { createUsersRepository } from '~/services/users/repository';
import { createLinkedInClient, hashToken, LINKEDIN_PENDING_TTL_MS, LinkedInError, newToken, redirectUriFor, type LinkedInIdentity } from './linkedin';
import { createProfilesRepository } from '~/services/users/profile';
import { fetchLinkedInPhoto, photoUrlAllowed } from './linkedin-photo';
import { hashPassword, verifyPassword } from './passwords';
import { AuthResponseSchema, JobPosition, RegisterLocation } from './schemas';
import { createAuthService } from './service';

const Mode = Type.Union([Type.Literal('login'), Type.Literal('sign_up')]);
const Token = Type.String({ minLength: 20, maxLength: 100, errorMessage: AUTH.linkedInExpired });

/** What the provider's answer leads to: a session, a password to prove first, or the registration fields to add. */
const CallbackAnswer = Type.Union([
  Type.Object({ status: Type.Literal('SIGNED_IN'), auth: AuthResponseSchema }),
  Type.Object({ status: Type.Literal('PASSWORD_REQUIRED'), linkToken: Type.String(), email: Type.String() }),
  Type.Object({ status: Type.Literal('SIGN_UP_REQUIRED'), signupToken: Type.String(), email: Type.String(), firstName: Type.String(), lastName: Type.String() }),
]);

/**
 * Sign in with LinkedIn (services/API.md § LinkedIn). Absent unless LINKEDIN_CLIENT_ID and _SECRET are set: then
 * GET /auth/linkedin/config says so and the other calls answer 404.
 */
const linkedInRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const users = createUsersRepository(db);
  const profiles = createProfilesRepository(db, fastify.files);
  const auth = createAuthService(fastify);
  const linkedIn = config.linkedIn ? createLinkedInClient(config.linkedIn, db) : null;
  const available = () => {
    if (!linkedIn) throw fastify.httpErrors.notFound(AUTH.linkedInUnavailable);
    return linkedIn;
  };

  fastify.get('/auth/linkedin/config', { schema: { response: { 200: Type.Object({ enabled: Type.Boolean() }) } } }, async () => ({ enabled: linkedIn !== null }));

  fastify.post(
    '/auth/linkedin/authorize',
    { schema: { body: Type.Object({ mode: Mode }), response: { 200: Type.Object({ url: Type.String() }), ...errorResponses(400, 404) } } },
    async (request) => {
      const url = await available()
        .authorizationUrl(request.body.mode, redirectUriFor(config.publicUrl, request.body.mode), config.now())
        .catch((err: unknown) => {
          request.log.error({ err }, 'LinkedIn discovery failed');
          throw fastify.httpErrors.badGateway(AUTH.linkedInFailed);
        });
      return { url };
    },
  );

  /** A step after the provider, kept hashed for a quarter of an hour. */
  async function pending(kind: 'link' | 'sign_up', identity: LinkedInIdentity, userId: number | null): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(config.now().getTime() + LINKEDIN_PENDING_TTL_MS);
    const { sub, email, firstName, lastName, picture } = identity;
    await db.insertInto('linkedinPending').values({ tokenHash: hashToken(token), kind, sub, email, firstName, lastName, picture, userId, expiresAt }).execute();
    return token;
  }
  async function takePending(kind: 'link' | 'sign_up', token: string) {
    const row = await db.deleteFrom('linkedinPending').where('tokenHash', '=', hashToken(token)).where('kind', '=', kind).returningAll().executeTakeFirst();
    if (!row || new Date(row.expiresAt) < config.now()) throw new FieldError(400, 'token', AUTH.linkedInExpired);
    return row;
  }
  /** Issue 19: a member without an avatar gets their LinkedIn photo (a photo that cannot be had is simply skipped). */
  async function adoptPhoto(userId: number, picture: string | null) {
    const url = picture && config.linkedIn ? photoUrlAllowed(picture, config.linkedIn.issuer) : null;
    if (!url) return;
    const bytes = await fetchLinkedInPhoto(url);
    if (!bytes) {
      fastify.log.warn({ userId }, 'LinkedIn photo not stored: not reachable or not an image');
      return;
    }
    const current = await users.findById(userId);
    if (current && !current.imageUrl) await profiles.setAvatar(userId, { contentType: 'image/webp', bytes }, userId, config.now());
  }
  async function signIn(userId: number, sub: string, picture: string | null) {
    const current = await users.findById(userId);
    if (!current?.active) throw fastify.httpErrors.forbidden(AUTH.accountDisabled);
    if (!current.imageUrl) await adoptPhoto(userId, picture);
    const user = await db.updateTable('users').set({ linkedinSub: sub, loggedWithLinkedIn: true }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
    return auth.startSession(user, false);
  }

  fastify.post(
    '/auth/linkedin/callback',
    {
      schema: {
        // the landing page's query as the provider wrote it (`?code=…&state=…`, or `?error=…`)
        body: Type.Object({ mode: Mode, query: Type.String({ maxLength: 4096 }) }),
        response: { 200: CallbackAnswer, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const client = available();
      const { mode, query } = request.body;
      const callbackUrl = new URL(`${redirectUriFor(config.publicUrl, mode)}${query.startsWith('?') ? query : `?${query}`}`);
      let identity: LinkedInIdentity;
      try {
        identity = await client.finish(mode, callbackUrl, config.now());
      } catch (error) {
        if (!(error instanceof LinkedInError)) throw error;
        request.log.warn({ code: error.code, reason: error.message }, 'LinkedIn sign-in refused');
        // spec §8: the returned code when there is one, else the general message
        throw fastify.httpErrors.badRequest(linkedInFailedWith(error.code));
      }
      if (!identity.emailVerified) throw fastify.httpErrors.badRequest(AUTH.linkedInEmailUnverified);

      const linked = await db.selectFrom('users').select('id').where('linkedinSub', '=', identity.sub).executeTakeFirst();
      if (linked) return { status: 'SIGNED_IN' as const, auth: await signIn(linked.id, identity.sub, identity.picture) };
      const existing = await users.findByUsername(identity.email);
      // an account with this email links only after its password is proved: never silently (issue 19)
      if (existing) return { status: 'PASSWORD_REQUIRED' as const, linkToken: await pending('link', identity, existing.id), email: identity.email };
      const signupToken = await pending('sign_up', identity, null);
      return { status: 'SIGN_UP_REQUIRED' as const, signupToken, email: identity.email, firstName: identity.firstName, lastName: identity.lastName };
    },
  );

  fastify.post(
    '/auth/linkedin/link',
    {
      schema: {
        body: Type.Object({ linkToken: Token, password: Type.String({ minLength: 1, maxLength: 200, errorMessage: M.passwordRequired }) }),
        response: { 200: AuthResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      available();
      const step = await takePending('link', request.body.linkToken);
      const user = step.userId === null ? null : await users.findById(step.userId);
      if (!user) throw new FieldError(400, 'token', AUTH.linkedInExpired);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        // the step stays usable for another try within its time
        await db.insertInto('linkedinPending').values({ ...step, tokenHash: hashToken(request.body.linkToken) }).execute();
        throw new FieldError(400, 'password', AUTH.linkedInLinkWrongPassword);
      }
      // LinkedIn verified the address and the member proved the password: the email is theirs
      await db.updateTable('users').set({ verified: true }).where('id', '=', user.id).execute();
      return signIn(user.id, step.sub, step.picture);
    },
  );

  fastify.post(
    '/auth/linkedin/register',
    {
      schema: {
        body: Type.Object(
          {
            signupToken: Token,
            linkedInUrl: Type.String({ maxLength: LINKEDIN_URL_MAX, pattern: LINKEDIN_URL_PATTERN, errorMessage: M.linkedInUrl }),
            jobPosition: JobPosition,
            location: RegisterLocation,
            howDidYouHearAboutUs: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S', errorMessage: M.howDidYouHearAboutUsMin }),
            acceptTermsAndConditions: Type.Literal(true, { errorMessage: M.acceptTerms }),
          },
          {
            errorMessage: {
              required: {
                linkedInUrl: M.linkedInUrl,
                jobPosition: M.jobPositionMin,
                location: M.location,
                howDidYouHearAboutUs: M.howDidYouHearAboutUsMin,
                acceptTermsAndConditions: M.acceptTerms,
              },
            },
          },
        ),
        response: { 201: AuthResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      available();
      const body = request.body;
      const step = await takePending('sign_up', body.signupToken);
      if (await users.isUsernameTaken(step.email)) throw new FieldError(409, 'username', AUTH.emailTaken);
      const user = await auth.createRegisteredMember({
        username: step.email,
        // no password yet: an unguessable one, which "Forgot password" replaces whenever the member wants one
        passwordHash: await hashPassword(newToken()),
        firstName: step.firstName || step.email.split('@')[0]!,
        lastName: step.lastName || '-',
        linkedInUrl: body.linkedInUrl,
        jobPosition: body.jobPosition,
        howDidYouHearAboutUs: body.howDidYouHearAboutUs,
        location: body.location,
      });
      if (!user) throw new FieldError(409, 'username', AUTH.emailTaken);
      // LinkedIn verified the address: no confirmation mail
      await db.updateTable('users').set({ verified: true }).where('id', '=', user.id).execute();
      return reply.status(201).send(await signIn(user.id, step.sub, step.picture));
    },
  );
};

export default linkedInRoutes;
