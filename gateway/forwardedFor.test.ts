import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_TOKEN_HEADER } from '~/common/constants';
import { buildGateway } from '~/gateway/server';
import { createFakeServices, createSigningKeys, postGraphql, SERVICES_URL } from '~/gateway/testing/fakeServices';

// issue 20: services believe a forwarded client address only beside INTERNAL_TOKEN (services/shared/internal-token.ts)
let services: ReturnType<typeof createFakeServices>;
let app: FastifyInstance;

beforeAll(async () => {
  services = createFakeServices(await createSigningKeys());
  services.listen({ onUnhandledRequest: 'error' });
  app = await buildGateway({ servicesUrl: SERVICES_URL, webDist: null, production: false, internalToken: 'shared-secret' });
});
afterAll(async () => {
  await app.close();
  services.close();
});

describe('the gateway tells services who the browser is', () => {
  it('forwards the client address with INTERNAL_TOKEN, so services believe it', async () => {
    let seen: Headers | null = null;
    services.use(
      http.get(`${SERVICES_URL}/job-positions`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(['CEO']);
      }),
    );
    const response = await postGraphql(app, { query: '{ jobPositions }', remoteAddress: '192.0.2.44' });
    expect(response.body).toEqual({ data: { jobPositions: ['CEO'] } });
    expect(seen!.get('x-forwarded-for')).toBe('192.0.2.44');
    expect(seen!.get(GATEWAY_TOKEN_HEADER)).toBe('shared-secret');
  });
});
