import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toLocalInput } from '~/web/components/admin-hookups/timeCycleSchema';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import CalendarPage from './CalendarPage';

// The page shows local time: run it in a zone far from UTC, where days differ from UTC days.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Honolulu';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});
afterEach(cleanup);

const gates = (on: boolean) => json({ data: { featureGates: [{ name: 'full_calendar', enabled: on, description: 'Calendar' }] } });
const hookups = (elements: unknown[]) => json({ data: { hookups: { elements, totalPages: 1 } } });
const groupHookups = (call: Call) =>
  json({
    data: {
      groupHookups: {
        elements:
          call.variables.view === 'HOSTING'
            ? [{ uuid: 'g-1', title: 'Cold calling clinic', startDate: '2026-11-18T16:00:00.000Z', duration: 60, status: 'APPROVED' }]
            : [
                { uuid: 'g-1', title: 'Cold calling clinic', startDate: '2026-11-18T16:00:00.000Z', duration: 60, status: 'APPROVED' },
                { uuid: 'g-2', title: 'Pipeline review', startDate: '2026-11-20T09:00:00.000Z', duration: 30, status: 'CANCELED' },
              ],
        totalPages: 1,
      },
    },
  });

function renderPage({ gate = true, url = '/calendar?date=2026-11-18' } = {}) {
  const gateway = fakeGateway({
    FeatureGates: [() => gates(gate)],
    CalendarHookups: [
      () =>
        hookups([
          {
            uuid: 'h-1',
            startDateTime: '2026-11-17T10:00:00.000Z',
            endDateTime: '2026-11-17T10:30:00.000Z',
            hookupStatus: 'CONFIRMED',
            partner: { uuid: 'm-2', fullName: 'Grace Hopper' },
          },
        ]),
    ],
    CalendarGroupHookups: [groupHookups],
    CalendarFeed: [() => json({ data: { calendarFeed: { url: 'https://app.test/calendar/feed/abc.ics' } } })],
    RotateCalendarFeed: [() => json({ data: { rotateCalendarFeed: { url: 'https://app.test/calendar/feed/new.ics' } } })],
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/calendar', element: <CalendarPage /> },
      { path: '/not-found', element: <h1>Page not found</h1> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, router };
}

/** 'HH:mm – HH:mm' of a start in the test's time zone. */
const time = (iso: string, minutes: number) =>
  [iso, new Date(Date.parse(iso) + minutes * 60_000).toISOString()].map((t) => toLocalInput(t).slice(11)).join(' – ');

/** The day of `iso` in the test's time zone, as the week view's cells are keyed. */
const localDay = (iso: string) => toLocalInput(iso).slice(0, 10);

describe('/calendar', () => {
  it('is the not-found page while the gate full_calendar is off', async () => {
    const { router, gateway } = renderPage({ gate: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(gateway.of('CalendarHookups')).toHaveLength(0);
  });

  it('shows the week of the date with the hookups and group hookups on their local days, each linking to its page', async () => {
    const { gateway } = renderPage();
    const hookup = await screen.findByRole('link', { name: /Hookup with Grace Hopper/ });
    expect(hookup.getAttribute('href')).toBe('/timeslots#hookup-h-1-title');
    const clinic = screen.getByRole('link', { name: /Cold calling clinic/ });
    expect(clinic.getAttribute('href')).toBe('/group-hookups/details/g-1');
    // attended and hosted: listed once
    expect(screen.getAllByRole('link', { name: /Cold calling clinic/ })).toHaveLength(1);
    const review = screen.getByRole('link', { name: `${time('2026-11-20T09:00:00.000Z', 30)} Pipeline review, cancelled, group hookup` });

    const days = within(screen.getByRole('list', { name: 'Days of the week' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Days of the week');
    expect(days).toHaveLength(7);
    const dayOf = (link: HTMLElement) => days.findIndex((day) => day.contains(link));
    const week = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
    expect(week[dayOf(hookup)]).toBe(localDay('2026-11-17T10:00:00.000Z'));
    expect(week[dayOf(clinic)]).toBe(localDay('2026-11-18T16:00:00.000Z'));
    // in Honolulu (UTC−10) 09:00 UTC on Friday is 23:00 on Thursday
    expect(week[dayOf(review)]).toBe('2026-11-19');
    expect(time('2026-11-20T09:00:00.000Z', 30)).toBe('23:00 – 23:30');

    // asked for the whole week, the hookups of every status, the attended and the hosted group hookups
    const [asked] = gateway.of('CalendarHookups');
    expect(Date.parse(String(asked.variables.from))).toBe(new Date(2026, 10, 16).getTime());
    expect(Date.parse(String(asked.variables.to))).toBe(new Date(2026, 10, 23).getTime());
    expect(gateway.of('CalendarGroupHookups').map((c) => c.variables.view).sort()).toEqual(['HOSTING', 'MINE']);
  });

  it('switches to the month and moves by a month, and back to today', async () => {
    const { router, gateway } = renderPage();
    await screen.findByRole('heading', { name: '16 – 22 November 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    await screen.findByRole('heading', { name: 'November 2026' });
    expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?date=2026-11-18&view=month');
    const monthAsked = gateway.of('CalendarHookups').at(-1)!;
    expect(Date.parse(String(monthAsked.variables.from))).toBe(new Date(2026, 9, 26).getTime()); // Monday before 1 November
    expect(Date.parse(String(monthAsked.variables.to))).toBe(new Date(2026, 11, 7).getTime()); // after Sunday 6 December
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByText('Times in your time zone (Pacific/Honolulu).')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('heading', { name: 'December 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByRole('heading', { name: 'October 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=month'));
  });

  it('gives the private feed link to copy, and a new one on reset', async () => {
    const { gateway } = renderPage();
    const input = (await screen.findByLabelText('Private calendar link')) as HTMLInputElement;
    expect(input.value).toBe('https://app.test/calendar/feed/abc.ics');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(gateway.of('RotateCalendarFeed')).toHaveLength(1));
  });
});
