// The first-subscribe gap, with the real services (fresh embedded PGlite) behind the real gateway: a page reads a list,
// an event commits before it subscribes, and the subscription from the list's eventCursor still delivers it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type RunningGateway } from '~/gateway/server';
import { csrfHeaders, postGraphql } from '~/gateway/testing/fakeServices';
import { collect, liveClient } from '~/gateway/testing/liveClients';
import { startServices, type RunningServices } from '~/services/server';

const PASSWORD = 'Integration#1234';
const INTERNAL_TOKEN = `cursor-it-${process.pid}-${Date.now()}`;

let dataDir: string;
let services: RunningServices;
let gateway: RunningGateway;
const clients: Client[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hookups-cursor-it-'));
  services = await startServices({
    port: 0,
    host: '127.0.0.1',
    logger: false,
    env: { dataDir, seed: false, internalToken: INTERNAL_TOKEN, databaseSchema: `cursor_it_${process.pid}_${Date.now()}` },
  });
  gateway = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: services.url, webDist: null, logger: false, internalToken: INTERNAL_TOKEN });
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await gateway?.close();
  await services?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function graphql(query: string, variables: Record<string, unknown>, accessToken: string) {
  const headers = { ...(await csrfHeaders(gateway.app)), authorization: `Bearer ${accessToken}` };
  const response = await postGraphql(gateway.app, { query, variables, headers });
  expect(response.body.errors).toBeUndefined();
  return response.body.data as Record<string, any>;
}

