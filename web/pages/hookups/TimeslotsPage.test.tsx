import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { HOOKUP } from '~/common/messages/hookups';
import { hookupChanged, memberHookup } from '~/web/testing/hookups';
import { formatDateTime } from '~/web/lib/dates';
import type { HookupData } from '~/web/lib/hookupLive';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import TimeslotsPage from './TimeslotsPage';

const cycles = [
  { __typename: 'TimeCycle', id: '1', name: 'Weekly', cadence: 'WEEKLY', hookupDuration: 30, isDefaultTimeCycle: true, nextRunAt: '2030-01-06T08:00:00.000Z', selected: true },
  { __typename: 'TimeCycle', id: '2', name: 'Monthly', cadence: 'MONTHLY', hookupDuration: 45, isDefaultTimeCycle: false, nextRunAt: '2030-02-01T08:00:00.000Z', selected: false },
];
const availability = { __typename: 'Availability', timeZone: 'Europe/Berlin', slots: [{ __typename: 'AvailabilitySlot', dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }] };
const page = (elements: HookupData[]) => json({ data: { hookups: { __typename: 'HookupPage', elements, totalPages: 1, page: 0 } } });
const refusal = (message: string, errorCode: number, code = 'CONFLICT') => json({ data: null, errors: [{ message, extensions: { code, errorCode } }] });

function renderTimeslots(hookups: HookupData[], extra: Parameters<typeof fakeGateway>[0] = {}) {
  const gateway = fakeGateway({
    MemberHookups: [(call: Call) => page(call.variables.view === 'UPCOMING' ? hookups : [])],
    MemberAvailability: [() => json({ data: { availability } })],
    MemberTimeCycles: [() => json({ data: { timeCycles: cycles } })],
    ...extra,
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/timeslots', element: <TimeslotsPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/timeslots'] },
  );
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, live, router };
}

const card = (partner: string) => screen.getByRole('article', { name: `Hookup with ${partner}` });
const hookupFeed = async (live: ReturnType<typeof fakeLiveClient>) => {
  await waitFor(() => expect(live.live().some((s) => s.operationName === 'LiveHookupChanged')).toBe(true));
  return live.live().find((s) => s.operationName === 'LiveHookupChanged')!;
};

afterEach(cleanup);

