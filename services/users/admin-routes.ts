import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { MemberPickerQuery, MemberSummaryPage } from '~/services/hookups/schemas';
import { errorResponses } from '~/services/schemas';
import { signedIn } from '~/services/plugins/auth';
import { fullName } from './repository';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /admin/users: the admins' user picker (services/API.md § One-to-one hookups), their organisation only. */
const userAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/admin/users',
    { preHandler: fastify.requireAdmin, schema: { querystring: MemberPickerQuery, response: { 200: MemberSummaryPage, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { page, size, f_fullName: name, f_username: username } = request.query;
      let scope = db.selectFrom('users').where('organizationId', '=', signedIn(request).user.organizationId);
      if (name?.trim()) scope = scope.where(sql<boolean>`(first_name || ' ' || last_name) ilike ${like(name.trim())}`);
      if (username?.trim()) scope = scope.where('username', 'ilike', like(username.trim()));
      const { count } = await scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const rows = await scope
        .select(['uuid', 'firstName', 'lastName', 'username', 'imageUrl', 'jobPosition'])
        .orderBy('firstName')
        .orderBy('lastName')
        .orderBy('id')
        .limit(size)
        .offset(page * size)
        .execute();
      const totalElements = Number(count);
      return {
        elements: rows.map((row) => ({ uuid: row.uuid, fullName: fullName(row), username: row.username, imageUrl: row.imageUrl, jobPosition: row.jobPosition })),
        totalPages: Math.ceil(totalElements / size),
        totalElements,
        page,
        size,
      };
    },
  );
};

export default userAdminRoutes;
