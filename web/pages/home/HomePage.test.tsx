import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '~/common/constants';
import { hookupChanged, memberHookup } from '~/web/testing/hookups';
import { formatDateTime } from '~/web/lib/dates';
import { fakeLiveClient, groupHookup } from '~/web/testing/live';
import type { Session } from '~/web/lib/session';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import HomePage, { firstName } from '~/web/pages/home/HomePage';

const session = vi.hoisted(() => ({
  current: {
    status: 'authenticated',
    user: {
      uuid: 'u-1',
      username: 'ada@example.com',
      fullName: 'Ada Lovelace',
      imageUrl: null,
      roles: ['ROLE_USER'],
      verified: true,
    },
    logout: () => undefined,
  } as Partial<Session>,
}));

vi.mock('~/web/lib/session', () => ({ useSession: () => session.current }));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const totals = { __typename: 'HookupTotals', total: 5, completed: 3, upcoming: 2 };
const forumTopics = [
  {
    __typename: 'ForumTopic',
    tid: '7',
    title: 'Your best discovery question?',
    postCount: 3,
    lastPostAt: '2026-11-20T09:30:00.000Z',
    category: { __typename: 'ForumCategory', cid: '2', name: 'Sales craft' },
  },
];

/** GetStartedProgress's answer: the member's availability slots, upcoming group hookups (attended, hosted) and past ones */
const progress = ({ slots = 0, attending = 0, hosting = 0, attended = 0 } = {}) => () =>
  json({
    data: {
      availability: { __typename: 'Availability', slots: Array.from({ length: slots }, () => ({ __typename: 'AvailabilitySlot', dayOfWeek: 1 })) },
      groupHookups: { __typename: 'GroupHookupPage', totalElements: attending },
      hosting: { __typename: 'GroupHookupPage', totalElements: hosting },
      memberProfile: { __typename: 'MemberProfile', uuid: 'u-1', attendedGroupHookups: attended },
    },
  });

