import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, pagePath } from '~/common/routes';
import type { LazyRouteHandle } from '~/web/lib/lazyPage';
import { FIRST_PATHS } from './firstPaths';
import { routes } from './router';

// Links that mail, calendar feeds and the referral link carry are built from common/routes.ts; the router must have
// a page for each of them, never the not-found page.
describe('the router and the links services write', () => {
  const uuid = '6f1c1a9e-0000-4000-8000-000000000000';
  const links: [string, string][] = [
    [pagePath(PAGES.groupHookupDetails, { uuid }), PAGES.groupHookupDetails],
    [pagePath(PAGES.timeslots), PAGES.timeslots],
    [pagePath(PAGES.home), PAGES.home],
    [pagePath(PAGES.settings), PAGES.settings],
    [pagePath(PAGES.register), PAGES.register],
    [pagePath(PAGES.resetPassword), PAGES.resetPassword],
    [pagePath(PAGES.confirmEmail), PAGES.confirmEmail],
    [pagePath(PAGES.confirmChangedEmail), PAGES.confirmChangedEmail],
    [pagePath(PAGES.unsubscribe), PAGES.unsubscribe],
  ];

  it.each(links)('%s opens its page', (path, pattern) => {
    const matched = matchRoutes(routes, path);
    expect(matched?.at(-1)?.route.path).toBe(pattern);
  });

  it('sends the old group hookup link shape to the not-found page (what the feed used to write)', () => {
    expect(matchRoutes(routes, `/group-hookups/${uuid}`)?.at(-1)?.route.path).toBe('*');
  });
});

// Issue 21: the entry starts these paths' modules before the router exists; they must be the ones the route loads, or
// a phone would fetch a page it does not show and still wait for the one it does.
describe('the paths the entry starts early (web/app/firstPaths.ts)', () => {
  const loadedByRoute = (path: string) =>
    (matchRoutes(routes, path) ?? []).flatMap((match) => (match.route.handle as LazyRouteHandle | undefined)?.modules ?? []);

  it.each(Object.keys(FIRST_PATHS))('%s starts exactly the modules its route loads', (path) => {
    expect(loadedByRoute(path)).toEqual(FIRST_PATHS[path]);
  });

  it('starts nothing for a path it does not list; the router loads that one itself', () => {
    expect(FIRST_PATHS['/users/42']).toBeUndefined();
    expect(loadedByRoute('/users/42').length).toBe(2);
  });
});
