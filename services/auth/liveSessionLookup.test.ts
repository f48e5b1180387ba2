// The session check of authenticated requests, shared by requests that arrive together (issue 16): each request
// still signs in as its own member, a session revoked, expired or of another member is refused, and a check that
// waited shares one statement with the others that waited.
import { decodeJwt } from 'jose';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '~/common/messages';
import { createLiveSessionLookup } from '~/services/auth/liveSessionLookup';
import { bearer, createClock, createTestServices, HOUR, register, type Registered, type TestServices } from '~/services/testing/helpers';

const clock = createClock();
let t: TestServices;
let members: Registered[];

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
  members = [];
  for (let i = 0; i < 4; i++) members.push(await register(t.app));
});
afterAll(() => t.close());

const sessionOf = (member: Registered) => decodeJwt(member.accessToken).sid as string;

describe('signing in requests that arrive together', () => {
  it('each of many concurrent requests is answered as its own member', async () => {
    const asked = Array.from({ length: 40 }, (_, i) => members[i % members.length]!);
    const answers = await Promise.all(asked.map((member) => t.app.inject({ method: 'GET', url: '/user/details', headers: bearer(member.accessToken) })));
    expect(answers.map((res) => res.statusCode)).toEqual(asked.map(() => 200));
    expect(answers.map((res) => res.json().uuid)).toEqual(asked.map((member) => member.uuid));
  });

  it('a logged-out session is refused beside live ones asked at the same time', async () => {
    const [gone, ...live] = await Promise.all([register(t.app), register(t.app), register(t.app)]);
    const logout = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(gone!.accessToken), payload: { refreshToken: gone!.refreshToken } });
    expect(logout.statusCode).toBeLessThan(300);
    const answers = await Promise.all([gone!, ...live, gone!].map((member) => t.app.inject({ method: 'GET', url: '/user/details', headers: bearer(member.accessToken) })));
    expect(answers.map((res) => res.statusCode)).toEqual([401, 200, 200, 401]);
    expect(answers[0]!.json().message).toBe(AUTH.sessionExpired);
    expect(answers[1]!.json().uuid).toBe(live[0]!.uuid);
  });

  it('a session named with another member, or asked after it expired, is not live', async () => {
    const lookup = createLiveSessionLookup(t.db);
    const [a, b] = members as [Registered, Registered];
    const now = clock.now();
    const [own, crossed, unknown, late] = await Promise.all([
      lookup.find(sessionOf(a), a.uuid, now),
      lookup.find(sessionOf(a), b.uuid, now),
      lookup.find('00000000-0000-4000-8000-000000000000', a.uuid, now),
      lookup.find(sessionOf(b), b.uuid, new Date(now.getTime() + 400 * 24 * HOUR)),
    ]);
    expect(own?.user.uuid).toBe(a.uuid);
    expect([crossed, unknown, late]).toEqual([null, null, null]);
  });

  it('checks that wait for one in flight share the next statement', async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const lookup = createLiveSessionLookup(t.db.withPlugin(counting));
    const asked = Array.from({ length: 30 }, (_, i) => members[i % members.length]!);
    const found = await Promise.all(asked.map((member) => lookup.find(sessionOf(member), member.uuid, clock.now())));
    expect(found.map((session) => session?.user.uuid)).toEqual(asked.map((member) => member.uuid));
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(3);
  });
});
