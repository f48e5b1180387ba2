import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '~/web/testing/resizeObserver';
import { ADMIN_FILTER_DEBOUNCE_MS, HOOKUP_ERROR_CODES } from '~/common/constants';
import { HOOKUP } from '~/common/messages/hookups';
import { adminHookup, hookupPage, matchingRun, refusal, timeCycle } from '~/web/testing/adminHookups';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import TimecyclesPage from './TimecyclesPage';

const report = vi.hoisted(() => ({ download: vi.fn(async () => undefined) }));
vi.mock('~/web/components/admin-hookups/hookupsReport', () => ({ useHookupsReport: () => report.download }));

stubResizeObserver();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  report.download.mockClear();
});

type Routes = Parameters<typeof fakeGateway>[0];

function renderPage(routes: Routes = {}) {
  const gateway = fakeGateway({
    AdminTimeCycles: [() => json({ data: { adminTimeCycles: [timeCycle('1', { name: 'Weekly', isDefaultTimeCycle: true }), timeCycle('2', { name: 'Monthly', cadence: 'MONTHLY', active: false })] } })],
    MatchingRuns: [(call: Call) => json({ data: { matchingRuns: call.variables.timeCycleId === '1' ? [matchingRun('r-1', { totalScore: 12 })] : [] } })],
    AllHookups: [() => json(hookupPage([adminHookup('h-1')]))],
    ...routes,
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/timecycles', element: <TimecyclesPage /> },
      { path: '/hookups/:hookupId/edit', element: <p>edit page</p> },
    ],
    { initialEntries: ['/timecycles'] },
  );
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, live, router };
}

const cyclesTable = () => screen.findByRole('table', { name: 'Time cycles' });

describe('/timecycles', () => {
  it('lists the cycles with cadence, duration, default, status, members and runs', async () => {
    renderPage();
    const table = await cyclesTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('rowheader').textContent).toBe('WeeklyDefault');
    expect(rows[0].textContent).toContain('Every week');
    expect(rows[0].textContent).toContain('30 min');
    expect(rows[0].textContent).toContain('Active');
    expect(rows[0].textContent).toContain('12');
    expect(rows[0].textContent).toContain('Never');
    expect(rows[1].textContent).toContain('Inactive');
    // an inactive cycle cannot be run
    expect((within(rows[1]).getByRole('button', { name: 'Run matching now for Monthly' }) as HTMLButtonElement).disabled).toBe(true);
    // the recent runs of the first cycle show below
    const runs = await screen.findByRole('table', { name: 'Recent matching runs of Weekly' });
    expect(within(runs).getAllByRole('row')).toHaveLength(2);
  });

  it('runs matching now and shows the summary of the run', async () => {
    const { gateway } = renderPage({
      RunMatching: [() => json({ data: { runMatching: matchingRun('r-2', { candidates: 9, pairs: 4, unmatched: 1, repeatedNoShows: 2, totalScore: 37.5 }) } })],
    });
    const table = await cyclesTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Run matching now for Weekly' }));
    const facts = await screen.findByLabelText('Run summary');
    const pairs = [...facts.querySelectorAll('div')].map((div) => `${div.querySelector('dt')?.textContent}: ${div.querySelector('dd')?.textContent}`);
    expect(pairs).toEqual(['Candidates: 9', 'Pairs: 4', 'Unmatched: 1', 'Repeated no-shows: 2', 'Total score: 37.5']);
    expect(screen.getByText('Matching run of Weekly finished')).toBeTruthy();
    expect(gateway.of('RunMatching')[0].variables).toEqual({ timeCycleId: '1' });
    // the cycles and the hookups are asked again: the run changed both
    await waitFor(() => expect(gateway.of('AdminTimeCycles').length).toBeGreaterThan(1));
    await waitFor(() => expect(gateway.of('AllHookups').length).toBeGreaterThan(1));
  });

  it('shows why a run was refused (1010: already running)', async () => {
    renderPage({ RunMatching: [() => json(refusal(HOOKUP.matchingInProgress, 'CONFLICT', { errorCode: HOOKUP_ERROR_CODES.matchingInProgress }))] });
    const table = await cyclesTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Run matching now for Weekly' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes(HOOKUP.matchingInProgress))).toBe(true);
    expect(screen.queryByLabelText('Run summary')).toBeNull();
  });

  it('creates a cycle from the dialog after the form is valid', async () => {
    const { gateway } = renderPage({ CreateTimeCycle: [() => json({ data: { createTimeCycle: timeCycle('3', { name: 'Fortnightly' }) } })] });
    await cyclesTable();
    fireEvent.click(screen.getByRole('button', { name: 'Create time cycle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create time cycle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create time cycle' }));
    expect(await within(dialog).findByText(HOOKUP.cycleNameLength)).toBeTruthy();
    expect(within(dialog).getByText(HOOKUP.cadenceRequired)).toBeTruthy();
    expect(gateway.of('CreateTimeCycle')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Fortnightly' } });
    fireEvent.change(within(dialog).getByLabelText(/^Cadence/), { target: { value: 'BIWEEKLY' } });
    fireEvent.change(within(dialog).getByLabelText(/^Hookup duration/), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create time cycle' }));
    await waitFor(() => expect(gateway.of('CreateTimeCycle')).toHaveLength(1));
    expect(gateway.of('CreateTimeCycle')[0].variables).toEqual({
      input: { name: 'Fortnightly', cadence: 'BIWEEKLY', hookupDuration: 60, isDefaultTimeCycle: false, active: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create time cycle' })).toBeNull());
  });

  it('shows a refused name in the dialog (409: name taken) and keeps it open', async () => {
    renderPage({ UpdateTimeCycle: [() => json(refusal(HOOKUP.cycleNameTaken, 'CONFLICT'))] });
    const table = await cyclesTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit time cycle' });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Monthly');
    expect((within(dialog).getByLabelText(/^Cadence/) as HTMLSelectElement).value).toBe('MONTHLY');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Weekly' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(HOOKUP.cycleNameTaken)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit time cycle' })).toBeTruthy();
  });
});

