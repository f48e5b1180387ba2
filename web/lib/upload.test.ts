import type { Client } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { GROUP_HOOKUP } from '~/common/messages/groupHookups';
import { createCsrfFetch, createGraphqlClient, type SessionActor } from '~/web/lib/client';
import { provideSession } from '~/web/lib/sessionActors';
import { readTokens, saveTokens } from '~/web/lib/storage';
import { json } from '~/web/testing/fakeGateway';
import { createUploads, dispositionFilename, fallbackHookupsReportName, fallbackReportName, HOOKUPS_REPORT_PATH } from '~/web/lib/upload';

const me = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_ADMIN'], verified: true };

interface Sent {
  method: string;
  path: string;
  authorization: string | null;
  csrf: string | null;
  body: BodyInit | null | undefined;
}
type Route = (sent: Sent) => Response | Promise<Response>;

/** The gateway: the session's GraphQL calls, GET /csrf-token, and the file routes answering from queues. */
function gateway(files: Record<string, Route[]>) {
  const sent: Sent[] = [];
  const refreshes: string[] = [];
  let csrfIssued = 0;
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const headers = new Headers(init.headers);
    if (url.pathname === '/csrf-token') return json({ token: `csrf-${(csrfIssued += 1)}` });
    if (url.pathname === '/graphql') {
      const query = init.body ? String(JSON.parse(String(init.body)).query) : (url.searchParams.get('query') ?? '');
      if (query.includes('RefreshToken')) refreshes.push('refresh');
      if (query.includes('RefreshToken')) return json({ data: { refreshToken: { accessToken: 'access-1', refreshToken: 'refresh-1' } } });
      return json({ data: { me } });
    }
    const call = { method: init.method ?? 'GET', path: `${url.pathname}${url.search}`, authorization: headers.get('authorization'), csrf: headers.get('x-csrf-token'), body: init.body };
    sent.push(call);
    const queue = files[url.pathname];
    if (!queue?.length) throw new Error(`unexpected ${call.method} ${call.path}`);
    return (queue.length > 1 ? queue.shift()! : queue[0])(call);
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, sent, refreshes };
}

async function uploadsWith(files: Record<string, Route[]>, accessToken = 'access-0') {
  saveTokens({ accessToken, refreshToken: 'refresh-0' }, true);
  const net = gateway(files);
  let actor: SessionActor;
  let client: Client;
  const session = () => actor;
  const csrfFetch = createCsrfFetch(session, net.fetchFn);
  actor = createActor(provideSession({ client: () => client, csrfFetch, fetch: net.fetchFn, navigate: vi.fn() }), { input: readTokens() });
  client = createGraphqlClient({ session, fetch: net.fetchFn });
  actor.start();
  await waitFor(actor, (s) => s.hasTag('authenticated'));
  const saveFile = vi.fn();
  return { ...net, saveFile, uploads: createUploads({ session, csrfFetch, fetch: net.fetchFn, currentPath: () => '/group-hookups', saveFile }) };
}

