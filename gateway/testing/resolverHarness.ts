// The setup shared by the resolver tests in gateway/graphql/*.test.ts: a fake services (msw) that fails on any
// request no test answered, a gateway in front of it, `serve` to answer one services route and record what the
// gateway sent it, and `send` to post GraphQL as the web app does (CSRF headers for mutations, an optional bearer).
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildGateway } from '~/gateway/server';
import {
  createFakeServices,
  createSigningKeys,
  csrfHeaders,
  postGraphql,
  record,
  SERVICES_URL,
  type GraphqlResponse,
  type RecordedRequest,
  type SigningKeys,
} from '~/gateway/testing/fakeServices';

export type ServicesMethod = 'get' | 'post' | 'put' | 'delete';

export interface ServeOptions {
  /** 200 unless told; a 204 answers with no body. */
  status?: number;
  headers?: Record<string, string>;
}

export interface SendOptions {
  variables?: Record<string, unknown>;
  /** sent as `Bearer <token>`; none when absent or null */
  token?: string | null;
}

export interface FakeServicesGateway {
  /** The gateway; set in `beforeAll`, so read it inside tests and hooks only. */
  readonly app: FastifyInstance;
  /** The keys services signs access tokens with; set in `beforeAll`. */
  readonly keys: SigningKeys;
  /** The msw server faking services; set in `beforeAll`. */
  readonly services: ReturnType<typeof createFakeServices>;
  /** Answers one services route with `answer` and returns the requests the gateway sent it. */
  serve(method: ServicesMethod, path: string, answer: unknown, options?: ServeOptions): RecordedRequest[];
  /** Posts a GraphQL operation; an operation starting with `mutation` carries the CSRF cookie and header. */
  send(operation: string, options?: SendOptions): Promise<GraphqlResponse>;
}

/** Registers the vitest hooks that start and stop a fake services and a gateway; call once at a test file's top. */
export function useFakeServicesGateway(): FakeServicesGateway {
  let keys: SigningKeys | undefined;
  let services: ReturnType<typeof createFakeServices> | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    keys = await createSigningKeys();
    services = createFakeServices(keys);
    services.listen({ onUnhandledRequest: 'error' });
    app = await buildGateway({ servicesUrl: SERVICES_URL, webDist: null, production: false });
  });
  afterEach(() => services?.resetHandlers());
  afterAll(async () => {
    await app?.close();
    services?.close();
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`useFakeServicesGateway: ${name} is only set once beforeAll has run`);
    return value;
  };

  const harness: FakeServicesGateway = {
    get app() {
      return ready(app, 'app');
    },
    get keys() {
      return ready(keys, 'keys');
    },
    get services() {
      return ready(services, 'services');
    },
    serve(method, path, answer, { status = 200, headers = {} } = {}) {
      const calls: RecordedRequest[] = [];
      harness.services.use(
        http[method](`${SERVICES_URL}${path}`, async ({ request }) => {
          calls.push(await record(request));
          return status === 204 ? new HttpResponse(null, { status, headers }) : HttpResponse.json(answer as object, { status, headers });
        }),
      );
      return calls;
    },
    async send(operation, { variables, token } = {}) {
      const gateway = harness.app;
      const headers: Record<string, string> = operation.trimStart().startsWith('mutation') ? await csrfHeaders(gateway) : {};
      if (token) headers.authorization = `Bearer ${token}`;
      return postGraphql(gateway, { query: operation, variables, headers });
    },
  };
  return harness;
}
