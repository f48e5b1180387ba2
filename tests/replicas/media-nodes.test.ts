// Two media nodes (issue 22, README "Video" at scale): services, two media processes and two gateways, all separate
// processes as production runs them. Rooms spread over both nodes; each room's node is stored (video_rooms), so
// every later token, from either gateway, names the same node, and a member coming through one gateway meets a
// member who came through the other in the same room on the same node. Signalling only (no media): the node's
// `joined` and `participant.joined` answer from the node the token names, which refuses any other node's token.
// Needs no PostgreSQL: services keep their data in PGlite (one services process), unlike replicas.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ServerMessage } from '~/media/protocol';
import { root } from '~/vitest.shared';
import { freePort } from '~/tests/e2e/product';

const PASSWORD = 'Media-Nodes-Passw0rd!';
const ADMIN = 'admin@demo.hookups.test';
const MEMBER = 'clara.client@demo.hookups.test';
const children: ChildProcess[] = [];
let dataDir: string;
let g1: string, g2: string, nodeA: string, nodeB: string;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function start(role: 'services' | 'gateway' | 'media', env: Record<string, string>, up: () => Promise<boolean>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts', role], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', SEED_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const deadline = Date.now() + 180_000;
  while (!(await up().catch(() => false))) {
    if (child.exitCode !== null) throw new Error(`${role} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${role} did not start`);
    await sleep(300);
  }
}

const healthy = (url: string) => async () => (await fetch(`${url}/health`)).ok;
/** a media node answers plain HTTP with 426 (WebSocket only) once it listens */
const listening = (url: string) => async () => (await fetch(url)).status === 426;

async function graphql<T>(gateway: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const csrf = await fetch(`${gateway}/csrf-token`);
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { token: csrfToken } = (await csrf.json()) as { token: string };
  const response = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken, ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

const login = async (gateway: string, username: string) =>
  (await graphql<{ login: { accessToken: string } }>(gateway, 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: { username, password: PASSWORD } })).login.accessToken;

/** A room token through `gateway`, and the media node it names. */
async function tokenFor(gateway: string, accessToken: string, roomId: string): Promise<{ token: string; node: string }> {
  const { videoToken } = await graphql<{ videoToken: { token: string; eventCursor: string | null } }>(
    gateway,
    'query($roomId: ID!) { videoToken(roomId: $roomId) { token eventCursor } }',
    { roomId },
    accessToken,
  );
  // services' X-Event-Cursor, passed on: the room page hears the room's end from it
  expect(videoToken.eventCursor).toMatch(/^\d+$/);
  return { token: videoToken.token, node: String(decodeJwt(videoToken.token).node) };
}

/** Opens `/rtc` on a gateway as its own page would, sends the token, and collects what the node says. */
async function joinThrough(gateway: string, token: string) {
  const socket = new WebSocket(`${gateway.replace('http', 'ws')}/rtc`, { headers: { origin: gateway } });
  const messages: ServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'join', token }));
  const next = async <T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = messages.find((m) => m.type === type);
      if (found) return found as Extract<ServerMessage, { type: T }>;
      const refusal = messages.find((m) => m.type === 'error');
      if (refusal) throw new Error(`refused: ${JSON.stringify(refusal)}`);
      if (Date.now() > deadline) throw new Error(`no ${type}; got ${JSON.stringify(messages)}`);
      await sleep(50);
    }
  };
  return { next, close: () => socket.close() };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hookups-media-nodes-'));
  const [servicesPort, portA, portB, port1, port2] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const services = `http://127.0.0.1:${servicesPort}`;
  nodeA = `http://127.0.0.1:${portA}`;
  nodeB = `http://127.0.0.1:${portB}`;
  g1 = `http://127.0.0.1:${port1}`;
  g2 = `http://127.0.0.1:${port2}`;
  const shared = { INTERNAL_TOKEN: randomBytes(24).toString('base64url'), SERVICES_URL: services, MEDIA_NODES: `${nodeA},${nodeB}` };
  await start('services', { ...shared, SERVICES_PORT: String(servicesPort), SERVICES_HOST: '127.0.0.1', RATE_LIMIT_MAX: '100000' }, healthy(services));
  const media = (url: string, port: number, udp: string) => ({ ...shared, MEDIA_HOST: '127.0.0.1', MEDIA_PORT: String(port), MEDIA_NODE_URL: url, MEDIA_UDP_PORTS: udp });
  await Promise.all([
    start('media', media(nodeA, portA, '41000-41099'), listening(nodeA)),
    start('media', media(nodeB, portB, '41100-41199'), listening(nodeB)),
  ]);
  const gateway = (port: number) => ({ ...shared, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, GATEWAY_RATE_LIMIT_MAX: '100000' });
  await Promise.all([start('gateway', gateway(port1), healthy(g1)), start('gateway', gateway(port2), healthy(g2))]);
}, 400_000);

afterAll(async () => {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('two media nodes (issue 22)', () => {
  it('rooms go to either node, and every gateway and token finds a room on the node stored for it', async () => {
    const admin = await login(g1, ADMIN);
    const member = await login(g2, MEMBER);
    const rooms: Array<{ uuid: string; roomId: string }> = [];
    for (let i = 0; i < 4; i++) {
      const input = { title: `Two nodes ${i} ${randomBytes(3).toString('hex')}`, category: 'PRACTICE', startDate: new Date(Date.now() + 60_000).toISOString(), duration: 30, maxParticipants: 10, private: false };
      const { createGroupHookup } = await graphql<{ createGroupHookup: { uuid: string } }>(g1, 'mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid } }', { input }, admin);
      const { groupHookup } = await graphql<{ groupHookup: { videoRoomId: string } }>(g2, 'query($uuid: ID!) { groupHookup(uuid: $uuid) { videoRoomId } }', { uuid: createGroupHookup.uuid }, admin);
      rooms.push({ uuid: createGroupHookup.uuid, roomId: groupHookup.videoRoomId });
    }

    // the first token of each room assigns a node: four new rooms over two empty nodes use both
    const first = await Promise.all(rooms.map((room, i) => tokenFor(i % 2 ? g2 : g1, admin, room.roomId)));
    expect(new Set(first.map((t) => t.node))).toEqual(new Set([nodeA, nodeB]));
    // later tokens, through the other gateway and for another member, name the stored node
    for (const [i, room] of rooms.entries()) {
      expect((await tokenFor(i % 2 ? g1 : g2, admin, room.roomId)).node).toBe(first[i]!.node);
      await graphql(g1, 'mutation($uuid: ID!) { attendGroupHookup(uuid: $uuid) { uuid } }', { uuid: room.uuid }, member);
      expect((await tokenFor(g2, member, room.roomId)).node).toBe(first[i]!.node);
    }

    // a room on each node: the host comes in through one gateway, the member through the other, and they meet
    for (const node of [nodeA, nodeB]) {
      const i = first.findIndex((t) => t.node === node);
      const host = await joinThrough(g1, (await tokenFor(g1, admin, rooms[i]!.roomId)).token);
      const hostJoined = await host.next('joined');
      const guest = await joinThrough(g2, (await tokenFor(g2, member, rooms[i]!.roomId)).token);
      const guestJoined = await guest.next('joined');
      expect(guestJoined.participants.map((p) => p.id)).toEqual([hostJoined.self.id]);
      expect((await host.next('participant.joined')).participant.id).toBe(guestJoined.self.id);
      host.close();
      guest.close();
    }
  }, 240_000);
});