/** An access token as the gateway issues them, unsigned: the client only reads its expiry. */
const jwt = (payload: Record<string, unknown>) =>
  [{ alg: 'EdDSA', typ: 'JWT' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2ln';
const image = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });
const IMAGE = '/uploads/group-hookup/gh-1/image';
const REPORT = '/reports/group-hookup-connections.csv';
const csv = (headers: Record<string, string> = {}) => new Response('uuid,title\n', { status: 200, headers: { 'content-type': 'text/csv', ...headers } });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('uploadGroupHookupImage', () => {
  it('PUTs the image as the multipart field `image` with the bearer and the CSRF header', async () => {
    const { uploads, sent } = await uploadsWith({ [IMAGE]: [() => json({ imageUrl: '/uploads/img-1' })] });
    await expect(uploads.uploadGroupHookupImage('gh-1', image())).resolves.toEqual({ imageUrl: '/uploads/img-1' });
    expect(sent[0]).toMatchObject({ method: 'PUT', path: IMAGE, authorization: 'Bearer access-0', csrf: 'csrf-1' });
    const form = sent[0].body as FormData;
    expect((form.get('image') as File).name).toBe('cover.png');
  });

  it('a 403 fetches a fresh CSRF token and retries once', async () => {
    const rejected = () => json({ message: 'Your security token has expired.' }, 403);
    const { uploads, sent } = await uploadsWith({ [IMAGE]: [rejected, () => json({ imageUrl: '/uploads/img-1' })] });
    await uploads.uploadGroupHookupImage('gh-1', image());
    expect(sent.map((s) => s.csrf)).toEqual(['csrf-1', 'csrf-2']);
  });

  it('a 401 refreshes the tokens once through the session, then retries with the new bearer', async () => {
    const { uploads, sent } = await uploadsWith({
      [IMAGE]: [() => json({ message: 'Your session has expired.' }, 401), () => json({ imageUrl: '/uploads/img-2' })],
    });
    await expect(uploads.uploadGroupHookupImage('gh-1', image())).resolves.toEqual({ imageUrl: '/uploads/img-2' });
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer access-0', 'Bearer access-1']);
    expect(readTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('an access token about to expire is refreshed before the upload, which then needs no second try', async () => {
    const expiring = jwt({ sub: 'u-1', exp: Math.floor(Date.now() / 1000) + 1 });
    const { uploads, sent, refreshes } = await uploadsWith({ [IMAGE]: [() => json({ imageUrl: '/uploads/img-3' })] }, expiring);
    await expect(uploads.uploadGroupHookupImage('gh-1', image())).resolves.toEqual({ imageUrl: '/uploads/img-3' });
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer access-1']);
    expect(refreshes).toHaveLength(1);
  });

  it('a token with time left goes as it is; refreshed first and refused all the same, it is not refreshed again', async () => {
    const fresh = jwt({ sub: 'u-1', exp: Math.floor(Date.now() / 1000) + 60 });
    const kept = await uploadsWith({ [IMAGE]: [() => json({ imageUrl: '/uploads/img-4' })] }, fresh);
    await kept.uploads.uploadGroupHookupImage('gh-1', image());
    expect(kept.sent.map((s) => s.authorization)).toEqual([`Bearer ${fresh}`]);
    expect(kept.refreshes).toHaveLength(0);

    const expired = jwt({ sub: 'u-1', exp: Math.floor(Date.now() / 1000) - 5 });
    const refused = await uploadsWith({ [IMAGE]: [() => json({ message: 'Your session has expired.' }, 401)] }, expired);
    await expect(refused.uploads.uploadGroupHookupImage('gh-1', image())).rejects.toThrow('Your session has expired.');
    expect(refused.sent.map((s) => s.authorization)).toEqual(['Bearer access-1']);
    expect(refused.refreshes).toHaveLength(1);
  });

  it("rejects with the server's message", async () => {
    const { uploads } = await uploadsWith({
      [IMAGE]: [() => json({ statusCode: 415, error: 'Unsupported Media Type', message: GROUP_HOOKUP.imageType }, 415)],
    });
    await expect(uploads.uploadGroupHookupImage('gh-1', image())).rejects.toThrow(GROUP_HOOKUP.imageType);
  });

  it('a 413 without a message says the image must be at most 50 MB', async () => {
    const { uploads } = await uploadsWith({ [IMAGE]: [() => new Response('', { status: 413 })] });
    await expect(uploads.uploadGroupHookupImage('gh-1', image())).rejects.toThrow('The image must be at most 50 MB');
  });

  it('an image over 52428800 bytes is refused before it is sent', async () => {
    const { uploads, sent } = await uploadsWith({});
    const huge = image();
    Object.defineProperty(huge, 'size', { value: MAX_FILE_SIZE_BYTES + 1 });
    await expect(uploads.uploadGroupHookupImage('gh-1', huge)).rejects.toThrow('The image must be at most 50 MB');
    expect(sent).toHaveLength(0);
  });
});

describe('downloadGroupHookupConnectionsReport', () => {
  it("GETs the CSV with the bearer and saves it under the server's filename", async () => {
    const disposition = { 'content-disposition': 'attachment; filename="Group-Hookup-Connections-Report-2030-01-02.csv"' };
    const { uploads, sent, saveFile } = await uploadsWith({ [REPORT]: [() => csv(disposition)] });
    await uploads.downloadGroupHookupConnectionsReport();
    expect(sent[0]).toMatchObject({ method: 'GET', path: REPORT, authorization: 'Bearer access-0', csrf: null });
    expect(saveFile).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'Group-Hookup-Connections-Report-2030-01-02.csv');
    expect(await (saveFile.mock.calls[0][0] as Blob).text()).toBe('uuid,title\n');
  });

  it('passes the optional from and to', async () => {
    const { uploads, sent } = await uploadsWith({ [REPORT]: [() => csv()] });
    await uploads.downloadGroupHookupConnectionsReport({ from: '2030-01-01', to: '' });
    expect(sent[0].path).toBe(`${REPORT}?from=2030-01-01`);
  });

  it('without Content-Disposition the file is named Group-Hookup-Connections-Report plus the date', async () => {
    const { uploads, saveFile } = await uploadsWith({ [REPORT]: [() => csv()] });
    await uploads.downloadGroupHookupConnectionsReport();
    expect(saveFile.mock.calls[0][1]).toMatch(/^Group-Hookup-Connections-Report-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(fallbackReportName(new Date('2030-01-02T12:00:00Z'))).toBe('Group-Hookup-Connections-Report-2030-01-02.csv');
  });

  it("a refused report rejects with the server's message", async () => {
    const { uploads, saveFile } = await uploadsWith({ [REPORT]: [() => json({ message: 'Only admins can do that.' }, 403)] });
    await expect(uploads.downloadGroupHookupConnectionsReport()).rejects.toThrow('Only admins can do that.');
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe('downloadHookupsReport', () => {
  it("GETs /reports/hookups.csv with the bearer and saves it under the server's filename", async () => {
    const disposition = { 'content-disposition': 'attachment; filename="Hookups-Report-2030-01-02.csv"' };
    const { uploads, sent, saveFile } = await uploadsWith({ [HOOKUPS_REPORT_PATH]: [() => csv(disposition)] });
    await uploads.downloadHookupsReport();
    expect(sent[0]).toMatchObject({ method: 'GET', path: HOOKUPS_REPORT_PATH, authorization: 'Bearer access-0' });
    expect(saveFile).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'Hookups-Report-2030-01-02.csv');
  });

  it('passes the optional from and to, and names the file Hookups-Report plus the date without a disposition', async () => {
    const { uploads, sent, saveFile } = await uploadsWith({ [HOOKUPS_REPORT_PATH]: [() => csv()] });
    await uploads.downloadHookupsReport({ from: '2030-01-01', to: '' });
    expect(sent[0].path).toBe(`${HOOKUPS_REPORT_PATH}?from=2030-01-01`);
    expect(saveFile.mock.calls[0][1]).toMatch(/^Hookups-Report-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(fallbackHookupsReportName(new Date('2030-01-02T12:00:00Z'))).toBe('Hookups-Report-2030-01-02.csv');
  });

  it('a 401 refreshes the tokens once through the session, then retries with the new bearer', async () => {
    const { uploads, sent, saveFile } = await uploadsWith({
      [HOOKUPS_REPORT_PATH]: [() => json({ message: 'Your session has expired.' }, 401), () => csv()],
    });
    await uploads.downloadHookupsReport();
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer access-0', 'Bearer access-1']);
    expect(saveFile).toHaveBeenCalledOnce();
  });

  it("a refused report rejects with the server's message and saves nothing", async () => {
    const { uploads, saveFile } = await uploadsWith({ [HOOKUPS_REPORT_PATH]: [() => json({ message: 'You are not allowed to do that.' }, 403)] });
    await expect(uploads.downloadHookupsReport()).rejects.toThrow('You are not allowed to do that.');
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe('Content-Disposition filenames', () => {
  it('reads filename*, then filename, and keeps path separators out', () => {
    expect(dispositionFilename(`attachment; filename="a.csv"; filename*=UTF-8''R%C3%A9port.csv`)).toBe('Réport.csv');
    expect(dispositionFilename('attachment; filename=report.csv')).toBe('report.csv');
    expect(dispositionFilename('attachment; filename="../etc/passwd"')).toBe('.._etc_passwd');
    expect(dispositionFilename(null)).toBeNull();
  });
});
