import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '~/web/app/providers';
import { createRouter } from '~/web/app/router';
import { OfflineBanner } from '~/web/components/feedback/OfflineBanner';
import { Toaster } from '~/web/components/ui/toast';

const router = createRouter();
/**
 * The session machine's navigation (after login, logout, a failed refresh). flushSync makes React see it at
 * once, so no route guard redirects elsewhere in the meantime; leaving for /login replaces the page.
 */
const sessionNavigate = (to: string) => void router.navigate(to, { replace: to.startsWith('/login'), flushSync: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders navigate={sessionNavigate}>
      <RouterProvider router={router} />
      <Toaster />
      <OfflineBanner />
    </AppProviders>
  </StrictMode>,
);
