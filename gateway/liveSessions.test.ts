// Open sockets follow the member's account: a revoked session, a disabled account, changed roles or an expired access
// token close them with 4403, and a token whose session services revoked is refused at connection_init.
import { describe, expect, it } from 'vitest';
import { TOPICS } from '~/common/events';
import type { TokenClaims } from '~/gateway/testing/fakeServices';
import { organizationAnswer, servicesGroupHookup } from '~/gateway/testing/groupHookupFixtures';
import { rawSocket } from '~/gateway/testing/liveClients';
import { useLiveGateway } from '~/gateway/testing/liveGateway';

const VICTIM = '33333333-3333-4333-8333-333333333333';
const BYSTANDER = '44444444-4444-4444-8444-444444444444';

/** what GET /user/details answers instead of the token's claims, per session id (a role change in services) */
const currentRoles = new Map<string, string[]>();
/** sessions whose check services answer with a 503 */
const failing = new Set<string>();

const liveGateway = useLiveGateway({
  route: ({ path, authorization }) => {
    if (path === '/user/organization') return organizationAnswer(authorization);
    if (path === '/user/details' && authorization) {
      const sid = JSON.parse(Buffer.from(authorization.split('.')[1], 'base64url').toString()).sid as string;
      if (failing.has(sid)) return { status: 503, body: { statusCode: 503, message: 'down' } };
      const roles = currentRoles.get(sid);
      if (roles) return { body: { uuid: VICTIM, roles, verified: true } };
    }
    return undefined;
  },
  gateway: { production: false, eventStream: undefined },
  waitForStream: false,
});

async function connect(claims: TokenClaims) {
  const client = rawSocket(liveGateway.wsUrl);
  await client.opened;
  client.send({ type: 'connection_init', payload: { authorization: `Bearer ${await liveGateway.token(claims)}` } });
  return client;
}

async function signedInSocket(claims: TokenClaims) {
  const client = await connect(claims);
  await expect.poll(() => client.messages[0]).toEqual({ type: 'connection_ack' });
  return client;
}

/** the socket still talks: a ping is answered */
async function stillOpen(client: Awaited<ReturnType<typeof signedInSocket>>) {
  client.send({ type: 'ping' });
  await expect.poll(() => client.messages.at(-1)).toEqual({ type: 'pong' });
}

let sessions = 0;
const newSession = () => `session-${++sessions}`;

describe('user.disabled', () => {
  it('closes every socket of the disabled member with 4403 and leaves the others open', async () => {
    const [first, second, bystander] = [
      await signedInSocket({ sub: VICTIM, sid: newSession() }),
      await signedInSocket({ sub: VICTIM, sid: newSession() }),
      await signedInSocket({ sub: BYSTANDER }),
    ];
    liveGateway.fake.publish(TOPICS.userDisabled, { userUUID: VICTIM });
    expect((await first.closed).code).toBe(4403);
    expect((await second.closed).code).toBe(4403);
    await stillOpen(bystander);
    bystander.socket.close(1000);
  });

  it('an event without a user uuid closes nobody', async () => {
    const client = await signedInSocket({ sub: VICTIM, sid: newSession() });
    liveGateway.fake.publish(TOPICS.userDisabled, { somebody: VICTIM });
    liveGateway.fake.publish(TOPICS.userDisabled, null);
    liveGateway.fake.publish(TOPICS.sessionRevoked, { sessionIds: ['session-1'] });
    await stillOpen(client);
    client.socket.close(1000);
    expect((await client.closed).code).toBe(1000);
  });
});

