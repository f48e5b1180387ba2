// Issue 21: the pages members most often open cold start loading from the entry (web/main.tsx), before React, the
// router and the rest of the app (web/boot.tsx) have even arrived: on a phone their chunks come in beside those
// libraries instead of one round trip after them. The router (web/app/router.tsx) loads these routes with these same
// functions; router.test.ts checks that each path here starts exactly what its route loads. Keep this module free of
// React and of anything heavy: it is the entry's only import.
import { PAGES } from '~/common/routes';

/** The lazy modules of those routes (the router's other pages load only from the route table). */
export const pageModules = {
  login: () => import('~/web/pages/auth/LoginPage'),
  loginForm: () => import('~/web/pages/auth/LoginForm'),
  register: () => import('~/web/pages/auth/RegisterPage'),
  appShell: () => import('~/web/components/layout/AppShell'),
  home: () => import('~/web/pages/home/HomePage'),
  timeslots: () => import('~/web/pages/hookups/TimeslotsPage'),
  groupHookups: () => import('~/web/pages/group-hookups/GroupHookupsPage'),
};

const { login, loginForm, register, appShell, home, timeslots, groupHookups } = pageModules;

/**
 * Exact paths and the modules their route loads before it renders (its layout's and its page's), in that order: the
 * public pages, the page after login, and the one reminder mails link to. Each path's file names weigh on every first
 * route (the entry lists them), so pages reached from inside the app are left to the router.
 */
export const FIRST_PATHS: Readonly<Record<string, readonly (() => Promise<unknown>)[]>> = {
  '/login': [login, loginForm],
  [`/${PAGES.register}`]: [register],
  [`/${PAGES.home}`]: [appShell, home],
  [`/${PAGES.timeslots}`]: [appShell, timeslots],
  '/group-hookups': [appShell, groupHookups],
};

/** Starts the modules of `pathname` if it is one of FIRST_PATHS; a failure is left to the router's own load. */
export function startFirstPath(pathname: string): void {
  for (const load of FIRST_PATHS[pathname] ?? []) load().catch(() => undefined);
}
