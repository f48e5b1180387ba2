import type { FastifyInstance } from 'fastify';
import { ADMIN_USER_FILTER_PARAMS } from '~/gateway/sources/adminUsers';
import { requireBearer } from './failures';
import { copyHeaders, proxyGet, toNodeStream, type RestRouteOptions } from './proxy';

// The admins' CSV reports, streamed from services with the admin's bearer (services answer 403 to anyone else).

/** The optional `from`/`to` of a report, as services' query string ('' without either). */
function rangeQuery({ from, to }: { from?: string; to?: string }): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return query.size > 0 ? `?${query}` : '';
}

// GET /reports/users.csv → services GET /admin/users/export (services/API.md § Slice: admin-users). The web asks in the
// adminUsers query's own names (its filters, sortBy, sortDirection); the gateway spells them as services do, through
// the same ADMIN_USER_FILTER_PARAMS as the list, so a report has exactly the filters and sort of the /users list.

/**
 * The services query string of a users report ('' without any): the sort and spec §3 admin user list filters; paging
 * and anything else are left out (the report has every matching user), empty values dropped (spec §7).
 */
export function usersReportQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const add = (param: string, value: unknown) => {
    if (typeof value === 'string' && value.trim() !== '') search.set(param, value.trim());
  };
  add('sorting_parameter', query.sortBy);
  add('sorting_direction', query.sortDirection);
  for (const [field, param] of Object.entries(ADMIN_USER_FILTER_PARAMS)) add(param, query[field]);
  return search.size > 0 ? `?${search}` : '';
}

export function reportRoutes(scope: FastifyInstance, opts: RestRouteOptions): void {
  /** Streams services' CSV at `path` to the admin, never cached. */
  const report = async (request: Parameters<typeof proxyGet>[1], reply: Parameters<typeof copyHeaders>[1], path: string) => {
    const { accessToken } = requireBearer(await opts.checkBearer(request.headers.authorization));
    const response = await proxyGet(opts, request, path, { authorization: `Bearer ${accessToken}` });
    reply.header('cache-control', 'no-store');
    copyHeaders(response, reply, ['content-type', 'content-disposition', 'content-length']);
    return reply.send(toNodeStream(response.body!));
  };

  scope.get<{ Querystring: { from?: string; to?: string } }>('/reports/group-hookup-connections.csv', async (request, reply) =>
    report(request, reply, `/hookup-admin/group-hookups/connections/export${rangeQuery(request.query)}`),
  );
  // services/API.md GET /hookup-admin/hookup/export: Hookups-Report-<date>.csv
  scope.get<{ Querystring: { from?: string; to?: string } }>('/reports/hookups.csv', async (request, reply) =>
    report(request, reply, `/hookup-admin/hookup/export${rangeQuery(request.query)}`),
  );
  // services/API.md GET /reviews/export: Reviews-Report-<date>.csv (private feedback included: admins only)
  scope.get<{ Querystring: { from?: string; to?: string } }>('/reports/reviews.csv', async (request, reply) =>
    report(request, reply, `/reviews/export${rangeQuery(request.query)}`),
  );
  // services/API.md GET /admin/users/export: Users-Report-<date>.csv with the list's filters
  scope.get<{ Querystring: Record<string, unknown> }>('/reports/users.csv', async (request, reply) =>
    report(request, reply, `/admin/users/export${usersReportQuery(request.query)}`),
  );
}
