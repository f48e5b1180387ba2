import type { ReactNode } from 'react';
import { PAGES } from '~/common/messages/pages';
import { Heading, Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

/** The words of the not-found page (spec §2); `children` is its way home. */
export function NotFoundMessage({ children }: { children: ReactNode }) {
  return (
    <div className={stack({ gap: '5', alignItems: 'center', textAlign: 'center' })}>
      <p aria-hidden="true" className={css({ textStyle: '7xl', fontWeight: 'bold', color: 'accent.text', lineHeight: '1' })}>
        404
      </p>
      <Heading as="h1" size="2xl">
        {PAGES.notFoundTitle}
      </Heading>
      <Text tone="muted">{PAGES.notFoundText}</Text>
      {children}
    </div>
  );
}
