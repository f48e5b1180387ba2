import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, ERROR_REPORT_MAX_BYTES, FEEDBACK_RATE_LIMIT_PER_MINUTE } from '~/common/constants';
import { AUTH, FEEDBACK } from '~/common/messages';
import { createClock, createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';
import { loadConfig } from '~/services/config';
import { scrub } from './scrub';

const clock = createClock();
let t: TestServices;
let admin: Member;
let member: Member;
let otherAdmin: Member;
let address = 0;
// each test sends from its own address: the per-address limits are tested on their own
const nextAddress = () => `10.0.0.${++address}`;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
  admin = await createMember(t.app, { admin: true });
  member = await createMember(t.app);
  const other = await t.db.insertInto('organizations').values({ name: 'Other Guild' }).returning('id').executeTakeFirstOrThrow();
  otherAdmin = await createMember(t.app, { admin: true, organizationId: other.id });
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Ada Seller', email: 'ada@example.com', message: 'The calendar is great.', ...overrides });
const send = (payload: object, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/feedback', payload, headers, remoteAddress });
const report = (payload: object, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/error-reports', payload, headers, remoteAddress });
const errorReport = (overrides: Record<string, unknown> = {}) => ({
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: at HookupPage (hookups.tsx:10)',
  route: '/hookups/42',
  release: APP_VERSION,
  breadcrumbs: ['navigate /home', 'click Hookups'],
  ...overrides,
});

describe('feedback', () => {
  it('a guest sends feedback; admins of every organisation read it, members cannot', async () => {
    const res = await send(body({ message: 'From a guest' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Ada Seller', email: 'ada@example.com', message: 'From a guest', handledAt: null });
    const list = await t.app.inject({ method: 'GET', url: '/feedback', headers: admin.headers });
    expect(list.json().map((f: { message: string }) => f.message)).toContain('From a guest');
    const other = await t.app.inject({ method: 'GET', url: '/feedback', headers: otherAdmin.headers });
    expect(other.json().map((f: { message: string }) => f.message)).toContain('From a guest');
    const forbidden = await t.app.inject({ method: 'GET', url: '/feedback', headers: member.headers });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/feedback' })).statusCode).toBe(401);
  });

  it("a member's feedback is seen by their organisation's admins only", async () => {
    expect((await send(body({ message: 'From a member' }), member.headers)).statusCode).toBe(201);
    const mine = await t.app.inject({ method: 'GET', url: '/feedback', headers: admin.headers });
    expect(mine.json().map((f: { message: string }) => f.message)).toContain('From a member');
    const other = await t.app.inject({ method: 'GET', url: '/feedback', headers: otherAdmin.headers });
    expect(other.json().map((f: { message: string }) => f.message)).not.toContain('From a member');
  });

  it('an invalid token is refused rather than treated as a guest', async () => {
    const res = await send(body(), { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH.sessionExpired);
  });

  it.each([
    ['name', { name: '' }, FEEDBACK.nameRequired],
    ['name of spaces', { name: '   ' }, FEEDBACK.nameRequired],
    ['email', { email: 'not-an-email' }, FEEDBACK.emailInvalid],
    ['message', { message: '' }, FEEDBACK.messageRequired],
    ['missing message', { message: undefined }, FEEDBACK.messageRequired],
    ['too long message', { message: 'x'.repeat(5001) }, FEEDBACK.tooLong],
  ])('a bad %s is refused with the spec message', async (_field, overrides, message) => {
    const res = await send(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('an admin marks feedback handled once; another organisation gets 404', async () => {
    const { uuid } = (await send(body({ message: 'Please handle' }), member.headers)).json();
    const url = `/feedback/${uuid}/handled`;
    expect((await t.app.inject({ method: 'PUT', url, headers: member.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, headers: otherAdmin.headers })).statusCode).toBe(404);
    const handled = await t.app.inject({ method: 'PUT', url, headers: admin.headers });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().handledAt).toBe(clock.now().toISOString());
    clock.advance(60_000);
    expect((await t.app.inject({ method: 'PUT', url, headers: admin.headers })).json().handledAt).toBe(handled.json().handledAt);
    const open = await t.app.inject({ method: 'GET', url: '/feedback?handled=false', headers: admin.headers });
    expect(open.json().map((f: { uuid: string }) => f.uuid)).not.toContain(uuid);
    expect((await t.app.inject({ method: 'PUT', url: '/feedback/nope/handled', headers: admin.headers })).statusCode).toBe(404);
  });

  it('feedback is rate-limited per address', async () => {
    const from = nextAddress();
    for (let i = 0; i < FEEDBACK_RATE_LIMIT_PER_MINUTE; i++) expect((await send(body(), {}, from)).statusCode).toBe(201);
    const limited = await send(body(), {}, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(AUTH.tooManyRequests);
  });
});

describe('feedback settings', () => {
  it('anyone reads whether feedback redirects and the Sentry DSN (off and none by default)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feedback/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: false, sentryDsn: null });
  });

  it('FEEDBACK_REDIRECT and SENTRY_DSN come from the environment', () => {
    const config = loadConfig({ FEEDBACK_REDIRECT: 'true', SENTRY_DSN: 'https://key@sentry.example/1' });
    expect(config).toMatchObject({ feedbackRedirect: true, sentryDsn: 'https://key@sentry.example/1' });
    expect(loadConfig({}).feedbackRedirect).toBe(false);
  });
});

describe('error reports', () => {
  it('are stored scrubbed and grouped by message with counts for admins', async () => {
    const secret = errorReport({
      message: 'Failed for ada@example.com with token=abc123secret',
      route: '/reset?token=deadbeef&x=1',
      stack: 'Authorization: Bearer eyJhbGciOi.eyJzdWIiOiIx.sig password=Hunter2!',
      breadcrumbs: ['navigate /user/confirm?token=s3cr3t', 'click Save'],
    });
    expect((await report(secret, member.headers)).statusCode).toBe(204);
    expect((await report(errorReport())).statusCode).toBe(204);
    expect((await report(errorReport(), member.headers)).statusCode).toBe(204);

    const res = await t.app.inject({ method: 'GET', url: '/error-reports', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const groups = res.json() as { message: string; count: number; lastUserUuid: string | null; breadcrumbs: string[]; lastRoute: string }[];
    const common = groups.find((g) => g.message === 'Cannot read properties of undefined');
    expect(common).toMatchObject({ count: 2, lastUserUuid: member.uuid, lastRoute: '/hookups/42', release: APP_VERSION });
    const scrubbed = groups.find((g) => g.message.startsWith('Failed for'));
    expect(scrubbed?.message).toBe('Failed for [email] with token=[scrubbed]');
    expect(scrubbed?.lastRoute).toBe('/reset?token=[scrubbed]&x=1');
    expect(JSON.stringify(groups)).not.toMatch(/s3cr3t|deadbeef|abc123secret|ada@example\.com/);

    const stored = await t.db.selectFrom('errorReports').select('stack').where('message', 'like', 'Failed for%').executeTakeFirstOrThrow();
    expect(stored.stack).not.toMatch(/eyJ|Hunter2/);

    expect((await t.app.inject({ method: 'GET', url: '/error-reports', headers: member.headers })).statusCode).toBe(403);
    const other = await t.app.inject({ method: 'GET', url: '/error-reports', headers: otherAdmin.headers });
    expect(other.json().find((g: { message: string }) => g.message === 'Cannot read properties of undefined')?.count).toBe(1);
  });

  it('a report over the size cap is refused with 413; too many breadcrumbs with 400', async () => {
    const huge = await report(errorReport({ stack: 'x'.repeat(ERROR_REPORT_MAX_BYTES) }));
    expect(huge.statusCode).toBe(413);
    const crumbs = await report(errorReport({ breadcrumbs: Array.from({ length: 21 }, (_, i) => `click ${i}`) }));
    expect(crumbs.statusCode).toBe(400);
    expect((await report(errorReport({ message: '' }))).statusCode).toBe(400);
  });

  it('reports are rate-limited per address', async () => {
    const from = nextAddress();
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i++) status = (await report(errorReport(), {}, from)).statusCode;
    expect(status).toBe(429);
  });

  it('scrub removes emails, bearer tokens, JWTs and secret pairs but keeps the rest', () => {
    expect(scrub('user bob@corp.io failed')).toBe('user [email] failed');
    expect(scrub('{"password":"p4ss","name":"Bob"}')).toBe('{"password":"[scrubbed]","name":"Bob"}');
    expect(scrub('refreshToken=abc&page=2')).toBe('refreshToken=[scrubbed]&page=2');
    expect(scrub('TypeError: x is undefined')).toBe('TypeError: x is undefined');
  });
});
