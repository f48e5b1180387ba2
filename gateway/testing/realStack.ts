// The real services (fresh embedded PGlite in a temp dir, its own DATABASE_SCHEMA) behind the real gateway, for the
// gateway's integration tests: started in beforeAll, closed in afterAll with every live client opened through it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getOperationAST, parse } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, expect } from 'vitest';
import { startGateway, type RunningGateway } from '~/gateway/server';
import { csrfHeaders, postGraphql, type GraphqlResponse } from '~/gateway/testing/fakeServices';
import { liveClient } from '~/gateway/testing/liveClients';
import type { Config } from '~/services/config';
import { startServices, type RunningServices } from '~/services/server';

export const MEMBER_PASSWORD = 'Integration#1234';

export interface RealStackOptions {
  /** services' PUBLIC_URL (the links they hand out, e.g. the calendar feed) */
  publicUrl?: string;
  /** more of services' configuration, read when the stack starts (after earlier beforeAll hooks) */
  env?: () => Partial<Config>;
}

export interface MemberOptions {
  /** grant ROLE_ADMIN */
  admin?: boolean;
  /** confirm the email; default true */
  verified?: boolean;
  /** move them to a new organisation of this name */
  organization?: string;
  /** move them to this existing organisation */
  organizationId?: string;
}

export interface Member {
  token: string;
  uuid: string;
  username: string;
}

export interface RealStack {
  readonly services: RunningServices;
  readonly gateway: RunningGateway;
  /** POST /graphql; a mutation carries CSRF headers as the web app sends them; `accessToken` as a bearer */
  send(query: string, variables?: Record<string, unknown>, accessToken?: string): Promise<GraphqlResponse>;
  /** `send`, expecting no errors: answers `data` */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, accessToken?: string): Promise<T>;
  /**
   * A member registered through the gateway, then logged in. Confirming the email, the admin role and the
   * organisation are set straight in services' database: test setup only, those are other features.
   */
  registerMember(name: string, options?: MemberOptions): Promise<Member>;
  /** a graphql-ws client of the gateway for this access token, disposed in afterAll */
  live(accessToken: string): Client;
}

/** `prefix` names the temp dir, the database schema and the internal token, so files running at once never meet. */
export function useRealStack(prefix: string, { publicUrl, env }: RealStackOptions = {}): RealStack {
  const stamp = `${process.pid}_${Date.now()}`;
  const internalToken = `${prefix}-it-${stamp}`;
  let dataDir: string | undefined;
  let services: RunningServices | undefined;
  let gateway: RunningGateway | undefined;
  const clients: Client[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `hookups-${prefix}-it-`));
    services = await startServices({
      port: 0,
      host: '127.0.0.1',
      logger: false,
      env: {
        dataDir,
        seed: false,
        internalToken,
        ...(publicUrl && { publicUrl }),
        databaseSchema: `${prefix.replace(/\W/g, '_')}_it_${stamp}`.toLowerCase(),
        ...env?.(),
      },
    });
    gateway = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: services.url, webDist: null, logger: false, internalToken });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await gateway?.close();
    await services?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const started = <T>(what: string, value: T | undefined): T => {
    if (!value) throw new Error(`the real ${what} are not started: use them inside tests or hooks`);
    return value;
  };

  const stack: RealStack = {
    get services() {
      return started('services', services);
    },
    get gateway() {
      return started('gateway', gateway);
    },

    async send(query, variables = {}, accessToken) {
      const app = stack.gateway.app;
      const csrf = isMutation(query) ? await csrfHeaders(app) : {};
      const headers = { ...csrf, ...(accessToken && { authorization: `Bearer ${accessToken}` }) };
      return postGraphql(app, { query, variables, headers });
    },

    async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, accessToken?: string): Promise<T> {
      const response = await stack.send(query, variables, accessToken);
      expect(response.body.errors).toBeUndefined();
      return response.body.data as T;
    },

    async registerMember(name, { admin = false, verified = true, organization, organizationId } = {}) {
      const username = `${name}.${Date.now()}@example.com`;
      await stack.gql('mutation($input: RegisterInput!) { register(input: $input) { accessToken } }', {
        input: {
          username,
          firstName: name,
          lastName: 'Seller',
          linkedInUrl: `https://www.linkedin.com/in/${name}`,
          password: MEMBER_PASSWORD,
          confirmPassword: MEMBER_PASSWORD,
          jobPosition: 'Account Executive',
          location: { lat: 51.5072, lng: -0.1276, name: 'London' },
          howDidYouHearAboutUs: 'A friend',
          acceptTermsAndConditions: true,
        },
      });
      const db = stack.services.app.db;
      let movedTo = organizationId;
      if (organization !== undefined) {
        movedTo = (await db.insertInto('organizations').values({ name: organization }).returning('id').executeTakeFirstOrThrow()).id;
      }
      await db
        .updateTable('users')
        .set({ verified, ...(admin && { roles: ['ROLE_USER', 'ROLE_ADMIN'] }), ...(movedTo && { organizationId: movedTo }) })
        .where('username', '=', username)
        .execute();
      const data = await stack.gql<{ login: { accessToken: string; user: { uuid: string } } }>(
        'mutation($input: LoginInput!) { login(input: $input) { accessToken user { uuid } } }',
        { input: { username, password: MEMBER_PASSWORD } },
      );
      return { token: data.login.accessToken, uuid: data.login.user.uuid, username };
    },

    live(accessToken) {
      const client = liveClient(`${stack.gateway.url.replace('http', 'ws')}/graphql`, accessToken);
      clients.push(client);
      return client;
    },
  };
  return stack;
}

/** what the gateway's CSRF check looks at; an unparsable document gets the headers too, so only its syntax error shows */
function isMutation(query: string): boolean {
  try {
    return getOperationAST(parse(query))?.operation === 'mutation';
  } catch {
    return true;
  }
}
