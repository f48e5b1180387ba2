import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { embedFrameSrc, parseEmbedUrl, RICH_TEXT_NODE_TYPES, safeLinkUrl, type EmbedProvider } from '~/common/richText';

// services/API.md § Forum, content: the server renders HTML from the editor's JSON with its own allow-list walker
// (never the client's HTML), then DOMPurify removes whatever the walker might have let through. Plain text is
// what search, previews and the length limits use.

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
const PURIFY_OPTIONS = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 's', 'u', 'code', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'pre', 'a', 'figure', 'iframe', 'span'],
  ALLOWED_ATTR: ['href', 'rel', 'target', 'src', 'sandbox', 'referrerpolicy', 'loading', 'title', 'allowfullscreen', 'data-mention', 'data-embed', 'value'],
  ADD_TAGS: ['iframe'],
  ALLOW_DATA_ATTR: false,
};

const KNOWN = new Set<string>(RICH_TEXT_NODE_TYPES);
const EMBED_PROVIDERS = new Set<EmbedProvider>(['youtube', 'vimeo', 'twitter', 'linkedin']);
const FORMATS: [number, string][] = [[16, 'code'], [1, 'strong'], [2, 'em'], [4, 's'], [8, 'u'], [32, 'sub'], [64, 'sup']];
/** A document deeper than this is refused: the walker recurses, and no editor produces such nesting. */
const MAX_DEPTH = 40;

export interface RenderedContent {
  html: string;
  plainText: string;
  /** uuids of members mentioned, for notifications */
  mentions: string[];
}

export class ContentError extends Error {}

type Node = Record<string, unknown> & { type?: unknown; children?: unknown };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function childrenOf(node: Node): Node[] {
  return Array.isArray(node.children) ? (node.children.filter((c) => c && typeof c === 'object') as Node[]) : [];
}

function textOf(node: Node): string {
  return typeof node.text === 'string' ? node.text : '';
}

function renderNode(node: Node, depth: number, out: { mentions: Set<string>; text: string[] }): string {
  if (depth > MAX_DEPTH) throw new ContentError('too deep');
  const type = typeof node.type === 'string' ? node.type : '';
  const inner = () => childrenOf(node).map((child) => renderNode(child, depth + 1, out)).join('');
  if (!KNOWN.has(type)) {
    // unknown types show their text, never their markup
    const text = textOf(node);
    out.text.push(text);
    return escapeHtml(text) + inner();
  }
  switch (type) {
    case 'root':
      return inner();
    case 'paragraph': {
      const html = `<p>${inner()}</p>`;
      out.text.push('\n');
      return html;
    }
    case 'heading': {
      const tag = typeof node.tag === 'string' && /^h[1-6]$/.test(node.tag) ? node.tag : 'h2';
      const html = `<${tag}>${inner()}</${tag}>`;
      out.text.push('\n');
      return html;
    }
    case 'quote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'list':
      return node.listType === 'number' ? `<ol>${inner()}</ol>` : `<ul>${inner()}</ul>`;
    case 'listitem': {
      const html = `<li>${inner()}</li>`;
      out.text.push('\n');
      return html;
    }
    case 'code':
      return `<pre><code>${inner()}</code></pre>`;
    case 'linebreak':
      out.text.push('\n');
      return '<br>';
    case 'tab':
      out.text.push('\t');
      return '\t';
    case 'text':
    case 'code-highlight': {
      const text = textOf(node);
      out.text.push(text);
      let html = escapeHtml(text);
      const format = typeof node.format === 'number' ? node.format : 0;
      for (const [bit, tag] of FORMATS) if (format & bit) html = `<${tag}>${html}</${tag}>`;
      return html;
    }
    case 'mention': {
      const text = textOf(node);
      out.text.push(text);
      const uuid = typeof node.userUuid === 'string' && /^[0-9a-f-]{36}$/i.test(node.userUuid) ? node.userUuid.toLowerCase() : null;
      if (!uuid) return escapeHtml(text);
      out.mentions.add(uuid);
      return `<a href="/users/${uuid}" data-mention="">${escapeHtml(text)}</a>`;
    }
    case 'link':
    case 'autolink': {
      const href = safeLinkUrl(typeof node.url === 'string' ? node.url : '');
      return `<a href="${escapeHtml(href)}" rel="nofollow noopener noreferrer ugc" target="_blank">${inner()}</a>`;
    }
    case 'embed':
      return renderEmbed(node, out);
    default:
      return inner();
  }
}

function renderEmbed(node: Node, out: { text: string[] }): string {
  // only an embed whose URL parses to the same provider and id renders as a frame; anything else is a plain link
  const ref = typeof node.url === 'string' ? parseEmbedUrl(node.url) : null;
  const matches = ref && EMBED_PROVIDERS.has(ref.provider) && ref.provider === node.provider && ref.embedId === node.embedId;
  if (!ref) return '';
  const src = matches ? embedFrameSrc(ref) : null;
  out.text.push(`${ref.url}\n`);
  const link = `<a href="${escapeHtml(safeLinkUrl(ref.url))}" rel="nofollow noopener noreferrer ugc" target="_blank">${escapeHtml(ref.url)}</a>`;
  if (!src) return `<p>${link}</p>`;
  return (
    `<figure data-embed="${ref.provider}"><iframe src="${escapeHtml(src)}" sandbox="allow-scripts allow-same-origin allow-popups" ` +
    `referrerpolicy="strict-origin-when-cross-origin" loading="lazy" title="${ref.provider} embed"></iframe>${link}</figure>`
  );
}

export function sanitizeHtml(html: string): string {
  purify.removeAllHooks();
  purify.addHook('uponSanitizeElement', (node, data) => {
    // a frame may only show a provider's player, as embedFrameSrc builds it
    if (data.tagName === 'iframe') {
      const src = (node as Element).getAttribute('src') ?? '';
      if (!/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/|platform\.twitter\.com\/embed\/|www\.linkedin\.com\/embed\/)/.test(src)) {
        node.parentNode?.removeChild(node);
      }
    }
  });
  return purify.sanitize(html, PURIFY_OPTIONS) as string;
}

/** The editor's JSON → sanitised HTML, plain text and mentions; a ContentError when it is not an editor state. */
export function renderContentJson(contentJson: string): RenderedContent {
  let state: unknown;
  try {
    state = JSON.parse(contentJson);
  } catch {
    throw new ContentError('not JSON');
  }
  const root = (state as { root?: unknown } | null)?.root;
  if (!root || typeof root !== 'object' || (root as Node).type !== 'root') throw new ContentError('no root');
  const out = { mentions: new Set<string>(), text: [] as string[] };
  const html = renderNode(root as Node, 0, out);
  return { html: sanitizeHtml(html), plainText: out.text.join('').trim(), mentions: [...out.mentions] };
}

/** NodeBB clients send `content` as a string: one paragraph per line, escaped, stored as the equivalent editor JSON. */
export function contentJsonFromText(content: string): string {
  const paragraphs = content.split(/\r?\n/).map((line) => ({
    type: 'paragraph',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: line ? [{ type: 'text', version: 1, text: line, format: 0, style: '', mode: 'normal', detail: 0 }] : [],
  }));
  return JSON.stringify({ root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: paragraphs } });
}
