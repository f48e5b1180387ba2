import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '~/common/messages';
import { redirectUriFor } from '~/services/auth/linkedin';
import { createTestServices, details, register, uniqueEmail, type TestServices } from '~/services/testing/helpers';
import { startOidcProvider, type OidcAccount, type TestOidcProvider } from '~/services/testing/oidcProvider';

// Sign in with LinkedIn against a real OpenID provider started here (issue 19): PKCE, state and nonce checked, a denied
// consent, a new member, and an email already used by a password account (linked only after proving the password).
const PUBLIC_URL = 'http://localhost:4999';
const accounts: Record<string, OidcAccount> = {};
let idp: TestOidcProvider;
let t: TestServices;
let off: TestServices;
/** LinkedIn's photo host: a PNG at /photo.png, anything else 404 */
let photos: Server;
let photoUrl: string;

beforeAll(async () => {
  idp = await startOidcProvider([redirectUriFor(PUBLIC_URL, 'login'), redirectUriFor(PUBLIC_URL, 'sign_up')], accounts);
  t = await createTestServices({ publicUrl: PUBLIC_URL, linkedIn: { clientId: idp.clientId, clientSecret: idp.clientSecret, issuer: idp.issuer } });
  off = await createTestServices({ linkedIn: null });
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a66c2' } }).png().toBuffer();
  photos = createServer((req, res) => {
    if (req.url === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => photos.listen(0, '127.0.0.1', resolve));
  photoUrl = `http://127.0.0.1:${(photos.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t?.close();
  await off?.close();
  await idp?.close();
  await new Promise((resolve) => photos?.close(resolve));
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** The popup's walk: begin, the provider's pages as `accountId`, and the landing page handing its query to services. */
async function signInWithLinkedIn(accountId: string, mode: 'login' | 'sign_up' = 'login', opts: { deny?: boolean } = {}) {
  const begun = await post('/auth/linkedin/authorize', { mode });
  expect(begun.statusCode).toBe(200);
  const landing = await idp.authorize(begun.json().url, accountId, opts);
  expect(landing.href.startsWith(redirectUriFor(PUBLIC_URL, mode))).toBe(true);
  return { landing, answer: await post('/auth/linkedin/callback', { mode, query: landing.search }) };
}

function person(name: string, overrides: Partial<OidcAccount> = {}): string {
  const id = `${name}-${Math.random().toString(36).slice(2, 8)}`;
  accounts[id] = { email: uniqueEmail(name), email_verified: true, given_name: name, family_name: 'Linked', ...overrides };
  return id;
}

const REST_OF_REGISTRATION = {
  linkedInUrl: 'https://www.linkedin.com/in/someone',
  jobPosition: 'Account Executive',
  location: { lat: 52.52, lng: 13.4, name: 'Berlin' },
  howDidYouHearAboutUs: 'LinkedIn',
  acceptTermsAndConditions: true,
};

describe('Sign in with LinkedIn', () => {
  it('is absent unless configured', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/auth/linkedin/config' })).json()).toEqual({ enabled: false });
    const refused = await off.app.inject({ method: 'POST', url: '/auth/linkedin/authorize', payload: { mode: 'login' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(AUTH.linkedInUnavailable);
    expect((await t.app.inject({ method: 'GET', url: '/auth/linkedin/config' })).json()).toEqual({ enabled: true });
  });

  it('sends the member to the provider with PKCE (S256), a state, a nonce and the landing page of the mode', async () => {
    const url = new URL((await post('/auth/linkedin/authorize', { mode: 'sign_up' })).json().url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/linkedIn/sign_up`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)?.length).toBeGreaterThan(20);
    expect(url.searchParams.get('scope')).toBe('openid profile email');
  });

  it('registers a new member with the rest of the fields, verified, and signs them in again later', async () => {
    const id = person('Nora');
    const { answer } = await signInWithLinkedIn(id, 'sign_up');
    expect(answer.json()).toMatchObject({ status: 'SIGN_UP_REQUIRED', email: accounts[id]!.email.toLowerCase(), firstName: 'Nora', lastName: 'Linked' });
    const incomplete = await post('/auth/linkedin/register', { signupToken: answer.json().signupToken, ...REST_OF_REGISTRATION, jobPosition: '' });
    expect(incomplete.statusCode).toBe(400);
    // the refused step was used up: a new sign-in starts over
    const again = (await signInWithLinkedIn(id, 'sign_up')).answer.json();
    const created = await post('/auth/linkedin/register', { signupToken: again.signupToken, ...REST_OF_REGISTRATION });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ username: accounts[id]!.email.toLowerCase(), fullName: 'Nora Linked', verified: true });
    const me = (await details(t.app, created.json().accessToken)).json();
    expect(me).toMatchObject({ loggedWithLinkedIn: true, linkedInUrl: REST_OF_REGISTRATION.linkedInUrl, jobPosition: 'Account Executive' });

    const later = (await signInWithLinkedIn(id)).answer;
    expect(later.json()).toMatchObject({ status: 'SIGNED_IN', auth: { user: { uuid: created.json().user.uuid } } });
  });

  it('links an account with a password only after the password is proved, never silently', async () => {
    const member = await register(t.app);
    const id = person('Pat', { email: member.username });
    const { answer } = await signInWithLinkedIn(id);
    expect(answer.json()).toEqual({ status: 'PASSWORD_REQUIRED', linkToken: expect.any(String), email: member.username.toLowerCase() });
    const wrong = await post('/auth/linkedin/link', { linkToken: answer.json().linkToken, password: 'Not-the-password1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH.linkedInLinkWrongPassword);
    const linked = await post('/auth/linkedin/link', { linkToken: answer.json().linkToken, password: member.password });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user.uuid).toBe(member.uuid);
    // from now on LinkedIn alone signs them in
    expect((await signInWithLinkedIn(id)).answer.json()).toMatchObject({ status: 'SIGNED_IN', auth: { user: { uuid: member.uuid } } });
  });

  it("shows the provider's code when consent is denied", async () => {
    const { answer } = await signInWithLinkedIn(person('Dan'), 'login', { deny: true });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Login failed (access_denied). Please try again.');
  });

  it('refuses a replayed answer, an unknown state and a code taken to another sign-in (PKCE), with the general message', async () => {
    const id = person('Rae');
    const { landing } = await signInWithLinkedIn(id);
    const replay = await post('/auth/linkedin/callback', { mode: 'login', query: landing.search });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(AUTH.linkedInFailed);

    const forged = new URLSearchParams(landing.search);
    forged.set('state', 'a-state-services-never-gave');
    expect((await post('/auth/linkedin/callback', { mode: 'login', query: `?${forged}` })).json().message).toBe(AUTH.linkedInFailed);

    // a fresh code, presented with the state (and so the PKCE verifier and nonce) of another sign-in begun meanwhile
    const first = await post('/auth/linkedin/authorize', { mode: 'login' });
    const code = (await idp.authorize(first.json().url, id)).searchParams.get('code')!;
    const other = new URL((await post('/auth/linkedin/authorize', { mode: 'login' })).json().url).searchParams.get('state')!;
    const swapped = await post('/auth/linkedin/callback', { mode: 'login', query: `?code=${code}&state=${other}&iss=${encodeURIComponent(idp.issuer)}` });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().message).toMatch(/^Login failed/);
  });

  it("stores the LinkedIn photo as a new member's avatar, and skips a photo that is not there", async () => {
    const id = person('Ivy', { picture: `${photoUrl}/photo.png` });
    const signupToken = (await signInWithLinkedIn(id, 'sign_up')).answer.json().signupToken;
    const created = await post('/auth/linkedin/register', { signupToken, ...REST_OF_REGISTRATION });
    expect(created.statusCode).toBe(201);
    const imageUrl = created.json().user.imageUrl as string;
    // a signed, expiring link (issue 20), served to whoever holds it until then
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(256);

    const missing = person('Lou', { picture: `${photoUrl}/gone.png` });
    const token = (await signInWithLinkedIn(missing, 'sign_up')).answer.json().signupToken;
    const without = await post('/auth/linkedin/register', { signupToken: token, ...REST_OF_REGISTRATION });
    expect(without.statusCode).toBe(201);
    expect(without.json().user.imageUrl).toBeNull();
  });

  it("gives a linked member without an avatar their photo, and never replaces one they have", async () => {
    const member = await register(t.app);
    const id = person('Max', { email: member.username, picture: `${photoUrl}/photo.png` });
    const linkToken = (await signInWithLinkedIn(id)).answer.json().linkToken;
    const linked = await post('/auth/linkedin/link', { linkToken, password: member.password });
    const first = linked.json().user.imageUrl as string;
    expect(first).toMatch(/^\/uploads\//);
    const again = (await signInWithLinkedIn(id)).answer.json();
    expect(again.auth.user.imageUrl).toBe(first);
  });

  it('refuses an unverified LinkedIn email', async () => {
    const { answer } = await signInWithLinkedIn(person('Uma', { email_verified: false }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(AUTH.linkedInEmailUnverified);
  });
});
