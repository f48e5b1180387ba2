// Route guards (spec §2 "Authenticated area", §6 "A route guard can demand given roles").
import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useNavigationPending } from '~/web/app/appRouter';
import type { Role } from '~/common/constants';
import { HOME_PATH, loginPath, VALIDATION_PATH } from '~/machines/sessionMachine';
import { Spinner } from '~/web/components/ui/spinner';
import { lazyComponent } from '~/web/lib/lazyPage';
import { useSession } from '~/web/lib/session';
import { css } from '~/web/styled-system/css';

const centered = css({ display: 'grid', placeItems: 'center', minH: '100dvh' });

/** Shown while the stored session is looked up. */
export function SessionPending() {
  return (
    <div className={centered}>
      <Spinner size="lg" label="Loading your session…" />
    </div>
  );
}

/**
 * A redirect that yields to the session machine: logout and a failed refresh move the browser themselves
 * (to /login, /login?next=…), and a guard redirecting at the same moment would overrule them. The machine
 * navigates with flushSync (web/app/appRouter.tsx), so by the next tick React shows that navigation under way
 * (the guard stays put) or done (the guard is gone).
 */
function YieldingRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const pending = useNavigationPending();
  useEffect(() => {
    if (pending) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), 0);
    return () => clearTimeout(timer);
  }, [pending, navigate, to]);
  return null;
}

/**
 * The authenticated area: no session → /login?next={path} (no next at the root); an unverified
 * member → /validation.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <SessionPending />;
  if (status === 'anonymous') return <YieldingRedirect to={loginPath(`${location.pathname}${location.search}`)} />;
  if (status === 'unverified') return <YieldingRedirect to={VALIDATION_PATH} />;
  return children ?? <Outlet />;
}

const AppShell = lazyComponent(() => import('~/web/components/layout/AppShell').then((module) => module.AppShell));

/** spec §2: pages outside every route (not found) keep the app shell for a signed-in member; others see them alone. */
export function ShellWhenSignedIn() {
  const { status } = useSession();
  if (status === 'restoring') return <SessionPending />;
  return status === 'authenticated' ? (
    <Suspense fallback={<SessionPending />}>
      <AppShell />
    </Suspense>
  ) : (
    <Outlet />
  );
}

/** Only for members holding one of `roles`; others go to `redirectTo` (spec §6: default /home). */
export function RequireRoles({ roles, redirectTo = HOME_PATH, children }: { roles: readonly Role[]; redirectTo?: string; children?: ReactNode }) {
  const { user } = useSession();
  if (!user?.roles.some((role) => roles.includes(role))) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}
