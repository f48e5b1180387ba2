import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES, pagePath, pageUrl } from './routes';

describe('links to pages', () => {
  it('builds a group hookup link the router matches as the details page, not the not-found page', () => {
    const uuid = '6f1c1a9e-0000-4000-8000-000000000000';
    const path = pagePath(PAGES.groupHookupDetails, { uuid });
    expect(path).toBe(`/group-hookups/details/${uuid}`);
    const routes = [{ path: PAGES.groupHookupDetails }, { path: 'group-hookups' }, { path: '*' }];
    expect(matchRoutes(routes, path)?.[0]?.route.path).toBe(PAGES.groupHookupDetails);
  });

  it('escapes a parameter so it stays one path segment', () => {
    expect(pagePath(PAGES.groupHookupDetails, { uuid: '../x?y' })).toBe('/group-hookups/details/..%2Fx%3Fy');
  });

  it('puts links under PUBLIC_URL, also when it has a path or a trailing slash, with the query encoded', () => {
    expect(pageUrl('https://hookups.example', pagePath(PAGES.timeslots))).toBe('https://hookups.example/timeslots');
    expect(pageUrl('https://example.org/app/', pagePath(PAGES.unsubscribe), { token: 'a+b', email: 'x@y.z' })).toBe(
      'https://example.org/app/unsubscribe?token=a%2Bb&email=x%40y.z',
    );
  });
});