describe('session.revoked (logout, password change or reset)', () => {
  it("closes the sockets of the revoked sessions only, not the member's other sessions", async () => {
    const [loggedOut, otherDevice] = [newSession(), newSession()];
    const [first, second, other] = [
      await signedInSocket({ sub: VICTIM, sid: loggedOut }),
      await signedInSocket({ sub: VICTIM, sid: loggedOut }),
      await signedInSocket({ sub: VICTIM, sid: otherDevice }),
    ];
    liveGateway.fake.revokeSession(loggedOut);
    liveGateway.fake.publish(TOPICS.sessionRevoked, { userUUID: VICTIM, sessionIds: [loggedOut] });
    expect((await first.closed).code).toBe(4403);
    expect((await second.closed).code).toBe(4403);
    await stillOpen(other);
    other.socket.close(1000);
  });

  it('a session revoked before the socket opens is refused with 4403 although its token has not expired', async () => {
    const revoked = newSession();
    liveGateway.fake.revokeSession(revoked);
    const client = await connect({ sub: VICTIM, sid: revoked, expiresIn: 600 });
    expect((await client.closed).code).toBe(4403);
    expect(client.messages).toEqual([]);
  });
});

describe('user.roles-changed', () => {
  const CHANGED = 'subscription ($after: ID) { groupHookupChanged(after: $after) { eventId groupHookup { uuid } } }';
  const pending = () => ({ kind: 'created', actorUUID: null, groupHookup: servicesGroupHookup({ uuid: 'pending', status: 'PENDING', participants: [] }) });
  const heard = (client: Awaited<ReturnType<typeof signedInSocket>>) =>
    client.messages.filter((message) => message.type === 'next').map((message) => JSON.stringify(message.payload));

  it("closes the member's sockets, and a new socket filters with the roles services hold now, not the token's", async () => {
    const sid = newSession();
    const admin = await signedInSocket({ sub: VICTIM, sid, roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const bystander = await signedInSocket({ sub: BYSTANDER });
    currentRoles.set(sid, ['ROLE_USER']);
    liveGateway.fake.publish(TOPICS.userRolesChanged, { userUUID: VICTIM });
    expect((await admin.closed).code).toBe(1012);
    await stillOpen(bystander);
    bystander.socket.close(1000);

    // the old token still says ROLE_ADMIN: an admin's socket beside it hears the PENDING group hookup, this one not
    const demoted = await signedInSocket({ sub: VICTIM, sid, roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const stillAdmin = await signedInSocket({ sub: BYSTANDER, sid: newSession(), roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const after = liveGateway.fake.lastId();
    for (const client of [demoted, stillAdmin]) client.send({ id: '1', type: 'subscribe', payload: { query: CHANGED, variables: { after } } });
    liveGateway.fake.publish(TOPICS.groupHookupChanged, pending());
    await expect.poll(() => heard(stillAdmin)).toHaveLength(1);
    await stillOpen(demoted);
    expect(heard(demoted)).toEqual([]);
    demoted.socket.close(1000);
    stillAdmin.socket.close(1000);
  });
});

describe('access token expiry', () => {
  it('closes the socket with 4403 when its access token expires', async () => {
    const client = await signedInSocket({ sub: VICTIM, sid: newSession(), expiresIn: 2 });
    const started = Date.now();
    expect((await client.closed).code).toBe(4403);
    // the token's exp is whole seconds: closed within its last second, not long after
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('connection_init asks services about the session', () => {
  it('services failing the check: the socket is closed with 1013 (try again later), not acknowledged', async () => {
    const sid = newSession();
    failing.add(sid);
    const client = await connect({ sub: VICTIM, sid });
    expect((await client.closed).code).toBe(1013);
    expect(client.messages).toEqual([]);
  });

  it('a live session is asked about once per socket, not per subscription', async () => {
    const before = liveGateway.fake.userDetailsCalls();
    const client = await signedInSocket({ sub: BYSTANDER, sid: newSession() });
    client.send({ id: 'a', type: 'subscribe', payload: { query: 'subscription { groupHookupChanged { eventId } }' } });
    client.send({ id: 'b', type: 'subscribe', payload: { query: 'subscription { notificationChanged { eventId } }' } });
    await stillOpen(client);
    expect(liveGateway.fake.userDetailsCalls() - before).toBe(1);
    client.socket.close(1000);
  });
});