describe('/timeslots hookup cards', () => {
  it('shows the partner, the local time, the status in words, why they matched and the reschedules left', async () => {
    renderTimeslots([memberHookup('h-1', { rescheduleCount: 1, reschedulesLeft: 1 })]);
    expect(screen.getByRole('heading', { level: 1, name: '1-to-1 Hookups' })).toBeTruthy();
    expect(document.title).toContain('1-to-1 Hookups');
    await screen.findByRole('article', { name: 'Hookup with Grace Hopper' });
    const c = within(card('Grace Hopper'));
    expect(c.getByText('Account executive')).toBeTruthy();
    expect(c.getByText(formatDateTime('2030-01-02T10:00:00.000Z'))).toBeTruthy();
    expect(c.getByText('Waiting for your confirmation')).toBeTruthy();
    expect(c.getByText('You both sell SaaS in Berlin')).toBeTruthy();
    expect(c.getByText('1 reschedule left (of 2)')).toBeTruthy();
    expect(c.getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe('/reschedule/h-1');
    expect(c.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(c.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('offers no Confirm once the member confirmed, and on a past hookup only a message to the partner', async () => {
    renderTimeslots([
      memberHookup('h-1', { confirmedByMe: true }),
      memberHookup('h-2', { partner: { uuid: 'p-2', fullName: 'Alan Turing', imageUrl: null, jobPosition: null, roles: ['ROLE_USER'] }, startDateTime: '2020-01-01T10:00:00.000Z', endDateTime: '2020-01-01T10:30:00.000Z', hookupStatus: 'COMPLETED' }),
    ]);
    await screen.findByRole('article', { name: 'Hookup with Grace Hopper' });
    expect(within(card('Grace Hopper')).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(card('Grace Hopper')).getByText('Waiting for your partner to confirm')).toBeTruthy();
    // the hookup is over: nothing to confirm, cancel or reschedule, but the partner can still be written to
    expect(within(card('Alan Turing')).queryAllByRole('button').map((b) => b.textContent)).toEqual(['Message']);
    expect(within(card('Alan Turing')).queryByRole('link', { name: 'Reschedule' })).toBeNull();
  });

  it('Confirm confirms the hookup and the card shows it', async () => {
    const { gateway } = renderTimeslots([memberHookup('h-1')], {
      ConfirmHookup: [() => json({ data: { confirmHookup: memberHookup('h-1', { confirmedByMe: true }) } })],
    });
    await screen.findByRole('article', { name: 'Hookup with Grace Hopper' });
    fireEvent.click(within(card('Grace Hopper')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(card('Grace Hopper')).getByText('Waiting for your partner to confirm')).toBeTruthy());
    expect(gateway.of('ConfirmHookup')[0]!.variables).toEqual({ uuid: 'h-1' });
  });

  it("a refused confirm shows the server's message in the card", async () => {
    renderTimeslots([memberHookup('h-1')], { ConfirmHookup: [() => refusal(HOOKUP.alreadyTookPlace, 1005)] });
    await screen.findByRole('article', { name: 'Hookup with Grace Hopper' });
    fireEvent.click(within(card('Grace Hopper')).getByRole('button', { name: 'Confirm' }));
    expect(await within(card('Grace Hopper')).findByRole('alert')).toHaveProperty('textContent', HOOKUP.alreadyTookPlace);
  });

  it('Cancel asks for a reason, then cancels with it and the card shows it cancelled', async () => {
    const { gateway } = renderTimeslots([memberHookup('h-1')], {
      CancelHookup: [
        () =>
          json({
            data: { cancelHookup: memberHookup('h-1', { hookupStatus: 'CANCELLED', cancellationReason: 'I am travelling', cancelledBy: { uuid: 'me', fullName: 'Ada Lovelace' } as never }) },
          }),
      ],
    });
    await screen.findByRole('article', { name: 'Hookup with Grace Hopper' });
    fireEvent.click(within(card('Grace Hopper')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel hookup' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel hookup' }));
    expect(await within(dialog).findByText(HOOKUP.reasonLength)).toBeTruthy();
    expect(gateway.of('CancelHookup')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'I am travelling' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel hookup' }));
    await waitFor(() => expect(gateway.of('CancelHookup')[0]?.variables).toEqual({ uuid: 'h-1', reason: 'I am travelling' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('Grace Hopper')).getByText('Cancelled')).toBeTruthy();
    expect(within(card('Grace Hopper')).getByText('Cancelled by Ada Lovelace: I am travelling')).toBeTruthy();
  });

  it("cancelling a hookup already cancelled shows 'The hookup has already been cancelled!' in the dialog", async () => {
    renderTimeslots([memberHookup('h-1')], { CancelHookup: [() => refusal(HOOKUP.alreadyCancelled, 1003)] });
    await screen.findByRole('article', { name: 'Hookup with Grace Hopper' });
    fireEvent.click(within(card('Grace Hopper')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel hookup' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Too late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel hookup' }));
    expect(await within(dialog).findByText(HOOKUP.alreadyCancelled)).toBeTruthy();
  });
});

describe('/timeslots live', () => {
  it("a new match appears and the partner's reschedule and cancel update the card, without a reload", async () => {
    const { live, gateway } = renderTimeslots([memberHookup('h-1')]);
    await screen.findByRole('article', { name: 'Hookup with Grace Hopper' });
    const feed = await hookupFeed(live);
    const alan = { uuid: 'p-2', fullName: 'Alan Turing', imageUrl: null, jobPosition: null, roles: ['ROLE_USER' as const] };
    feed.push(hookupChanged(memberHookup('h-2', { partner: alan, startDateTime: '2030-01-01T09:00:00.000Z', endDateTime: '2030-01-01T09:30:00.000Z' }), '1', 'matched'));
    await screen.findByRole('article', { name: 'Hookup with Alan Turing' });
    // soonest first: the new match goes before
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['hookup-h-2-title', 'hookup-h-1-title']);

    const moved = memberHookup('h-1', { startDateTime: '2030-01-05T15:00:00.000Z', endDateTime: '2030-01-05T15:30:00.000Z', rescheduleCount: 1, reschedulesLeft: 1 });
    feed.push(hookupChanged(moved, '2', 'rescheduled'));
    await waitFor(() => expect(within(card('Grace Hopper')).getByText(formatDateTime(moved.startDateTime))).toBeTruthy());
    expect(within(card('Grace Hopper')).getByText('1 reschedule left (of 2)')).toBeTruthy();

    feed.push(hookupChanged({ ...moved, hookupStatus: 'CANCELLED', cancellationReason: 'Sick' }, '3', 'cancelled'));
    await waitFor(() => expect(within(card('Grace Hopper')).getByText('Cancelled')).toBeTruthy());
    expect(within(card('Grace Hopper')).queryByRole('button', { name: 'Cancel' })).toBeNull();
    // no reload of the list for any of it
    expect(gateway.of('MemberHookups')).toHaveLength(1);
  });
});

describe('/timeslots availability', () => {
  it("shows the saved ranges in the member's time zone and saves the changes", async () => {
    const { gateway } = renderTimeslots([], {
      UpdateAvailability: [(call) => json({ data: { updateAvailability: { __typename: 'Availability', ...(call.variables.input as object) } } })],
    });
    const zone = (await screen.findByLabelText('Time zone')) as HTMLSelectElement;
    expect(zone.value).toBe('Europe/Berlin');
    expect((screen.getByLabelText('Monday timeslot 1 from') as HTMLSelectElement).value).toBe('09:00');
    expect((screen.getByLabelText('Monday timeslot 1 to') as HTMLSelectElement).value).toBe('12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add a timeslot on Wednesday' }));
    fireEvent.change(screen.getByLabelText('Wednesday timeslot 1 from'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('Wednesday timeslot 1 to'), { target: { value: '16:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(gateway.of('UpdateAvailability')).toHaveLength(1));
    expect(gateway.of('UpdateAvailability')[0]!.variables).toEqual({
      input: {
        timeZone: 'Europe/Berlin',
        slots: [
          { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
          { dayOfWeek: 3, startTime: '14:00', endTime: '16:30' },
        ],
      },
    });
  });

  it('removes a range', async () => {
    const { gateway } = renderTimeslots([], {
      UpdateAvailability: [(call) => json({ data: { updateAvailability: { __typename: 'Availability', ...(call.variables.input as object) } } })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Monday timeslot 1' }));
    expect(screen.queryByLabelText('Monday timeslot 1 from')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(gateway.of('UpdateAvailability')[0]?.variables).toEqual({ input: { timeZone: 'Europe/Berlin', slots: [] } }));
  });

  it('explains a range that ends before it starts, or overlaps another, and does not save', async () => {
    const { gateway } = renderTimeslots([]);
    await screen.findByLabelText('Monday timeslot 1 from');
    fireEvent.change(screen.getByLabelText('Monday timeslot 1 to'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a timeslot on Monday' }));
    fireEvent.change(screen.getByLabelText('Monday timeslot 2 from'), { target: { value: '07:00' } });
    fireEvent.change(screen.getByLabelText('Monday timeslot 2 to'), { target: { value: '10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText(HOOKUP.slotOrder)).toBeTruthy();
    expect(screen.getByText(HOOKUP.slotOverlap)).toBeTruthy();
    expect(gateway.of('UpdateAvailability')).toHaveLength(0);
  });

  it("shows a timeslots refusal (1006) next to the timeslots, as the server words it", async () => {
    renderTimeslots([], { UpdateAvailability: [() => refusal(HOOKUP.slotOverlap, 1006, 'BAD_USER_INPUT')] });
    await screen.findByLabelText('Monday timeslot 1 from');
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    const form = screen.getByRole('form', { name: 'Weekly availability' });
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', HOOKUP.slotOverlap);
  });

  it("starts in the browser's time zone when nothing was ever saved", async () => {
    renderTimeslots([], {
      MemberAvailability: [() => json({ data: { availability: { __typename: 'Availability', timeZone: 'UTC', slots: [] } } })],
    });
    const zone = (await screen.findByLabelText('Time zone')) as HTMLSelectElement;
    expect(zone.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.getAllByText('Not available')).toHaveLength(7);
  });
});

describe('/timeslots time cycle', () => {
  it('comes before the weekly availability, as the first choice a member makes', async () => {
    renderTimeslots([]);
    await screen.findByRole('radio', { name: /^Weekly/ });
    const cycle = screen.getByText('My time cycle');
    const availability = screen.getByText('My availability');
    expect(cycle.compareDocumentPosition(availability) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('appears with the availability once the hookups are listed, asked for meanwhile (nothing below the list moves)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hookups = [memberHookup('h-1')];
    const { gateway } = renderTimeslots(hookups, {
      // a Response once released: the fake gateway hands the handler's answer to fetch as it is
      MemberHookups: [(call: Call) => held.then(() => page(call.variables.view === 'UPCOMING' ? hookups : [])) as unknown as Response],
    });
    await waitFor(() => expect(gateway.calls.some((c) => c.operation === 'MemberTimeCycles')).toBe(true));
    // rendered with its answer, but out of the layout (and of the accessibility tree) until the list is in
    await screen.findByRole('radio', { name: /^Weekly/, hidden: true });
    expect(screen.queryByRole('radio', { name: /^Weekly/ })).toBeNull();
    expect(screen.getByText('My time cycle').closest('[hidden]')).not.toBeNull();
    expect(screen.getByText('My availability').closest('[hidden]')).not.toBeNull();
    release();
    await screen.findByRole('article', { name: 'Hookup with Grace Hopper' });
    expect(screen.getByText('My time cycle').closest('[hidden]')).toBeNull();
    expect(screen.getByText('My availability').closest('[hidden]')).toBeNull();
  });

  it('shows the chosen cycle, switches to another and opts out', async () => {
    const { gateway } = renderTimeslots([], {
      SelectTimeCycle: [(call) => json({ data: { selectTimeCycle: cycles.map((c) => ({ ...c, selected: c.id === call.variables.timeCycleId })) } })],
    });
    const weekly = (await screen.findByRole('radio', { name: /^Weekly/ })) as HTMLInputElement;
    expect(weekly.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Monthly/ }));
    await waitFor(() => expect(gateway.of('SelectTimeCycle')[0]?.variables).toEqual({ timeCycleId: '2' }));
    fireEvent.click(screen.getByRole('radio', { name: /Not taking part/ }));
    await waitFor(() => expect(gateway.of('SelectTimeCycle')[1]?.variables).toEqual({ timeCycleId: null }));
  });

  it('shows a refused choice (1007) under the cycles', async () => {
    renderTimeslots([], { SelectTimeCycle: [() => refusal(HOOKUP.timeCycleNotFound, 1007, 'NOT_FOUND')] });
    fireEvent.click(await screen.findByRole('radio', { name: /^Monthly/ }));
    expect(await screen.findByText(HOOKUP.timeCycleNotFound)).toBeTruthy();
  });
});
