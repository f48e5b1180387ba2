import type { Client } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCsrfFetch, createGraphqlClient, type SessionActor } from '~/web/lib/client';
import { provideSession } from '~/web/lib/sessionActors';
import { readTokens, saveTokens } from '~/web/lib/storage';
import { json } from '~/web/lib/testing';
import { downloadHookupsReport, fallbackHookupsReportName, HOOKUPS_REPORT_PATH } from './hookupsReport';

const me = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_ADMIN'], verified: true };

type Route = (sent: { path: string; authorization: string | null }) => Response;

/** The gateway: the session's GraphQL calls and /reports/hookups.csv answering from a queue. */
async function sessionWith(report: Route[]) {
  saveTokens({ accessToken: 'access-0', refreshToken: 'refresh-0' }, true);
  const sent: { path: string; authorization: string | null }[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/csrf-token') return json({ token: 'csrf-1' });
    if (url.pathname === '/graphql') {
      const query = init.body ? String(JSON.parse(String(init.body)).query) : (url.searchParams.get('query') ?? '');
      if (query.includes('RefreshToken')) return json({ data: { refreshToken: { accessToken: 'access-1', refreshToken: 'refresh-1' } } });
      return json({ data: { me } });
    }
    const call = { path: `${url.pathname}${url.search}`, authorization: new Headers(init.headers).get('authorization') };
    sent.push(call);
    if (url.pathname !== HOOKUPS_REPORT_PATH) throw new Error(`unexpected ${call.path}`);
    return (report.length > 1 ? report.shift()! : report[0])(call);
  }) as unknown as typeof fetch;
  let actor: SessionActor;
  let client: Client;
  const session = () => actor;
  actor = createActor(provideSession({ client: () => client, csrfFetch: createCsrfFetch(session, fetchFn), fetch: fetchFn, navigate: vi.fn() }), {
    input: readTokens(),
  });
  client = createGraphqlClient({ session, fetch: fetchFn });
  actor.start();
  await waitFor(actor, (s) => s.hasTag('authenticated'));
  const save = vi.fn();
  return { sent, save, deps: { session: actor, fetch: fetchFn, save, currentPath: () => '/timecycles' } };
}

const csv = (headers: Record<string, string> = {}) => new Response('uuid,status\n', { status: 200, headers: { 'content-type': 'text/csv', ...headers } });

afterEach(() => localStorage.clear());

describe('the Hookups-Report download', () => {
  it("GETs /reports/hookups.csv with the bearer and saves it under the server's filename", async () => {
    const { deps, sent, save } = await sessionWith([() => csv({ 'content-disposition': 'attachment; filename="Hookups-Report-2030-01-02.csv"' })]);
    await downloadHookupsReport(deps);
    expect(sent).toEqual([{ path: HOOKUPS_REPORT_PATH, authorization: 'Bearer access-0' }]);
    expect(save).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'Hookups-Report-2030-01-02.csv');
    expect(await (save.mock.calls[0][0] as Blob).text()).toBe('uuid,status\n');
  });

  it('passes the optional from and to, and names the file Hookups-Report plus the date without a disposition', async () => {
    const { deps, sent, save } = await sessionWith([() => csv()]);
    await downloadHookupsReport(deps, { from: '2030-01-01', to: '' });
    expect(sent[0].path).toBe(`${HOOKUPS_REPORT_PATH}?from=2030-01-01`);
    expect(save.mock.calls[0][1]).toMatch(/^Hookups-Report-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(fallbackHookupsReportName(new Date('2030-01-02T12:00:00Z'))).toBe('Hookups-Report-2030-01-02.csv');
  });

  it('a 401 refreshes the tokens once through the session, then retries with the new bearer', async () => {
    const { deps, sent, save } = await sessionWith([() => json({ message: 'Your session has expired.' }, 401), () => csv()]);
    await downloadHookupsReport(deps);
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer access-0', 'Bearer access-1']);
    expect(readTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(save).toHaveBeenCalledOnce();
  });

  it("a refused report rejects with the server's message and saves nothing", async () => {
    const { deps, save } = await sessionWith([() => json({ message: 'You are not allowed to do that.' }, 403)]);
    await expect(downloadHookupsReport(deps)).rejects.toThrow('You are not allowed to do that.');
    expect(save).not.toHaveBeenCalled();
  });
});