async function member(name: string, admin = false): Promise<string> {
  const username = `${name}.${Date.now()}@example.com`;
  const register = await postGraphql(gateway.app, {
    query: 'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }',
    variables: {
      input: {
        username,
        firstName: name,
        lastName: 'Seller',
        linkedInUrl: `https://www.linkedin.com/in/${name}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        jobPosition: 'Account Executive',
        location: { lat: 51.5072, lng: -0.1276, name: 'London' },
        howDidYouHearAboutUs: 'A friend',
        acceptTermsAndConditions: true,
      },
    },
    headers: await csrfHeaders(gateway.app),
  });
  expect(register.body.errors).toBeUndefined();
  // confirming the email and the admin role are test setup (other features), set in services' database
  await services.app.db
    .updateTable('users')
    .set({ verified: true, ...(admin && { roles: ['ROLE_USER', 'ROLE_ADMIN'] }) })
    .where('username', '=', username)
    .execute();
  const login = await postGraphql(gateway.app, {
    query: 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
    variables: { input: { username, password: PASSWORD } },
    headers: await csrfHeaders(gateway.app),
  });
  return (login.body.data!.login as { accessToken: string }).accessToken;
}

function subscriber(accessToken: string): Client {
  const client = liveClient(`${gateway.url.replace('http', 'ws')}/graphql`, accessToken);
  clients.push(client);
  return client;
}

const newestEventId = async () => String(await services.app.events.newestId());

const CREATE = 'mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid status } }';
const input = (title: string) => ({
  title,
  category: 'PRACTICE',
  startDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
  duration: 60,
  maxParticipants: 10,
  private: false,
});
const CHANGED = `subscription($uuid: ID, $after: ID) {
  groupHookupChanged(uuid: $uuid, after: $after) { eventId kind groupHookup { uuid slotsLeft } }
}`;
interface Changed {
  eventId: string;
  kind: string;
  groupHookup: { uuid: string; slotsLeft: number };
}

describe('eventCursor closes the first-subscribe gap', () => {
  let admin: string;
  let seller: string;
  beforeAll(async () => {
    [admin, seller] = await Promise.all([member('ada', true), member('sam')]);
  }, 60_000);

  it('every cursor-carrying query answers services’ X-Event-Cursor: the newest event id at the read', async () => {
    const groupHookup = (await graphql(CREATE, { input: input('Cursor probe') }, admin)).createGroupHookup as { uuid: string };
    const newest = await newestEventId();
    expect(newest).not.toBe('0');
    const data = await graphql(
      `query($uuid: ID!) {
        groupHookups { eventCursor }
        groupHookup(uuid: $uuid) { uuid eventCursor }
        highlightedGroupHookups { uuid }
        highlightedGroupHookupsEventCursor
        hookups { eventCursor }
        nextHookup { uuid }
        nextHookupEventCursor
      }`,
      { uuid: groupHookup.uuid },
      seller,
    );
    expect(data).toEqual({
      groupHookups: { eventCursor: newest },
      groupHookup: { uuid: groupHookup.uuid, eventCursor: newest },
      highlightedGroupHookups: [],
      highlightedGroupHookupsEventCursor: newest,
      hookups: { eventCursor: newest },
      nextHookup: null,
      nextHookupEventCursor: newest,
    });
    expect(await graphql('query { allHookups { eventCursor } }', {}, admin)).toEqual({ allHookups: { eventCursor: newest } });
  }, 30_000);

  it('a list read, then a change commits, then the subscription from the list’s eventCursor: the change arrives, once', async () => {
    const listed = (await graphql('query { groupHookups(view: UPCOMING, size: 100) { eventCursor elements { uuid } } }', {}, seller)).groupHookups as {
      eventCursor: string;
      elements: Array<{ uuid: string }>;
    };
    // the gap: committed after the read, before anyone subscribed
    const gap = (await graphql(CREATE, { input: input('Committed in the gap') }, admin)).createGroupHookup as { uuid: string };
    expect(listed.elements.map((e) => e.uuid)).not.toContain(gap.uuid);

    const fromCursor = collect<Changed>(subscriber(seller), CHANGED, { uuid: null, after: listed.eventCursor });
    const liveOnly = collect<Changed>(subscriber(seller), CHANGED, { uuid: null, after: null });
    await vi.waitFor(() => expect(fromCursor.results.map((r) => r.groupHookup.uuid)).toContain(gap.uuid), { timeout: 10_000 });
    // let the live-only subscription settle, then a change after both subscribed reaches both
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = (await graphql(CREATE, { input: input('Committed after subscribing') }, admin)).createGroupHookup as { uuid: string };
    await vi.waitFor(() => [fromCursor, liveOnly].forEach((s) => expect(s.results.map((r) => r.groupHookup.uuid)).toContain(later.uuid)), { timeout: 10_000 });

    expect(fromCursor.results.map((r) => [r.kind, r.groupHookup.uuid])).toEqual([
      ['created', gap.uuid],
      ['created', later.uuid],
    ]);
    // without the cursor the gap's change is lost: what this fixes
    expect(liveOnly.results.map((r) => r.groupHookup.uuid)).toEqual([later.uuid]);
    expect(fromCursor.errors).toEqual([]);
  }, 60_000);

  it('one group hookup read by uuid, an attend in the gap, then the subscription by uuid from its eventCursor', async () => {
    const created = (await graphql(CREATE, { input: input('Details in the gap') }, admin)).createGroupHookup as { uuid: string };
    const read = (await graphql('query($uuid: ID!) { groupHookup(uuid: $uuid) { slotsLeft eventCursor } }', { uuid: created.uuid }, seller)).groupHookup as {
      slotsLeft: number;
      eventCursor: string;
    };
    expect(read.slotsLeft).toBe(10);
    await graphql('mutation($uuid: ID!) { attendGroupHookup(uuid: $uuid) { slotsLeft } }', { uuid: created.uuid }, seller);

    const byUuid = collect<Changed>(subscriber(seller), CHANGED, { uuid: created.uuid, after: read.eventCursor });
    await vi.waitFor(() => expect(byUuid.results).toEqual([expect.objectContaining({ kind: 'attended', groupHookup: { uuid: created.uuid, slotsLeft: 9 } })]), {
      timeout: 10_000,
    });
  }, 60_000);
});
