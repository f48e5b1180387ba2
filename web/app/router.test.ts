import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, pagePath } from '~/common/routes';
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
