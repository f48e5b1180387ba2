// Rich text as the forum (and later the chat composer) stores it: Lexical's serialized editor state
// (`editor.getEditorState().toJSON()`), limited to the node types below. The web editor produces it; services
// render HTML from it with their own allow-list walker and sanitise the result, so what one member's client sends
// can never put markup or a dangerous link into another member's browser (issue 17). One module, so the editor's
// link dialog and the server's renderer agree on what a safe link and an embed are.
import { sanitizeUrl } from '@braintree/sanitize-url';

/** Every node type the renderer knows; anything else renders as its text content only. */
export const RICH_TEXT_NODE_TYPES = [
  'root',
  'paragraph',
  'text',
  'linebreak',
  'tab',
  'heading',
  'quote',
  'list',
  'listitem',
  'code',
  'code-highlight',
  'link',
  'autolink',
  'mention', // { ...text node fields, userUuid: string } — "@Full Name"
  'embed', // { provider: EmbedProvider, embedId: string, url: string } — a block node
] as const;
export type RichTextNodeType = (typeof RICH_TEXT_NODE_TYPES)[number];

/** spec §5: the schemes a link may use. `file:` is left out on purpose: a browser will not open a file: link from
 * an http(s) page, so such a link is dead for everyone but can still lure a reader to a path on their own disk. */
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'ftp:', 'tel:', 'sms:'] as const;
/** spec §5: base64 data only for images (an <img>, never a link target). */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i;
/** spec §5: the link dialog's placeholder, accepted as it is. */
export const LINK_PLACEHOLDER = 'https://';
/** What an unsafe link becomes (the same as @braintree/sanitize-url's answer). */
export const BLANK_URL = 'about:blank';

const EMAIL_LIKE = /^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,}$/i;
const WEB_ADDRESS_LIKE = /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?([/?#][^\s]*)?$/i;
const URL_PATTERN = /^(https?:\/\/|ftp:\/\/)[^\s/$.?#][^\s]*$|^(mailto|tel|sms):[^\s]+$/i;

/** spec §5: a link's target as the member typed it → what the link points to: email-like text becomes mailto:,
 * web-address-like text gets https://, the rest stays as typed (then checked by isValidLinkInput/safeLinkUrl). */
export function normalizeLinkInput(input: string): string {
  const text = input.trim();
  if (EMAIL_LIKE.test(text)) return `mailto:${text}`;
  if (WEB_ADDRESS_LIKE.test(text)) return `https://${text}`;
  return text;
}

/** spec §5: the link dialog accepts a URL matching the pattern, or the https:// placeholder. */
export function isValidLinkInput(input: string): boolean {
  const text = normalizeLinkInput(input);
  return text === LINK_PLACEHOLDER || (URL_PATTERN.test(text) && safeLinkUrl(text) !== BLANK_URL);
}

/** A link target safe to render: an allowed scheme, else about:blank (spec §5: unsafe schemes are replaced). */
export function safeLinkUrl(url: string): string {
  const cleaned = sanitizeUrl(url.trim());
  if (cleaned === BLANK_URL) return BLANK_URL;
  try {
    const { protocol } = new URL(cleaned);
    return (LINK_SCHEMES as readonly string[]).includes(protocol) ? cleaned : BLANK_URL;
  } catch {
    return BLANK_URL; // relative or malformed: a stored post has no base to resolve against
  }
}

/** An image source safe to render: http(s), or base64 data of a raster image type. */
export function safeImageUrl(url: string): string {
  const text = url.trim();
  if (DATA_IMAGE.test(text)) return text;
  const safe = safeLinkUrl(text);
  return safe.startsWith('https:') || safe.startsWith('http:') ? safe : BLANK_URL;
}

export type EmbedProvider = 'youtube' | 'vimeo' | 'twitter' | 'linkedin';
export interface EmbedRef {
  provider: EmbedProvider;
  /** the provider's id of the video or post: only [A-Za-z0-9_:-], so it can be put into a URL as it is */
  embedId: string;
  /** the canonical public address of the video or post */
  url: string;
}

const EMBED_ID = /^[A-Za-z0-9_:-]{1,100}$/;

/** The embed a pasted or typed URL stands for (YouTube, Vimeo, X/Twitter, LinkedIn posts), or null. */
export function parseEmbedUrl(input: string): EmbedRef | null {
  let u: URL;
  try {
    u = new URL(input.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.replace(/^(www\.|m\.)/, '');
  const parts = u.pathname.split('/').filter(Boolean);
  let ref: EmbedRef | null = null;
  if (host === 'youtube.com' && parts[0] === 'watch') ref = youtube(u.searchParams.get('v'));
  else if (host === 'youtube.com' && (parts[0] === 'shorts' || parts[0] === 'embed')) ref = youtube(parts[1]);
  else if (host === 'youtu.be') ref = youtube(parts[0]);
  else if (host === 'vimeo.com' && /^\d+$/.test(parts[0] ?? '')) ref = { provider: 'vimeo', embedId: parts[0]!, url: `https://vimeo.com/${parts[0]}` };
  else if ((host === 'twitter.com' || host === 'x.com') && parts[1] === 'status' && /^\d+$/.test(parts[2] ?? ''))
    ref = { provider: 'twitter', embedId: parts[2]!, url: `https://x.com/${encodeURIComponent(parts[0]!)}/status/${parts[2]}` };
  else if (host === 'linkedin.com' && parts[0] === 'feed' && parts[1] === 'update' && /^urn:li:(share|activity|ugcPost):\d+$/.test(parts[2] ?? ''))
    ref = { provider: 'linkedin', embedId: parts[2]!, url: `https://www.linkedin.com/feed/update/${parts[2]}` };
  return ref && EMBED_ID.test(ref.embedId) ? ref : null;
}

function youtube(id: string | null | undefined): EmbedRef | null {
  if (!id || !/^[A-Za-z0-9_-]{11}$/.test(id)) return null;
  return { provider: 'youtube', embedId: id, url: `https://www.youtube.com/watch?v=${id}` };
}

/** Where each provider's player lives: the iframe's origin and the path for an id. */
const EMBED_PLAYERS: Record<EmbedRef['provider'], { origin: string; path: (id: string) => string }> = {
  youtube: { origin: 'https://www.youtube-nocookie.com', path: (id) => `/embed/${id}` },
  vimeo: { origin: 'https://player.vimeo.com', path: (id) => `/video/${id}` },
  twitter: { origin: 'https://platform.twitter.com', path: (id) => `/embed/Tweet.html?id=${id}` },
  linkedin: { origin: 'https://www.linkedin.com', path: (id) => `/embed/feed/update/${id}` },
};

/** The origins an embed's iframe may load from: the web app's Content-Security-Policy frame-src. */
export const EMBED_FRAME_ORIGINS: readonly string[] = Object.values(EMBED_PLAYERS).map((player) => player.origin);

/** The iframe address that shows an embed; built only from a validated provider and id, never from a stored URL. */
export function embedFrameSrc(ref: Pick<EmbedRef, 'provider' | 'embedId'>): string | null {
  if (!EMBED_ID.test(ref.embedId) || !Object.hasOwn(EMBED_PLAYERS, ref.provider)) return null;
  const player = EMBED_PLAYERS[ref.provider];
  return player.origin + player.path(ref.embedId);
}
