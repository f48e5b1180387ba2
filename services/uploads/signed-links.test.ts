// issue 20: images are served only through signed, expiring links that services hand to whoever may see them.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { inTransaction } from '~/services/db/transaction';
import { emit } from '~/services/outbox/write';
import { createUrlSigner, signUploadPaths } from '~/services/shared/signed-urls';
import { createClock, createTestServices, HOUR, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';
import { openStream } from '~/services/testing/sse';

const TOKEN = 'internal-secret-for-signed-links';
const TTL_SECONDS = 24 * 3600;
const SIGNED = /^\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]{43}$/;
const clock = createClock(new Date('2030-05-02T10:17:00.000Z'));
let t: TestServices;
let member: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, internalToken: TOKEN, eventsPollMs: 200 });
  [member, other] = await Promise.all([createMember(t.app, { firstName: 'Ada' }), createMember(t.app)]);
});
afterAll(() => t.close());

async function uploadAvatar(who: Member): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
  const boundary = `----signed${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/user/upload-avatar',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().imageUrl;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const parts = (url: string) => {
  const parsed = new URL(url, 'http://services');
  return { path: parsed.pathname, exp: parsed.searchParams.get('exp')!, sig: parsed.searchParams.get('sig')! };
};

describe('signed image links', () => {
  it('hands out a signed link wherever the image is read, stores the bare path, and serves it privately until it expires', async () => {
    const imageUrl = await uploadAvatar(member);
    expect(imageUrl).toMatch(SIGNED);
    const { path, exp } = parts(imageUrl);
    const stored = await t.db.selectFrom('users').select('imageUrl').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(stored.imageUrl).toBe(path);
    // the same link from every read in the same window, so browsers can cache it
    expect((await t.app.inject({ method: 'GET', url: '/user/details', headers: member.headers })).json().imageUrl).toBe(imageUrl);
    const profile = await t.app.inject({ method: 'GET', url: `/user/details/${member.uuid}`, headers: other.headers });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().imageUrl).toBe(imageUrl);

    const served = await get(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const maxAge = Number(/^private, max-age=(\d+), immutable$/.exec(String(served.headers['cache-control']))?.[1]);
    // at most until the link expires, and more than half the TTL
    expect(maxAge).toBe(Number(exp) - Math.ceil(clock.now().getTime() / 1000));
    expect(maxAge).toBeGreaterThan(TTL_SECONDS / 2);
    expect(maxAge).toBeLessThanOrEqual(TTL_SECONDS);
  });

  it('answers 403 with a clear message to a link without a signature, a tampered one, or one signed for another image', async () => {
    const imageUrl = await uploadAvatar(other);
    const { path, exp, sig } = parts(imageUrl);
    const otherPath = parts(await uploadAvatar(member)).path;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    for (const url of [path, `${path}?exp=${exp}`, `${path}?sig=${sig}`, `${path}?exp=${exp}&sig=${flipped}`, `${path}?exp=${Number(exp) + 3600}&sig=${sig}`, `${otherPath}?exp=${exp}&sig=${sig}`, `${path}?exp=soon&sig=${sig}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(M.imageLinkInvalid);
      expect(res.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/);
    }
  });

  it('answers 403 "expired" once the link expires, while a fresh read hands out a new link that works', async () => {
    const imageUrl = await uploadAvatar(member);
    const { exp } = parts(imageUrl);
    clock.advance(Number(exp) * 1000 - clock.now().getTime() - 1000);
    expect((await get(imageUrl)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await get(imageUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(M.imageLinkExpired);
    const fresh = (await t.app.inject({ method: 'GET', url: '/user/details', headers: member.headers })).json().imageUrl;
    expect(fresh).not.toBe(imageUrl);
    expect((await get(fresh)).statusCode).toBe(200);
  });

  it('another replica over the same database serves the links this one signed', async () => {
    const imageUrl = await uploadAvatar(member);
    const replica = await t.replica({ now: clock.now });
    try {
      expect((await replica.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    } finally {
      await replica.close();
    }
  });

  it('signs the image links of events as they are sent to gateways, live and replayed', async () => {
    const path = parts(await uploadAvatar(member)).path;
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const auth = { authorization: `Bearer ${TOKEN}` };
    const stream = await openStream(`${base}/events`, auth);
    const id = await inTransaction(t.db, (trx) => emit(trx, 'group-hookup.presence', { notification: { image: path, message: 'hi' }, people: [{ imageUrl: path }] }));
    const live = (await stream.next()).data as { notification: { image: string }; people: { imageUrl: string }[] };
    stream.close();
    expect(live.notification.image).toMatch(SIGNED);
    expect(live.people[0].imageUrl).toBe(live.notification.image);
    expect((await get(live.notification.image)).statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'GET', url: `/events/replay?after=${Number(id) - 1}`, headers: auth });
    expect(replay.json().events[0].payload.notification.image).toBe(live.notification.image);
  });
});

describe('createUrlSigner and signUploadPaths', () => {
  const signer = createUrlSigner(Buffer.alloc(32, 7), 3600);
  const ID = '6f1c1a9e-0000-4000-8000-000000000000';

  it('gives every moment of a half-TTL window the same link, valid from half the TTL to the TTL', () => {
    const a = signer.sign(`/uploads/${ID}`, new Date('2030-01-01T00:00:00Z'));
    const b = signer.sign(`/uploads/${ID}`, new Date('2030-01-01T00:29:59Z'));
    const c = signer.sign(`/uploads/${ID}`, new Date('2030-01-01T00:30:00Z'));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(Number(parts(a).exp) - Date.parse('2030-01-01T00:00:00Z') / 1000).toBe(3600);
    expect(Number(parts(b).exp) - Date.parse('2030-01-01T00:29:59Z') / 1000).toBe(1801);
  });

  it('a link signed with another secret is invalid', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const { path, exp, sig } = parts(createUrlSigner(Buffer.alloc(32, 8), 3600).sign(`/uploads/${ID}`, now));
    expect(signer.check(path, exp, sig, now)).toEqual({ valid: false, reason: 'invalid' });
    const own = parts(signer.sign(`/uploads/${ID}`, now));
    expect(signer.check(own.path, own.exp, own.sig, now)).toEqual({ valid: true, expiresAt: Number(own.exp) });
  });

  it('signs only whole /uploads/{uuid} strings, copying what it changes and leaving the rest as it was', () => {
    const when = new Date('2030-01-01T00:00:00Z');
    const input = { a: `/uploads/${ID}`, list: [{ image: `/uploads/${ID}` }, 'x'], at: when, other: `see /uploads/${ID}`, link: '/uploads/nope', untouched: { n: 1 } };
    const signed = signUploadPaths(input, (path) => `${path}?signed`);
    expect(signed).toEqual({ ...input, a: `/uploads/${ID}?signed`, list: [{ image: `/uploads/${ID}?signed` }, 'x'] });
    expect(input.a).toBe(`/uploads/${ID}`);
    expect(signed.at).toBe(when);
    expect(signed.untouched).toBe(input.untouched);
    const none = { a: 'b', list: [1, 2] };
    expect(signUploadPaths(none, () => 'never')).toBe(none);
  });
});
