import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ROLE_LABELS, ROLES, SET_PASSWORD_TTL_HOURS } from '~/common/constants';
import { ADMIN_USERS as A, AUTH } from '~/common/messages';
import { createEmailTokensRepository } from '~/services/auth/email-tokens';
import { hashPassword } from '~/services/auth/passwords';
import { randomToken } from '~/services/auth/secrets';
import { FieldError } from '~/services/errors';
import { signedIn } from '~/services/plugins/auth';
import { setPasswordMail } from '~/services/plugins/mail-templates';
import { recordRegistrationReferral } from '~/services/referrals/registration';
import { errorResponses } from '~/services/schemas';
import { AdminUserPage, AdminUsersQuery, CreateUserBody, RoleOptionList, RolesBody, UserIdParams, UserUuidParams } from './admin-schemas';
import { usersCsv, usersExportFilename } from './admin-export';
import { createAdminUsersRepository } from './admin-users';
import { createUsersRepository, toUser } from './repository';
import { UserSchema } from './schemas';

/** spec §7 "empty values dropped": a filter sent empty (`f_city=`) is as if it was not sent. */
async function dropEmptyQueryValues(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const [name, value] of Object.entries(query)) if (typeof value === 'string' && value.trim() === '') delete query[name];
}

/**
 * The admins' user management (services/API.md § Slice: admin-users), within their own organisation: the user list
 * (also the user picker of the hookup forms) and its CSV, one user, create, disable/enable and roles.
 */
const userAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db, mailer } = fastify;
  const admin = createAdminUsersRepository(db);
  const users = createUsersRepository(db);
  const emailTokens = createEmailTokensRepository(db);
  const guarded = { preHandler: fastify.requireAdmin };
  const listing = { ...guarded, preValidation: dropEmptyQueryValues };

  const organizationOf = (request: FastifyRequest) => signedIn(request).user.organizationId;
  const userOrNotFound = async (request: FastifyRequest, uuid: string) => {
    const user = await admin.find(organizationOf(request), uuid);
    if (!user) throw fastify.httpErrors.notFound(A.notFound);
    return user;
  };

  fastify.get(
    '/admin/users',
    { ...listing, schema: { querystring: AdminUsersQuery, response: { 200: AdminUserPage, ...errorResponses(400, 401, 403) } } },
    async (request) => admin.list(organizationOf(request), request.query),
  );

  fastify.get(
    '/admin/users/export',
    { ...listing, schema: { querystring: AdminUsersQuery, response: { 200: Type.String(), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const csv = usersCsv(await admin.all(organizationOf(request), request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${usersExportFilename(config.now())}"`)
        .send(csv);
    },
  );

  fastify.get('/admin/roles/all', { ...guarded, schema: { response: { 200: RoleOptionList, ...errorResponses(401, 403) } } }, async () =>
    ROLES.map((role) => ({ role, label: ROLE_LABELS[role] })),
  );

  fastify.get(
    '/admin/user/:id',
    { ...guarded, schema: { params: UserIdParams, response: { 200: UserSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => toUser(await userOrNotFound(request, request.params.id)),
  );

  fastify.post(
    '/admin/user',
    { ...guarded, schema: { body: CreateUserBody, response: { 201: UserSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => {
      const body = request.body;
      if (await users.isUsernameTaken(body.username)) throw new FieldError(409, 'username', AUTH.emailTaken);
      const now = config.now();
      const user = await users.create({
        organizationId: organizationOf(request),
        username: body.username,
        // nobody knows this password: the member chooses theirs through the mailed link
        passwordHash: await hashPassword(randomToken()),
        firstName: body.firstName,
        lastName: body.lastName,
        jobPosition: body.jobPosition,
        roles: [...new Set(body.roles)],
        locationLat: body.location?.lat,
        locationLng: body.location?.lng,
        locationName: body.location?.name,
        createdOn: now,
      });
      if (!user) throw new FieldError(409, 'username', AUTH.emailTaken); // a concurrent registration won
      // invitations of the address count as joined however the member came in; no code here, so no referrer
      await recordRegistrationReferral(db, request.log, user, undefined);
      // the password-reset link: following it sets the password and confirms the address
      const token = await emailTokens.create(user.id, 'reset', SET_PASSWORD_TTL_HOURS, now);
      await mailer.send(user.username, setPasswordMail(config.publicUrl, user.firstName, token));
      return reply.status(201).send(toUser(user));
    },
  );

  fastify.put(
    '/admin/user/disable/:id',
    { ...guarded, schema: { params: UserIdParams, response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const user = await userOrNotFound(request, request.params.id);
      if (user.id === signedIn(request).user.id) throw fastify.httpErrors.badRequest(A.cannotDisableSelf);
      return toUser(await admin.disable(user, config.now()));
    },
  );

  fastify.put(
    '/admin/user/enable/:id',
    { ...guarded, schema: { params: UserIdParams, response: { 200: UserSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => toUser(await admin.enable(await userOrNotFound(request, request.params.id))),
  );

  fastify.put(
    '/admin/user/:userUuid/roles',
    { ...guarded, schema: { params: UserUuidParams, body: RolesBody, response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const user = await userOrNotFound(request, request.params.userUuid);
      const roles = [...new Set(request.body)];
      // an admin who could drop their own ROLE_ADMIN might leave the organisation without any admin
      if (user.id === signedIn(request).user.id && !roles.includes('ROLE_ADMIN')) throw fastify.httpErrors.badRequest(A.cannotRemoveOwnAdmin);
      return toUser(await admin.setRoles(user, roles));
    },
  );
};

export default userAdminRoutes;
