// The app: React, the providers and the router, imported by the entry (web/main.tsx) after it has started the first
// path's chunks.
import '~/web/lib/renderer';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AfterFirstRoute } from '~/web/app/afterFirstRoute';
import { AppRouter, createAppHistory, navigateFromOutside } from '~/web/app/appRouter';
import { AppProviders } from '~/web/app/providers';
import { AppRoutes, preloadRoute } from '~/web/app/router';
import { Toaster } from '~/web/components/ui/toast';
import { lazyComponent } from '~/web/lib/lazyPage';
import { useSession } from '~/web/lib/session';

const history = createAppHistory();
// the first path's chunks start loading now, all at once, before React renders
const firstRoute = preloadRoute(history.location.pathname);
/** The session machine's navigation (after login, logout, a failed refresh). */
const sessionNavigate = (to: string) => navigateFromOutside(history, to);

// Sentry's starter (and the error-report documents) load after the first paint too; the SDK itself only with a DSN
const SentryAfterFirstPaint = lazyComponent(() => import('~/web/components/feedback/reportError').then((module) => module.SentryAfterFirstPaint));
// fixed over the page's bottom edge only while offline: nothing moves when it arrives after the first paint
const OfflineBanner = lazyComponent(() => import('~/web/components/feedback/OfflineBanner').then((module) => module.OfflineBanner));

/** What loads after the first paint waits for the stored session's lookup too (the signed-in pages paint after it). */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return (
    <AfterFirstRoute firstRoute={firstRoute} held={status === 'restoring'}>
      {children}
    </AfterFirstRoute>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first commit is the page itself: rendered before the route's modules have run, it would commit the spinner, and
// React then holds the page back for its fallback throttle (300 ms). A failed chunk settles too (the router's error).
void firstRoute.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders navigate={sessionNavigate}>
        <AppRouter history={history} prepare={preloadRoute}>
          <AppRoutes />
        </AppRouter>
        <AfterFirstPaint>
          <Toaster />
          <Suspense fallback={null}>
            <SentryAfterFirstPaint />
            <OfflineBanner />
          </Suspense>
        </AfterFirstPaint>
      </AppProviders>
    </StrictMode>,
  ),
);
