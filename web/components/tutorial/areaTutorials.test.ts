import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '~/web/app/router';
import { AREA_TUTORIALS, tutorialAreaFor } from './areaTutorials';

/** Every path pattern of the route table, joined from the root. */
function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    return [...(route.path ? [here] : []), ...patterns(route.children ?? [], here)];
  });
}

// pages outside the signed-in app shell, where the top bar and its help button never show
const OUTSIDE_THE_SHELL = new Set([
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'validation',
  'user',
  'linkedIn',
  'unsubscribe',
  'terms-and-conditions',
  'guest',
  'not-found',
  '*',
]);

describe('the tutorial the help drawer shows (spec §2: chosen by the first path segment)', () => {
  it('the first segment names the area: /group-hookups/details/{uuid} shows the group hookups tutorial', () => {
    expect(tutorialAreaFor('/group-hookups/details/6f1c1a9e-0000-4000-8000-000000000000')).toBe('group-hookups');
    expect(tutorialAreaFor('/group-hookups/details/6f1c/conferencing-room')).toBe('group-hookups');
    expect(tutorialAreaFor('/timeslots')).toBe('timeslots');
    expect(tutorialAreaFor('/chat/CH123')).toBe('chat');
    expect(tutorialAreaFor('/ai-assistant')).toBe('ai-assistant');
  });

  it('only the first segment counts: /users/{uuid}/edit is the users area, not settings or profile', () => {
    expect(tutorialAreaFor('/users/abc/edit')).toBe('users');
    expect(tutorialAreaFor('/hookups/abc/edit')).toBe('hookups');
  });

  it('a trailing or a doubled slash changes nothing', () => {
    expect(tutorialAreaFor('/reviews/')).toBe('reviews');
    expect(tutorialAreaFor('//reviews')).toBe('reviews');
  });

  it('the root shows the home tutorial, as the root redirects to /home', () => {
    expect(tutorialAreaFor('/')).toBe('home');
    expect(tutorialAreaFor('')).toBe('home');
  });

  it('a forum post (/post/{postId}) shows the community tutorial', () => {
    expect(tutorialAreaFor('/post/42')).toBe('community');
  });

  it('a path of no area (the not-found page) shows the general guide, never nothing', () => {
    expect(tutorialAreaFor('/no-such-page')).toBe('general');
    expect(tutorialAreaFor('/not-found')).toBe('general');
  });

  it('a segment that is a property of plain objects is no area', () => {
    expect(tutorialAreaFor('/constructor')).toBe('general');
    expect(tutorialAreaFor('/__proto__')).toBe('general');
  });

  it('every area of the signed-in app has its own tutorial', () => {
    const segments = new Set(patterns(routes).map((path) => path.split('/')[1]!).filter((segment) => segment && !OUTSIDE_THE_SHELL.has(segment)));
    expect(segments.size).toBeGreaterThan(15);
    for (const segment of segments) {
      expect(tutorialAreaFor(`/${segment}`), `/${segment}`).not.toBe('general');
    }
  });

  it('every tutorial says what the area is for and how to do its main task', () => {
    for (const [area, tutorial] of Object.entries(AREA_TUTORIALS)) {
      expect(tutorial.title, area).not.toBe('');
      expect(tutorial.purpose.length, area).toBeGreaterThan(30);
      expect(tutorial.steps.length, area).toBeGreaterThan(0);
    }
  });

  it('no two areas share a title, so the drawer says which area it is about', () => {
    const titles = Object.values(AREA_TUTORIALS).map((tutorial) => tutorial.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
