// The gateway's file routes outside GraphQL: the group hookup image upload and the admins' CSV reports.
// Same rules as the urql client (spec §4, §8): bearer from storage, refreshed through the session machine
// (web/lib/bearer.ts), CSRF header on the PUT with one retry after a 403.
import { useContext } from 'react';
import { MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { AUTH } from '~/common/messages/auth';
import { GROUP_HOOKUP } from '~/common/messages/groupHookups';
import { PAGES } from '~/common/messages/pages';
import { sendWithBearer } from '~/web/lib/bearer';
import { boundUploadDeps, UploadDepsContext, type UploadDeps } from '~/web/lib/uploadDeps';

export type { UploadDeps } from '~/web/lib/uploadDeps';

/** services/API.md § Slice: profiles: the member's own avatar, or (admins) a member's by uuid. */
export const avatarPath = (uuid?: string) => (uuid ? `/admin/user/upload-avatar/${encodeURIComponent(uuid)}` : '/user/upload-avatar');
export const groupHookupImagePath = (uuid: string) => `/uploads/group-hookup/${encodeURIComponent(uuid)}/image`;
export const CONNECTIONS_REPORT_PATH = '/reports/group-hookup-connections.csv';
export const HOOKUPS_REPORT_PATH = '/reports/hookups.csv';
export const USERS_REPORT_PATH = '/reports/users.csv';
export const REVIEWS_REPORT_PATH = '/reports/reviews.csv';
/** The multipart field of the image. */
export const IMAGE_FIELD = 'image';

export interface Uploads {
  /** PUT the image of a group hookup (multipart field `image`); rejects with the server's message. */
  uploadGroupHookupImage: (uuid: string, file: File) => Promise<{ imageUrl: string }>;
  /** POST an avatar (multipart field `image`): the member's own, or with `uuid` (admins) that member's. */
  uploadAvatar: (file: File, uuid?: string) => Promise<{ imageUrl: string }>;
  /** GET the admins' CSV report and save it under the server's filename. */
  downloadGroupHookupConnectionsReport: (range?: ReportRange) => Promise<void>;
  /** GET the admins' Hookups-Report CSV (GET hookup-admin/hookup/export) and save it under the server's filename. */
  downloadHookupsReport: (range?: ReportRange) => Promise<void>;
  /** GET the admins' Users-Report CSV (GET admin/users/export) with the /users list's filters (f_…, sorting_…). */
  downloadUsersReport: (filters?: ReportRange) => Promise<void>;
  /** GET the admins' Reviews-Report CSV (GET reviews/export, private feedback included). */
  downloadReviewsReport: (range?: ReportRange) => Promise<void>;
  /** Any other REST request of the gateway with the bearer of the moment (refreshed once after a 401), e.g. the forum's
   *  GET /forum/forum-token (web/lib/forum/forumSession.ts). */
  sendWithSession: (url: string, init: RequestInit) => Promise<Response>;
}

/** The query of a report: a date range, or the users report's filters; empty values are not sent. */
export type ReportRange = { from?: string; to?: string } & Record<string, string | undefined>;

const browserPath = () => `${window.location.pathname}${window.location.search}`;

/** Saves a file through a temporary download link. */
export function saveFile(file: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The filename of `Content-Disposition` (RFC 6266: `filename*` wins over `filename`), or null. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed encoding falls back to the plain filename
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : null;
  return name ? name.replace(/[/\\]/g, '_') : null;
}

/** spec §9: report files are named Group-Hookup-Connections-Report, Hookups-Report, … plus the date. */
const reportName = (prefix: string, now: Date) => `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
export const fallbackReportName = (now = new Date()) => reportName('Group-Hookup-Connections-Report', now);
export const fallbackHookupsReportName = (now = new Date()) => reportName('Hookups-Report', now);
export const fallbackUsersReportName = (now = new Date()) => reportName('Users-Report', now);
export const fallbackReviewsReportName = (now = new Date()) => reportName('Reviews-Report', now);

/** The message of a failed answer: the server's words, else what the status means. */
async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: { message?: unknown }[] } | null;
  const given = body?.message ?? body?.errors?.[0]?.message;
  if (typeof given === 'string' && given) return new Error(given);
  if (response.status === 413) return new Error(GROUP_HOOKUP.imageTooLarge);
  if (response.status === 415) return new Error(GROUP_HOOKUP.imageType);
  if (response.status === 401) return new Error(AUTH.sessionExpired);
  return new Error(PAGES.internal);
}

export function createUploads({ session, csrfFetch, fetch: baseFetch, currentPath = browserPath, saveFile: save = saveFile }: UploadDeps): Uploads {
  /** One request with the bearer of the moment (web/lib/bearer.ts: refreshed first when about to expire, once after a 401). */
  function send(url: string, init: RequestInit, withCsrf: boolean): Promise<Response> {
    return sendWithBearer({
      session,
      path: currentPath,
      headers: init.headers,
      async send(headers) {
        try {
          return await (withCsrf ? csrfFetch : baseFetch)(url, { ...init, headers, credentials: 'same-origin' });
        } catch (error) {
          throw typeof navigator !== 'undefined' && navigator.onLine === false ? new Error(PAGES.offline) : error;
        }
      },
    });
  }

  /** GETs a CSV report (optionally of `from`–`to`) and saves it under the server's filename. */
  async function downloadReport(path: string, fallbackName: () => string, range: ReportRange = {}): Promise<void> {
    const query = new URLSearchParams(Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1])));
    const url = query.toString() ? `${path}?${query.toString()}` : path;
    const response = await send(url, { method: 'GET', headers: { accept: 'text/csv' } }, false);
    if (!response.ok) throw await failure(response);
    const file = await response.blob();
    save(file, dispositionFilename(response.headers.get('content-disposition')) ?? fallbackName());
  }

  return {
    sendWithSession: (url, init) => send(url, init, false),
    async uploadGroupHookupImage(uuid, file) {
      // spec §9: at most 52428800 bytes; the server says the same, this spares the upload
      if (file.size > MAX_FILE_SIZE_BYTES) throw new Error(GROUP_HOOKUP.imageTooLarge);
      const body = new FormData();
      body.append(IMAGE_FIELD, file, file.name);
      const response = await send(groupHookupImagePath(uuid), { method: 'PUT', body }, true);
      if (!response.ok) throw await failure(response);
      const answer = (await response.json().catch(() => null)) as { imageUrl?: unknown } | null;
      if (typeof answer?.imageUrl !== 'string') throw new Error(PAGES.internal);
      return { imageUrl: answer.imageUrl };
    },

    async uploadAvatar(file, uuid) {
      if (file.size > MAX_FILE_SIZE_BYTES) throw new Error(GROUP_HOOKUP.imageTooLarge);
      const body = new FormData();
      body.append(IMAGE_FIELD, file, file.name);
      const response = await send(avatarPath(uuid), { method: 'POST', body }, true);
      if (!response.ok) throw await failure(response);
      const answer = (await response.json().catch(() => null)) as { imageUrl?: unknown } | null;
      if (typeof answer?.imageUrl !== 'string') throw new Error(PAGES.internal);
      return { imageUrl: answer.imageUrl };
    },

    downloadGroupHookupConnectionsReport: (range) => downloadReport(CONNECTIONS_REPORT_PATH, fallbackReportName, range),
    downloadHookupsReport: (range) => downloadReport(HOOKUPS_REPORT_PATH, fallbackHookupsReportName, range),
    downloadUsersReport: (filters) => downloadReport(USERS_REPORT_PATH, fallbackUsersReportName, filters),
    downloadReviewsReport: (range) => downloadReport(REVIEWS_REPORT_PATH, fallbackReviewsReportName, range),
  };
}

// One Uploads per session, made when first used.
const made = new WeakMap<UploadDeps, Uploads>();

function uploadsFor(deps: UploadDeps): Uploads {
  let uploads = made.get(deps);
  if (!uploads) made.set(deps, (uploads = createUploads(deps)));
  return uploads;
}

/** The uploads of the session on screen (SessionProvider binds it), for the functions below. */
function current(): Uploads {
  const deps = boundUploadDeps();
  if (!deps) throw new Error('Uploads are used before SessionProvider rendered.');
  return uploadsFor(deps);
}

/** The uploads bound to this SessionProvider's session. */
export function useUpload(): Uploads {
  const deps = useContext(UploadDepsContext);
  if (!deps) throw new Error('useUpload is used outside SessionProvider.');
  return uploadsFor(deps);
}

export function uploadGroupHookupImage(uuid: string, file: File): Promise<{ imageUrl: string }> {
  return current().uploadGroupHookupImage(uuid, file);
}

export function downloadGroupHookupConnectionsReport(range?: { from?: string; to?: string }): Promise<void> {
  return current().downloadGroupHookupConnectionsReport(range);
}