function renderHome(
  highlighted = [groupHookup('gh-1', { title: 'Cold calling clinic', highlighted: true })],
  homeHookups: Array<() => Response> = [() => json({ data: { nextHookup: memberHookup('h-1', { hookupStatus: 'CONFIRMED', confirmed: true, confirmedByMe: true }), totalHookups: totals } })],
  getStarted: Array<() => Response> = [progress()],
) {
  const gateway = fakeGateway({
    GetStartedProgress: getStarted,
    HighlightedGroupHookups: [() => json({ data: { highlightedGroupHookups: highlighted } })],
    HomeHookups: homeHookups,
    TopActiveMembers: [() => json({ data: { topActiveMembers: [] } })],
    HomeForumTopics: [() => json({ data: { forumRecent: { __typename: 'ForumTopicPage', topics: forumTopics, nextCursor: null } } })],
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  render(
    <Provider value={live.client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
  return Object.assign(live, { gateway });
}

/** /home of a member with `hookups` hookups (none planned next) and the get-started progress given */
function renderGetStarted({ hookups = 0, ...rest }: Parameters<typeof progress>[0] & { hookups?: number } = {}) {
  const noneNext = () => json({ data: { nextHookup: null, totalHookups: { ...totals, total: hookups, completed: 0, upcoming: hookups } } });
  return renderHome(undefined, [noneNext], [progress(rest)]);
}

describe('HomePage', () => {
  it('greets the member by first name', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ada');
    expect(document.title).toBe('Home · Hookups');
  });

  it('shows the get-started steps with the email already confirmed', async () => {
    const { gateway } = renderGetStarted();
    expect(screen.getByRole('heading', { name: 'Get started' })).toBeTruthy();
    expect(screen.getByText('Confirm your email').textContent).toContain('(done)');
    await waitFor(() => expect(gateway.of('GetStartedProgress')).toHaveLength(1));
    expect(gateway.of('GetStartedProgress')[0].variables).toEqual({ uuid: 'u-1' });
    expect(screen.getByText('Book your first hookup').textContent).toContain('(to do)');
    expect(screen.getByText('Join a group hookup').textContent).toContain('(to do)');
    expect(screen.getByText('1 of 4 steps done')).toBeTruthy();
    // the steps still to do lead to where they are done
    expect(screen.getByRole('link', { name: 'Pick your times' }).getAttribute('href')).toBe('/timeslots');
    expect(screen.getByRole('link', { name: 'See group hookups' }).getAttribute('href')).toBe('/group-hookups');
    // the hookup totals are the next-hookup card's read, not asked for twice
    expect(gateway.of('HomeHookups')).toHaveLength(1);
  });

  it('counts a hookup booked once the member picked times or has a hookup', async () => {
    renderGetStarted({ slots: 2 });
    expect(await screen.findByText('2 of 4 steps done')).toBeTruthy();
    expect(screen.getByText('Book your first hookup').textContent).toContain('(done)');
    expect(screen.queryByRole('link', { name: 'Pick your times' })).toBeNull();
    cleanup();
    renderGetStarted({ hookups: 1 });
    expect(await screen.findByText('2 of 4 steps done')).toBeTruthy();
    expect(screen.getByText('Book your first hookup').textContent).toContain('(done)');
  });

  it('counts a group hookup joined whether it is still to come, the member hosts it, or it took place', async () => {
    renderGetStarted({ attending: 1 });
    expect(await screen.findByText('2 of 4 steps done')).toBeTruthy();
    expect(screen.getByText('Join a group hookup').textContent).toContain('(done)');
    expect(screen.getByText('Book your first hookup').textContent).toContain('(to do)');
    cleanup();
    renderGetStarted({ attended: 3, slots: 1 });
    expect(await screen.findByText('3 of 4 steps done')).toBeTruthy();
    expect(screen.getByText('Join a group hookup').textContent).toContain('(done)');
    cleanup();
    renderGetStarted({ hosting: 1 });
    expect(await screen.findByText('2 of 4 steps done')).toBeTruthy();
    expect(screen.getByText('Join a group hookup').textContent).toContain('(done)');
  });

  it("hides the get-started card and stores hideGetStartedCard = 'true'", () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hideGetStartedCard)).toBe('true');
  });

  it('does not show the card to a member who hid it before, nor ask for its progress', async () => {
    localStorage.setItem(STORAGE_KEYS.hideGetStartedCard, 'true');
    const { gateway } = renderHome();
    await waitFor(() => expect(gateway.of('HomeHookups')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
    expect(gateway.of('GetStartedProgress')).toHaveLength(0);
  });

  it('opens the tutorial after the first email confirmation and clears the flag when finished', async () => {
    localStorage.setItem(STORAGE_KEYS.showTutorial, 'true');
    renderHome();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the tutorial' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.showTutorial)).toBeNull());
  });
});

describe('HomePage highlighted group hookups', () => {
  it('lists the highlighted group hookups with a link to their details', async () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Highlighted group hookups' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Cold calling clinic' });
    expect(link.getAttribute('href')).toBe('/group-hookups/details/gh-1');
  });

  it('adds a group hookup highlighted while the page is open and drops an unhighlighted one', async () => {
    const live = renderHome();
    await screen.findByRole('link', { name: 'Cold calling clinic' });
    await waitFor(() => expect(live.live().some((s) => s.operationName === 'LiveGroupHookupChanged')).toBe(true));
    const feed = live.live().find((s) => s.operationName === 'LiveGroupHookupChanged')!;
    feed.push({
      data: {
        groupHookupChanged: { eventId: '7', kind: 'highlighted', groupHookup: groupHookup('gh-2', { title: 'Pitch practice', highlighted: true }) },
      },
    });
    expect(await screen.findByRole('link', { name: 'Pitch practice' })).toBeTruthy();
    feed.push({
      data: {
        groupHookupChanged: { eventId: '8', kind: 'unhighlighted', groupHookup: groupHookup('gh-1', { title: 'Cold calling clinic' }) },
      },
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cold calling clinic' })).toBeNull());
  });

  it('says so when no group hookup is highlighted', async () => {
    renderHome([]);
    expect(await screen.findByText('No group hookup is highlighted right now.')).toBeTruthy();
  });
});

describe('HomePage next hookup', () => {
  it('shows the next hookup with the partner, time and status, the totals and a link to the hookups', async () => {
    renderHome();
    const card = within(screen.getByRole('region', { name: 'Your next hookup' }));
    expect(await card.findByText('Grace Hopper')).toBeTruthy();
    expect(card.getByText(formatDateTime('2030-01-02T10:00:00.000Z'))).toBeTruthy();
    expect(card.getByText('Confirmed')).toBeTruthy();
    const numbers = within(card.getByLabelText('Your hookups in numbers'));
    expect(numbers.getByText('Hookups').nextElementSibling?.textContent).toBe('5');
    expect(numbers.getByText('Completed').nextElementSibling?.textContent).toBe('3');
    expect(numbers.getByText('Upcoming').nextElementSibling?.textContent).toBe('2');
    expect(card.getByRole('link', { name: 'See your hookups' }).getAttribute('href')).toBe('/timeslots');
  });

  it('says so when no hookup is planned', async () => {
    renderHome(undefined, [() => json({ data: { nextHookup: null, totalHookups: { ...totals, total: 0, completed: 0, upcoming: 0 } } })]);
    expect(await screen.findByText(/No hookup planned yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set your availability' }).getAttribute('href')).toBe('/timeslots');
  });

  it('asks again when one of the hookups changes live', async () => {
    const live = renderHome(undefined, [
      () => json({ data: { nextHookup: null, totalHookups: { ...totals, total: 0, completed: 0, upcoming: 0 } } }),
      () => json({ data: { nextHookup: memberHookup('h-2'), totalHookups: { ...totals, total: 1, completed: 0, upcoming: 1 } } }),
    ]);
    await screen.findByText(/No hookup planned yet/);
    await waitFor(() => expect(live.live().some((s) => s.operationName === 'LiveHookupChanged')).toBe(true));
    live.live().find((s) => s.operationName === 'LiveHookupChanged')!.push(hookupChanged(memberHookup('h-2'), '5', 'matched'));
    await waitFor(() => expect(live.gateway.of('HomeHookups')).toHaveLength(2));
    expect(await within(screen.getByRole('region', { name: 'Your next hookup' })).findByText('Grace Hopper')).toBeTruthy();
  });
});

describe('firstName', () => {
  it('lists the latest community topics, each linking to its topic, and leads to /community', async () => {
    const live = renderHome();
    const card = within(screen.getByRole('region', { name: 'Community' }));
    const link = await card.findByRole('link', { name: 'Your best discovery question?' });
    expect(link.getAttribute('href')).toBe('/community/topic/7');
    expect(card.getByText(`Sales craft · 3 posts · ${formatDateTime('2026-11-20T09:30:00.000Z')}`)).toBeTruthy();
    expect(card.getByRole('link', { name: 'Open the community' }).getAttribute('href')).toBe('/community');
    expect(live.gateway.of('HomeForumTopics')[0]!.variables).toEqual({ size: 3 });
  });

  it('takes the first word of the full name', () => {
    expect(firstName('Ada King Lovelace')).toBe('Ada');
    expect(firstName('  Grace ')).toBe('Grace');
    expect(firstName(null)).toBe('');
  });
});
