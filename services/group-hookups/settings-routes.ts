import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, GROUP_HOOKUP as M } from '~/common/messages';
import { signedIn } from '~/services/plugins/auth';
import { isAdmin } from '~/common/roles';
import { errorResponses } from '~/services/schemas';
import { isUuid } from '~/services/shared/uuid';
import { OrganizationParams, OrganizationSchema, SettingsBody, SettingsSchema } from './schemas';
import { createSettingsRepository } from './settings';

/** The organisation's group hookup settings (members read, admins write) and GET /user/organization. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const settings = createSettingsRepository(db);

  fastify.get(
    '/user/organization',
    { preHandler: fastify.authenticate, schema: { response: { 200: OrganizationSchema, ...errorResponses(401) } } },
    async (request) => settings.organization(signedIn(request).user.organizationId),
  );

  fastify.get(
    '/group-hookup-settings/:organizationUUID',
    { preHandler: fastify.authenticate, schema: { params: OrganizationParams, response: { 200: SettingsSchema, ...errorResponses(401, 404) } } },
    async (request) => {
      const { organizationUUID } = request.params;
      // another organisation's settings are not revealed
      if (!isUuid(organizationUUID) || organizationUUID !== signedIn(request).user.organizationId) {
        throw fastify.httpErrors.notFound(M.settingsNotFound);
      }
      return settings.get(organizationUUID);
    },
  );

  fastify.put(
    '/group-hookup-settings/:organizationUUID',
    {
      preHandler: fastify.requireAdmin,
      schema: { params: OrganizationParams, body: SettingsBody, response: { 200: SettingsSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      const { user } = signedIn(request);
      // an admin manages their own organisation only
      if (request.params.organizationUUID !== user.organizationId || !isAdmin(user.roles)) throw fastify.httpErrors.forbidden(AUTH.forbidden);
      return settings.save(user.organizationId, request.body, config.now());
    },
  );
};

export default settingsRoutes;
