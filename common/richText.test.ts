import { describe, expect, it } from 'vitest';
import { BLANK_URL, EMBED_FRAME_ORIGINS, embedFrameSrc, isValidLinkInput, normalizeLinkInput, parseEmbedUrl, safeImageUrl, safeLinkUrl } from './richText';

describe('editor links (spec §5)', () => {
  it('gives web-address-like text https:// and turns email-like text into a mailto link', () => {
    expect(normalizeLinkInput('example.com/pricing')).toBe('https://example.com/pricing');
    expect(normalizeLinkInput('www.example.co.uk')).toBe('https://www.example.co.uk');
    expect(normalizeLinkInput('anna@example.com')).toBe('mailto:anna@example.com');
    expect(normalizeLinkInput('https://example.com')).toBe('https://example.com');
  });

  it('accepts a URL or the https:// placeholder, nothing else', () => {
    for (const ok of ['https://', 'https://example.com/a?b=1', 'http://x.io', 'mailto:a@b.co', 'tel:+15551234', 'ftp://files.example.com', 'example.com'])
      expect(isValidLinkInput(ok), ok).toBe(true);
    for (const bad of ['', 'hello world', 'javascript:alert(1)', 'data:text/html,<script>', 'https://exa mple.com', 'file:///etc/passwd'])
      expect(isValidLinkInput(bad), bad).toBe(false);
  });

  it('replaces unsafe schemes, however they are disguised', () => {
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'vbscript:x', 'data:text/html;base64,PHNjcmlwdD4=', 'file:///etc/passwd', '/relative', 'blob:https://x/y'])
      expect(safeLinkUrl(bad), bad).toBe(BLANK_URL);
    expect(safeLinkUrl('https://example.com/?q=<b>')).toBe('https://example.com/?q=%3Cb%3E');
    expect(safeLinkUrl('sms:+15551234')).toBe('sms:+15551234');
  });

  it('allows base64 data only for raster images', () => {
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(BLANK_URL);
    expect(safeImageUrl('mailto:a@b.co')).toBe(BLANK_URL);
  });
});

describe('embeds', () => {
  it('recognises YouTube, Vimeo, X/Twitter and LinkedIn post addresses', () => {
    expect(parseEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toEqual({ provider: 'youtube', embedId: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(parseEmbedUrl('https://youtu.be/dQw4w9WgXcQ')?.embedId).toBe('dQw4w9WgXcQ');
    expect(parseEmbedUrl('https://vimeo.com/76979871')?.provider).toBe('vimeo');
    expect(parseEmbedUrl('https://x.com/jack/status/20')).toEqual({ provider: 'twitter', embedId: '20', url: 'https://x.com/jack/status/20' });
    expect(parseEmbedUrl('https://www.linkedin.com/feed/update/urn:li:activity:7001/')?.embedId).toBe('urn:li:activity:7001');
  });

  it('refuses look-alikes and ids that could break out of the frame address', () => {
    for (const bad of ['https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v="><script>', 'javascript:https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/abc', 'https://example.com'])
      expect(parseEmbedUrl(bad), bad).toBeNull();
    expect(embedFrameSrc({ provider: 'youtube', embedId: '"><script>' })).toBeNull();
    expect(embedFrameSrc({ provider: 'youtube', embedId: 'dQw4w9WgXcQ' })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('frames each provider from an origin the Content-Security-Policy allows', () => {
    for (const provider of ['youtube', 'vimeo', 'twitter', 'linkedin'] as const) {
      const src = embedFrameSrc({ provider, embedId: '123' });
      expect(src, provider).not.toBeNull();
      expect(EMBED_FRAME_ORIGINS).toContain(new URL(src!).origin);
    }
    expect(embedFrameSrc({ provider: 'toString' as never, embedId: '123' })).toBeNull();
  });
});
