// Issue 19: the place of the LinkedIn button on /login and /register. The button, the popup and the handoff load only
// where LinkedIn is configured, after the page's first paint (issue 21's budget for /login).
import { lazy, Suspense } from 'react';
import type { LinkedInMode } from '~/web/gql/graphql';
import { css } from '~/web/styled-system/css';
import { useLinkedInEnabled } from './useLinkedInEnabled';

const LinkedInButton = lazy(() => import('./steps').then((steps) => ({ default: steps.LinkedInButton })));

/** the button and "or" below it, kept while the chunk loads so nothing moves */
const slot = css({ minH: '5.75rem' });

/** The steps after the popup (a password to link, the registration fields), in the same chunk as the button. */
export const LinkedInFinish = lazy(() => import('./steps').then((steps) => ({ default: steps.LinkedInFinish })));

export function LinkedInSignIn({ mode, onQuery }: { mode: LinkedInMode; onQuery: (query: string) => void }) {
  if (!useLinkedInEnabled()) return null;
  return (
    <Suspense fallback={<div className={slot} />}>
      <LinkedInButton mode={mode} onQuery={onQuery} />
    </Suspense>
  );
}
