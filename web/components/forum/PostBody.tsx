// A post's body: the HTML services rendered from the stored JSON with their allow-list walker and DOMPurify
// (forum contract) — never HTML a client produced — so it is shown as it is.
import { css } from '~/web/styled-system/css';

const body = css({
  lineHeight: '1.6',
  wordBreak: 'break-word',
  '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
  '& p': { mb: '2' },
  '& figure iframe': { width: 'full', maxWidth: '2xl', aspectRatio: '16 / 9', height: 'auto', border: '0' },
  '& blockquote': { borderLeftWidth: '3px', borderColor: 'border.default', pl: '3', color: 'fg.muted' },
  '& ul, & ol': { pl: '5', listStyle: 'revert' },
  '& pre, & code': { fontFamily: 'mono', bg: 'bg.subtle', borderRadius: 'l1', px: '1' },
});

export function PostBody({ html }: { html: string }) {
  return <div className={body} data-testid="post-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
