// Chat attachments: POST /chat/conversations/{sid}/media through the gateway (services/API.md § Chat), before the
// message that names them. XMLHttpRequest rather than fetch because only it reports upload progress. Same rules as
// web/lib/upload.ts: the bearer of web/lib/bearer.ts (refreshed before it expires, once after a 401), the CSRF header
// with its one retry.
import { MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { CHAT } from '~/common/messages/chat';
import { PAGES } from '~/common/messages/pages';
import { sendWithBearer } from '~/web/lib/bearer';
import { createCsrfFetch, type SessionActor } from '~/web/lib/client';

export interface UploadedMedia {
  sid: string;
  filename: string;
  contentType: string;
  size: number;
  url: string;
}

export const chatMediaPath = (conversationSid: string) => `/chat/conversations/${encodeURIComponent(conversationSid)}/media`;

/** spec §9: a file over 50 MB is refused before a byte is sent. Returns the message, or null when it may go. */
export function fileProblem(file: Pick<File, 'size'>): string | null {
  if (file.size === 0) return CHAT.fileMissing;
  return file.size > MAX_FILE_SIZE_BYTES ? CHAT.fileTooLarge : null;
}

/** A fetch over XMLHttpRequest that reports the upload's progress (0…1). */
export function progressFetch(onProgress: (fraction: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open((init.method ?? 'GET').toUpperCase(), String(input));
      xhr.withCredentials = true;
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        const headers = new Headers({ 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' });
        resolve(new Response(xhr.responseText, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new Error(navigator.onLine === false ? PAGES.offline : PAGES.internal));
      xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
    });
}

async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: { message?: unknown }[] } | null;
  const given = body?.message ?? body?.errors?.[0]?.message;
  if (typeof given === 'string' && given) return new Error(given);
  if (response.status === 413) return new Error(CHAT.fileTooLarge);
  if (response.status === 415) return new Error(CHAT.fileExecutable);
  return new Error(PAGES.internal);
}

export async function uploadChatMedia(
  session: SessionActor,
  conversationSid: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedMedia> {
  const problem = fileProblem(file);
  if (problem) throw new Error(problem);
  const response = await sendWithBearer({
    session: () => session,
    path: () => `${location.pathname}${location.search}`,
    send: (headers) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return createCsrfFetch(() => session, progressFetch(onProgress))(chatMediaPath(conversationSid), { method: 'POST', body, headers });
    },
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as UploadedMedia;
}
