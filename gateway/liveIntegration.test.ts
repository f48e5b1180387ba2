// The real services (fresh embedded PGlite) behind the real gateway: a member creates a group hookup, an admin
// approves it, and the subscribers see it over graphql-ws as services' outbox relays it.
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
const INTERNAL_TOKEN = `it-${process.pid}-${Date.now()}`;

let dataDir: string;
let services: RunningServices;
let gateway: RunningGateway;
const clients: Client[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hookups-live-it-'));
  services = await startServices({
    port: 0,
    host: '127.0.0.1',
    logger: false,
    env: { dataDir, seed: false, internalToken: INTERNAL_TOKEN, databaseSchema: `live_it_${process.pid}_${Date.now()}` },
  });
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    servicesUrl: services.url,
    webDist: null,
    logger: false,
    internalToken: INTERNAL_TOKEN,
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await gateway?.close();
  await services?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function mutate(query: string, variables: Record<string, unknown>, accessToken?: string) {
  const headers = { ...(await csrfHeaders(gateway.app)), ...(accessToken && { authorization: `Bearer ${accessToken}` }) };
  const response = await postGraphql(gateway.app, { query, variables, headers });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!;
}

/**
 * A member registered through the gateway. Confirming the email and granting the admin role are set straight in
 * services' database (test setup only: the mails and the admin pages are other features), then they log in.
 */
async function member(name: string, { admin = false, organizationId }: { admin?: boolean; organizationId?: string } = {}): Promise<string> {
  const username = `${name}.${Date.now()}@example.com`;
  await mutate('mutation($input: RegisterInput!) { register(input: $input) { accessToken } }', {
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
  });
  await services.app.db
    .updateTable('users')
    .set({ verified: true, ...(admin && { roles: ['ROLE_USER', 'ROLE_ADMIN'] }), ...(organizationId && { organizationId }) })
    .where('username', '=', username)
    .execute();
  const data = await mutate('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
    input: { username, password: PASSWORD },
  });
  return (data.login as { accessToken: string }).accessToken;
}

function subscriber(accessToken: string): Client {
  const client = liveClient(`${gateway.url.replace('http', 'ws')}/graphql`, accessToken);
  clients.push(client);
  return client;
}

interface Changed {
  eventId: string;
  kind: string;
  groupHookup: { uuid: string; status: string; isHost: boolean };
}

const CHANGED = `subscription($uuid: ID, $after: ID) {
  groupHookupChanged(uuid: $uuid, after: $after) { eventId kind groupHookup { uuid status isHost } }
}`;

describe('a group hookup goes live', () => {
  it('created by a member, approved by an admin: the host sees PENDING then APPROVED, once each', async () => {
    const host = await member('clara');
    const admin = await member('ada', { admin: true });
    const other = await member('carl');
    const created = await mutate(
      'mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid status isHost } }',
      {
        input: {
          title: 'Objection handling clinic',
          category: 'PRACTICE',
          startDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
          duration: 60,
          maxParticipants: 10,
          private: false,
        },
      },
      host,
    );
    const groupHookup = created.createGroupHookup as { uuid: string; status: string; isHost: boolean };
    expect(groupHookup).toMatchObject({ status: 'PENDING', isHost: true });

    // the host resubscribes from the start of the outbox: the creation is replayed, the approval comes live
    const byHost = collect<Changed>(subscriber(host), CHANGED, { uuid: groupHookup.uuid, after: '0' });
    const byOther = collect<Changed>(subscriber(other), CHANGED, { uuid: null, after: '0' });
    await vi.waitFor(() => expect(byHost.results.map((r) => r.groupHookup.status)).toEqual(['PENDING']), { timeout: 10_000 });

    await mutate('mutation($uuid: ID!) { approveGroupHookup(uuid: $uuid) { status } }', { uuid: groupHookup.uuid }, admin);

    await vi.waitFor(() => expect(byHost.results.map((r) => r.groupHookup.status)).toEqual(['PENDING', 'APPROVED']), { timeout: 10_000 });
    expect(byHost.results[1]).toMatchObject({ kind: 'approved', groupHookup: { uuid: groupHookup.uuid, isHost: true } });
    // another member never saw it pending, only approved
    await vi.waitFor(() => expect(byOther.results.filter((r) => r.groupHookup.uuid === groupHookup.uuid).map((r) => r.groupHookup.status)).toEqual(['APPROVED']));
    expect(new Set(byHost.results.map((r) => r.eventId)).size).toBe(2);
  }, 60_000);

  it('another organisation’s member and admin hear none of it, from the start of the outbox on, and may not subscribe by uuid', async () => {
    const { id: organizationId } = await services.app.db
      .insertInto('organizations')
      .values({ name: `Rival Guild ${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [admin, colleague, outsider, outsideAdmin] = await Promise.all([
      member('ines', { admin: true }),
      member('noah'),
      member('omar', { organizationId }),
      member('olga', { admin: true, organizationId }),
    ]);
    const CREATE = 'mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid status } }';
    const input = (title: string) => ({
      title,
      category: 'PRACTICE',
      startDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      duration: 60,
      maxParticipants: 10,
      private: false,
    });
    // everything since the first event: this test's and the earlier ones' group hookups of the default organisation
    const byColleague = collect<Changed>(subscriber(colleague), CHANGED, { uuid: null, after: '0' });
    const byOutsider = collect<Changed>(subscriber(outsider), CHANGED, { uuid: null, after: '0' });
    const byOutsideAdmin = collect<Changed>(subscriber(outsideAdmin), CHANGED, { uuid: null, after: '0' });

    // an admin's group hookup starts APPROVED and public: every member of its organisation sees it
    const ours = (await mutate(CREATE, { input: input('Discovery call drills') }, admin)).createGroupHookup as { uuid: string; status: string };
    expect(ours.status).toBe('APPROVED');
    const theirs = (await mutate(CREATE, { input: input('Rival guild drills') }, outsideAdmin)).createGroupHookup as { uuid: string };

    await vi.waitFor(() => expect(byColleague.results.map((r) => r.groupHookup.uuid)).toContain(ours.uuid), { timeout: 10_000 });
    await vi.waitFor(() => [byOutsider, byOutsideAdmin].forEach((s) => expect(s.results.map((r) => r.groupHookup.uuid)).toContain(theirs.uuid)), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(byOutsider.results.map((r) => r.groupHookup.uuid)).toEqual([theirs.uuid]);
    expect(byOutsideAdmin.results.map((r) => r.groupHookup.uuid)).toEqual([theirs.uuid]);
    expect(byColleague.results.map((r) => r.groupHookup.uuid)).not.toContain(theirs.uuid);

    for (const who of [outsider, outsideAdmin]) {
      const byUuid = collect<Changed>(subscriber(who), CHANGED, { uuid: ours.uuid, after: '0' });
      await vi.waitFor(() => expect(byUuid.completed).toBe(true), { timeout: 10_000 });
      expect(byUuid.errors).toEqual([expect.objectContaining({ extensions: { code: 'NOT_FOUND' } })]);
      expect(byUuid.results).toEqual([]);
    }
  }, 60_000);
});
