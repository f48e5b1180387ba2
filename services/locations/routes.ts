import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '~/services/schemas';
import { LocationsQuery, LocationsResponse } from './schemas';
import { searchPlaces } from './search';

/** The registration location picker: a built-in list of world cities, so it works offline. */
const locationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/locations',
    { schema: { querystring: LocationsQuery, response: { 200: LocationsResponse, ...errorResponses(400) } } },
    async (request) => searchPlaces(request.query.query ?? ''),
  );
};

export default locationRoutes;
