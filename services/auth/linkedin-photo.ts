// Issue 19: the member's LinkedIn photo becomes their avatar, through the same path as an uploaded one (re-encoded by
// sharp into the 256 px WebP, stored in the file store). A photo that cannot be had never holds up the sign-in.
import { resizeAvatar } from '~/services/shared/images';

/** LinkedIn's profile photos are a few hundred KiB; anything far larger is not a profile photo. */
export const LINKEDIN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const LINKEDIN_PHOTO_TIMEOUT_MS = 5_000;

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Where a `picture` claim may be fetched from: https only, except a provider on this machine (the tests' real OpenID
 * provider) may point at this machine. Never a private address reached by a redirect either: redirects are refused.
 */
export function photoUrlAllowed(picture: string, issuer: string): URL | null {
  let url: URL;
  try {
    url = new URL(picture);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' && !LOOPBACK.includes(url.hostname)) return url;
  const issuerOnLoopback = LOOPBACK.includes(new URL(issuer).hostname);
  return issuerOnLoopback && url.protocol === 'http:' && LOOPBACK.includes(url.hostname) ? url : null;
}

/** The photo at `url` as an avatar (256 px WebP), or null when it is missing, too large, slow or not an image. */
export async function fetchLinkedInPhoto(url: URL): Promise<Buffer | null> {
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(LINKEDIN_PHOTO_TIMEOUT_MS) });
    if (!response.ok || !response.body) return null;
    if (Number(response.headers.get('content-length') ?? 0) > LINKEDIN_PHOTO_MAX_BYTES) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > LINKEDIN_PHOTO_MAX_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(Buffer.from(part.value));
    }
    return await resizeAvatar(Buffer.concat(chunks));
  } catch {
    return null;
  }
}
