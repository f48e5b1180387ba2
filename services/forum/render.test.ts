import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { contentJsonFromText, ContentError, renderContentJson, sanitizeHtml } from './render';

const doc = (...children: object[]) => JSON.stringify({ root: { type: 'root', children: [{ type: 'paragraph', children }] } });
const text = (t: string, format = 0) => ({ type: 'text', text: t, format });
const link = (url: string, label = 'click') => ({ type: 'link', url, children: [text(label)] });
const embed = (url: string, provider = 'youtube', embedId = 'dQw4w9WgXcQ') => ({ type: 'embed', version: 1, provider, embedId, url, format: '' });
const UUID = '0b5c7a8e-1d2f-4e3a-9b8c-7d6e5f4a3b2c';

const ALLOWED_FRAME = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|platform\.twitter\.com|www\.linkedin\.com)\//;

/** What a browser would run or load from the stored HTML: scripts, handlers, foreign frames, unsafe links. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  for (const element of body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'object', 'embed', 'img', 'svg', 'math', 'form', 'input', 'base', 'meta', 'link'].includes(tag)) found.push(tag);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') found.push(`${tag}[${name}]`);
      if ((name === 'href' || name === 'src') && /^\s*(javascript|data|vbscript):/i.test(value)) found.push(`${tag}[${name}=${value}]`);
    }
    if (tag === 'iframe' && !ALLOWED_FRAME.test(element.getAttribute('src') ?? '')) found.push(`iframe ${element.getAttribute('src')}`);
  }
  return found;
}

describe('rendering hostile content', () => {
  const cases: [string, string][] = [
    ['a javascript: link', doc(link('javascript:alert(1)'))],
    ['an encoded javascript: link', doc(link('jav&#x09;ascript:alert(1)'))],
    ['a data:text/html link', doc(link('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='))],
    ['a text node whose text is HTML', doc(text('<script>alert(1)</script><img src=x onerror=alert(1)>'))],
    ['an event attribute smuggled in a url', doc(link('https://example.com/" onmouseover="alert(1)'))],
    ['an unknown node with markup', JSON.stringify({ root: { type: 'root', children: [{ type: 'html', text: '<iframe src="javascript:alert(1)"></iframe>' }] } })],
    ['an embed pointing elsewhere', doc(embed('javascript:alert(1)'))],
    ['an embed whose id is not its url', doc(embed('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', '"><script>alert(1)</script>'))],
    ['nested embeds', JSON.stringify({ root: { type: 'root', children: [{ ...embed('https://youtu.be/dQw4w9WgXcQ'), children: [embed('javascript:alert(1)'), { type: 'paragraph', children: [text('<svg onload=alert(1)>')] }] }] } })],
    ['a mention with a hostile uuid', doc({ type: 'mention', text: '@x', userUuid: 'javascript:alert(1)' })],
    ['a heading with a hostile tag', JSON.stringify({ root: { type: 'root', children: [{ type: 'heading', tag: 'script', children: [text('hi there')] }] } })],
  ];
  it.each(cases)('%s', (_name, json) => {
    expect(dangers(renderContentJson(json).html)).toEqual([]);
  });

  it('sanitises whatever the walker might let through', () => {
    expect(sanitizeHtml('<p onclick="x()">a<script>b</script><iframe src="https://evil.test/"></iframe></p>')).toBe('<p>a</p>');
  });
});

describe('rendering what the editor sends', () => {
  it('renders formats, safe links, mentions and embeds', () => {
    const { html, plainText, mentions } = renderContentJson(
      doc(text('bold', 1), text(' and '), link('https://example.com/a?b=1', 'a link'), text(' '), { type: 'mention', text: '@Ada Lovelace', userUuid: UUID }),
    );
    expect(html).toBe(
      `<p><strong>bold</strong> and <a href="https://example.com/a?b=1" rel="nofollow noopener noreferrer ugc" target="_blank">a link</a> <a href="/users/${UUID}" data-mention="">@Ada Lovelace</a></p>`,
    );
    expect(plainText).toBe('bold and a link @Ada Lovelace');
    expect(mentions).toEqual([UUID]);
    const video = renderContentJson(JSON.stringify({ root: { type: 'root', children: [embed('https://youtu.be/dQw4w9WgXcQ')] } })).html;
    expect(video).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" sandbox="allow-scripts allow-same-origin allow-popups"');
    expect(video).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
  });

  it('refuses what is not an editor state, and turns plain text into paragraphs', () => {
    expect(() => renderContentJson('[]')).toThrow(ContentError);
    const deep = JSON.stringify({ root: { type: 'root', children: [JSON.parse('{"type":"quote","children":['.repeat(60) + ']}'.repeat(60))] } });
    expect(() => renderContentJson(deep)).toThrow(ContentError);
    expect(renderContentJson(contentJsonFromText('a <b>\n\nc')).html).toBe('<p>a &lt;b&gt;</p><p></p><p>c</p>');
  });
});
