import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REFERRAL } from '~/common/messages';
import { FieldError } from '~/services/errors';
import { signedIn } from '~/services/plugins/auth';
import { isAdmin } from '~/common/roles';
import { errorResponses } from '~/services/schemas';
import { createUsersRepository, fullName, normalizeUsername } from '~/services/users/repository';
import { invitationMail } from './mail';
import { createReferralsRepository } from './repository';
import { InvitationSchema, InviteBody, ReferralLinkSchema, ReferralsSchema } from './schemas';

/**
 * Referrals (issue 6; spec §6 "Client only: Invite Friends"): every member has a personal link to /register?ref=CODE
 * and sees whom they brought in; inviting by email is for clients (members without ROLE_ADMIN), like the menu entry.
 */
const referralRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, mailer } = fastify;
  const referrals = createReferralsRepository(fastify.db);
  const users = createUsersRepository(fastify.db);

  const linkOf = (code: string) => {
    const url = new URL('/register', `${config.publicUrl}/`);
    url.searchParams.set('ref', code);
    return url.toString();
  };

  fastify.get(
    '/user/referral-link',
    { preHandler: fastify.authenticate, schema: { response: { 200: ReferralLinkSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const code = await referrals.codeOf(signedIn(request).user.id);
      return { code, url: linkOf(code) };
    },
  );

  fastify.post(
    '/referrals',
    {
      preHandler: fastify.authenticate,
      schema: { body: InviteBody, response: { 200: InvitationSchema, 201: InvitationSchema, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      if (isAdmin(user.roles)) throw fastify.httpErrors.forbidden(REFERRAL.clientsOnly);
      const email = normalizeUsername(request.body.email);
      if (await users.isUsernameTaken(email)) throw new FieldError(409, 'email', REFERRAL.alreadyMember);
      // inviting the same address again sends the mail again (the friend may have lost it): 200 instead of 201
      const { created, invitation } = await referrals.invite(user.id, email, config.now());
      await mailer.send(email, invitationMail(fullName(user), linkOf(await referrals.codeOf(user.id))));
      return reply.status(created ? 201 : 200).send(invitation);
    },
  );

  fastify.get(
    '/referrals',
    { preHandler: fastify.authenticate, schema: { response: { 200: ReferralsSchema, ...errorResponses(401, 403) } } },
    async (request) => referrals.list(signedIn(request).user.id),
  );
};

export default referralRoutes;
