// The admins' Hookups-Report CSV (spec §9; services/API.md GET hookup-admin/hookup/export) through the
// gateway's REST pass-through /reports/hookups.csv, by the same rules as the connections report of
// web/lib/upload.ts: bearer from storage, one refresh through the session machine after a 401, the file
// saved under the server's name.
import { useCallback } from 'react';
import { waitFor } from 'xstate';
import { AUTH, PAGES } from '~/common/messages';
import type { SessionActor } from '~/web/lib/client';
import { SessionContext } from '~/web/lib/session';
import { readAccessToken } from '~/web/lib/storage';
import { dispositionFilename, saveFile } from '~/web/lib/upload';

export const HOOKUPS_REPORT_PATH = '/reports/hookups.csv';

/** spec §9: report files are named Hookups-Report plus the date. */
export const fallbackHookupsReportName = (now = new Date()) => `Hookups-Report-${now.toISOString().slice(0, 10)}.csv`;

export interface HookupsReportDeps {
  session: SessionActor;
  fetch?: typeof fetch;
  save?: (file: Blob, filename: string) => void;
  currentPath?: () => string;
}

async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: { message?: unknown }[] } | null;
  const given = body?.message ?? body?.errors?.[0]?.message;
  if (typeof given === 'string' && given) return new Error(given);
  if (response.status === 401) return new Error(AUTH.sessionExpired);
  if (response.status === 403) return new Error(AUTH.forbidden);
  return new Error(PAGES.internal);
}

/** GETs the report (optionally of `from`–`to`) and saves it; rejects with a message for the admin. */
export async function downloadHookupsReport(
  { session, fetch: send = (...args) => fetch(...args), save = saveFile, currentPath = () => `${window.location.pathname}${window.location.search}` }: HookupsReportDeps,
  range: { from?: string; to?: string } = {},
): Promise<void> {
  const query = new URLSearchParams(Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const url = query.size > 0 ? `${HOOKUPS_REPORT_PATH}?${query.toString()}` : HOOKUPS_REPORT_PATH;
  const attempt = async () => {
    const headers = new Headers({ accept: 'text/csv' });
    const token = readAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    try {
      return await send(url, { method: 'GET', headers, credentials: 'same-origin' });
    } catch (error) {
      throw typeof navigator !== 'undefined' && navigator.onLine === false ? new Error(PAGES.offline) : error;
    }
  };
  let response = await attempt();
  if (response.status === 401) {
    // spec §4: one refresh with the stored refresh token, then the same request again
    const unauthorized = { type: 'session.unauthorized', path: currentPath(), optOut: false, retried: false } as const;
    const refresh = session.getSnapshot().can(unauthorized);
    session.send(unauthorized);
    if (refresh) {
      await Promise.resolve();
      await waitFor(session, (s) => !s.hasTag('refreshing'));
      if (readAccessToken()) response = await attempt();
    }
  }
  if (!response.ok) throw await failure(response);
  save(await response.blob(), dispositionFilename(response.headers.get('content-disposition')) ?? fallbackHookupsReportName());
}

/** The download bound to the session on screen. */
export function useHookupsReport(): (range?: { from?: string; to?: string }) => Promise<void> {
  const session = SessionContext.useActorRef();
  return useCallback((range) => downloadHookupsReport({ session }, range), [session]);
}
