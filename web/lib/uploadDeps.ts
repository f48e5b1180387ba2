// What the gateway's file routes (web/lib/upload.ts) need from the session. SessionProvider hands these over at start;
// the upload code itself loads with the first page that uploads or downloads, not on every first route (issue 21).
import { createContext } from 'react';
import type { SessionActor } from '~/web/lib/client';

export interface UploadDeps {
  session: () => SessionActor;
  /** fetch with the CSRF header and its one retry (createCsrfFetch) */
  csrfFetch: typeof fetch;
  fetch: typeof fetch;
  /** The page the member is on, for /login?next={path} when the refresh fails. */
  currentPath?: () => string;
  /** Hands the downloaded file to the member (a download link by default). */
  saveFile?: (file: Blob, filename: string) => void;
}

/** The session of this SessionProvider, for useUpload. */
export const UploadDepsContext = createContext<UploadDeps | null>(null);

// The session on screen, for upload.ts's plain functions (called outside React).
let bound: UploadDeps | null = null;

export function bindUploadDeps(deps: UploadDeps | null): void {
  bound = deps;
}

export function boundUploadDeps(): UploadDeps | null {
  return bound;
}