describe('/timecycles all hookups', () => {
  it('filters by status at once and by name after 500 ms, starting again at the first page', async () => {
    const { gateway } = renderPage({
      AllHookups: [(call) => json(hookupPage([adminHookup(`h-${String(call.variables.page)}`)], Number(call.variables.page ?? 0), 3))],
    });
    const list = await screen.findByRole('table', { name: 'All hookups, latest first' });
    expect(within(list).getAllByRole('row')).toHaveLength(2);
    expect(gateway.of('AllHookups')[0].variables).toMatchObject({ status: null, fullName: null, page: 0, size: 15 });

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(gateway.of('AllHookups').at(-1)!.variables).toMatchObject({ page: 1 }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'CANCELLED' } });
    await waitFor(() => expect(gateway.of('AllHookups').at(-1)!.variables).toMatchObject({ status: 'CANCELLED', page: 0 }));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = gateway.of('AllHookups').length;
    fireEvent.change(screen.getByLabelText('Member name'), { target: { value: 'Gr' } });
    fireEvent.change(screen.getByLabelText('Member name'), { target: { value: 'Grace' } });
    await act(async () => vi.advanceTimersByTime(ADMIN_FILTER_DEBOUNCE_MS - 100));
    expect(gateway.of('AllHookups').slice(asked).some((call) => call.variables.fullName)).toBe(false);
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(gateway.of('AllHookups').at(-1)!.variables).toMatchObject({ fullName: 'Grace', status: 'CANCELLED', page: 0 }));
    // one search for the settled name, none for what was typed on the way
    expect(gateway.of('AllHookups').slice(asked).filter((call) => call.variables.fullName === 'Gr')).toHaveLength(0);
  });

  it('links each editable hookup to its edit page and offers the CSV export', async () => {
    const { router } = renderPage({
      AllHookups: [() => json(hookupPage([adminHookup('h-1'), adminHookup('h-2', { hookupStatus: 'CANCELLED', cancellationReason: 'Sick' })]))],
    });
    const list = await screen.findByRole('table', { name: 'All hookups, latest first' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toContain('Ada Lovelace & Grace Hopper');
    expect(rows[1].textContent).toContain('Cancelled');
    expect(rows[1].textContent).toContain('Sick');
    expect(within(rows[1]).queryByRole('link')).toBeNull();
    fireEvent.click(within(rows[0]).getByRole('link', { name: 'Edit the hookup of Ada Lovelace and Grace Hopper' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hookups/h-1/edit'));
  });

  it('downloads the Hookups-Report', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'All hookups, latest first' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(report.download).toHaveBeenCalledOnce());
  });

  it('asks the page again when a hookup changes live', async () => {
    const { gateway, live } = renderPage();
    await screen.findByRole('table', { name: 'All hookups, latest first' });
    const subscription = live.live().find((s) => s.operationName === 'LiveHookupChanged');
    expect(subscription).toBeTruthy();
    const before = gateway.of('AllHookups').length;
    act(() =>
      subscription!.push({
        data: {
          hookupChanged: {
            __typename: 'HookupEvent',
            eventId: '7',
            kind: 'matched',
            actorUUID: null,
            hookup: {
              __typename: 'Hookup',
              uuid: 'h-9',
              partner: { uuid: 'm-2', fullName: 'Grace Hopper', imageUrl: null, jobPosition: null, roles: ['ROLE_USER'] },
              videoCallId: 'v-9',
              startDateTime: '2030-01-04T10:00:00.000Z',
              endDateTime: '2030-01-04T10:30:00.000Z',
              createdOn: '2029-12-31T12:00:00.000Z',
              timeCycleId: '1',
              timeCycleName: 'Weekly',
              hookupStatus: 'PENDING',
              rescheduled: false,
              rescheduleCount: 0,
              reschedulesLeft: 2,
              confirmed: false,
              confirmedByMe: false,
              matchReasons: [],
              cancellationReason: null,
              cancelledBy: null,
            },
          },
        },
      }),
    );
    await waitFor(() => expect(gateway.of('AllHookups').length).toBe(before + 1));
  });
});
