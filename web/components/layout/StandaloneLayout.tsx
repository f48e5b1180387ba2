import type { ReactNode } from 'react';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { LogoMark } from './Logo';
import { SkipLink } from './SkipLink';
import { PRODUCT_NAME } from './usePageTitle';

/**
 * The frame of pages shown outside both layouts (terms, not found, route errors): a header with
 * the product name and the page in <main>. The product link is a plain anchor so that it also
 * works, with a full reload, after a route error.
 */
export function StandaloneLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={stack({ gap: '0', minH: '100dvh', bg: 'bg.canvas' })}>
      <SkipLink />
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          h: 'topBar',
          px: { base: '4', md: '8' },
          bg: 'bg.default',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <a
          href="/"
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '2',
            fontWeight: 'bold',
            textStyle: 'lg',
            color: 'fg.default',
            textDecoration: 'none',
          })}
        >
          <LogoMark />
          {PRODUCT_NAME}
        </a>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={css({
          flex: '1',
          w: '100%',
          maxW: wide ? '3xl' : 'xl',
          mx: 'auto',
          px: { base: '4', md: '8' },
          // clear of the feedback tab at the right edge (spec §2)
          pe: { base: 'clearOfFeedbackTab', md: '8' },
          py: { base: '8', md: '14' },
          outline: 'none',
        })}
      >
        {children}
      </main>
    </div>
  );
}
