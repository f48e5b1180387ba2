import { createToaster } from '@ark-ui/react/toast';
import { Suspense } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX } from '~/common/constants';
import { lazyComponent } from '~/web/lib/lazyPage';

/**
 * The app's one toaster (spec §9: 4000 ms, at most 3 at a time).
 * Usage: toaster.create({ title, description, type: 'success' | 'error' | 'info' }).
 * Only the store lives here; what draws the toasts (toaster-view.tsx) is a chunk of its own (issue 21).
 */
export const toaster = createToaster({
  // At the top, under the top bar (--sizes-top-bar is its height token): at the bottom end a "too quickly" toast sat on
  // the chat composer's Send button and the latest messages' Retry for its 4 s, and at phone width on the whole
  // composer. Centred, it covers a page's title, not its actions.
  placement: 'top',
  offsets: { top: 'calc(var(--sizes-top-bar) + 1rem)', right: '1rem', bottom: '1rem', left: '1rem' },
  duration: TOAST_DURATION_MS,
  max: TOAST_MAX,
  overlap: false,
  gap: 12,
});

// A toast that says what a shown one already says takes its place instead of stacking on it: a burst of refused chat
// sends shows one "too quickly" notice, not three over the message box. Ark's store updates a toast created again
// with the same id.
const createToast = toaster.create;
toaster.create = (data) => createToast({ ...data, id: data.id ?? sameMessageId(data.type, data.title, data.description) });

function sameMessageId(type: unknown, title: unknown, description: unknown): string | undefined {
  if (typeof title !== 'string' || (description !== undefined && typeof description !== 'string')) return undefined;
  return `toast:${String(type ?? 'info')}:${title}:${description ?? ''}`;
}

const ToasterView = lazyComponent(() => import('./toaster-view').then((module) => module.ToasterView));

/** Mount once near the root of the app (main.tsx mounts it once the first route has painted). */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
