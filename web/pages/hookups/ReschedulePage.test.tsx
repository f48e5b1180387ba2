import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { RESCHEDULE_LIMIT_CANCEL_REASON } from '~/machines/rescheduleMachine';
import { HOOKUP } from '~/common/messages/hookups';
import { dayOf } from '~/web/components/hookups/TimeslotPicker';
import { hookupChanged, memberHookup } from '~/web/testing/hookups';
import type { HookupData } from '~/web/lib/hookupLive';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import ReschedulePage from './ReschedulePage';

const slots = [
  { __typename: 'Timeslot', startDateTime: '2030-01-03T09:00:00.000Z', endDateTime: '2030-01-03T09:30:00.000Z' },
  { __typename: 'Timeslot', startDateTime: '2030-01-03T13:00:00.000Z', endDateTime: '2030-01-03T13:30:00.000Z' },
  { __typename: 'Timeslot', startDateTime: '2030-01-05T09:00:00.000Z', endDateTime: '2030-01-05T09:30:00.000Z' },
];
const refusal = (message: string, errorCode: number, code = 'CONFLICT') => json({ data: null, errors: [{ message, extensions: { code, errorCode } }] });

function renderReschedule(hookup: HookupData, extra: Parameters<typeof fakeGateway>[0] = {}) {
  const gateway = fakeGateway({
    MemberHookup: [() => json({ data: { hookup } })],
    HookupTimeslots: [() => json({ data: { hookupTimeslots: slots } })],
    ...extra,
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/reschedule/:hookupId', element: <ReschedulePage /> },
      { path: '/timeslots', element: <p>timeslots page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/reschedule/${hookup.uuid}`] },
  );
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, live, router };
}

const slotRadio = (iso: string) => screen.getAllByRole('radio').find((r) => (r as HTMLInputElement).value === iso)!;
/** Save, once the choice reached the machine (Ark reports a radio's change a moment after the click). */
async function save() {
  const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}
const rescheduleCancelDialog = () => screen.findByRole('alertdialog', { name: HOOKUP.rescheduleCancelTitle });

afterEach(cleanup);

describe('/reschedule/:hookupId', () => {
  it("shows the hookup, a day picker of the local days with free times, and the first day's times", async () => {
    const { gateway } = renderReschedule(memberHookup('h-1'));
    expect(await screen.findByText('Hookup with Grace Hopper')).toBeTruthy();
    expect(screen.getByText('2 reschedules left (of 2)')).toBeTruthy();
    await screen.findAllByRole('radiogroup');
    expect(gateway.of('HookupTimeslots')[0]!.variables).toEqual({ uuid: 'h-1' });
    const [first, second] = [dayOf(slots[0]!.startDateTime), dayOf(slots[2]!.startDateTime)];
    const dayRadios = within(screen.getByRole('radiogroup', { name: 'Day' })).getAllByRole('radio');
    expect(dayRadios.map((r) => r.getAttribute('aria-label'))).toEqual([`${first}, 2 free times`, `${second}, 1 free time`]);
    expect(within(screen.getByRole('group', { name: first })).getAllByRole('radio')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    // another day shows its own times
    fireEvent.click(dayRadios[1]!);
    await waitFor(() => expect(within(screen.getByRole('group', { name: second })).getAllByRole('radio')).toHaveLength(1));
  });

  it('choosing a time and Save reschedules it and goes back to /timeslots', async () => {
    const { gateway, router } = renderReschedule(memberHookup('h-1'), {
      RescheduleHookup: [() => json({ data: { rescheduleHookup: memberHookup('h-1', { startDateTime: slots[1]!.startDateTime, rescheduleCount: 1, reschedulesLeft: 1 }) } })],
    });
    await screen.findByRole('radiogroup', { name: 'Available times' });
    fireEvent.click(slotRadio(slots[1]!.startDateTime));
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/timeslots'));
    expect(gateway.of('RescheduleHookup')[0]!.variables).toEqual({ uuid: 'h-1', startDateTime: slots[1]!.startDateTime });
  });

  it("the third attempt opens 'Reschedule cancel' with the spec's text, and SAVE cancels the hookup", async () => {
    const { gateway, router } = renderReschedule(memberHookup('h-1', { rescheduleCount: 2, reschedulesLeft: 0 }), {
      CancelHookup: [() => json({ data: { cancelHookup: memberHookup('h-1', { hookupStatus: 'CANCELLED', rescheduleCount: 2, reschedulesLeft: 0 }) } })],
    });
    const dialog = await rescheduleCancelDialog();
    expect(within(dialog).getByRole('heading', { name: 'Reschedule cancel' })).toBeTruthy();
    expect(within(dialog).getByText(HOOKUP.rescheduleLimit)).toBeTruthy();
    // no slots are asked for: there is no reschedule left
    expect(gateway.of('HookupTimeslots')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/timeslots'));
    expect(router.state.location.search).toBe('?view=past');
    expect(gateway.of('CancelHookup')[0]!.variables).toEqual({ uuid: 'h-1', reason: RESCHEDULE_LIMIT_CANCEL_REASON });
  });

  it('keeping the hookup (or closing the dialog) leaves it as it is and goes back', async () => {
    const { gateway, router } = renderReschedule(memberHookup('h-1', { rescheduleCount: 2, reschedulesLeft: 0 }));
    const dialog = await rescheduleCancelDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the hookup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/timeslots'));
    expect(gateway.of('CancelHookup')).toHaveLength(0);
  });

  it('the server answering 1002 opens the same dialog', async () => {
    renderReschedule(memberHookup('h-1', { rescheduleCount: 1, reschedulesLeft: 1 }), {
      RescheduleHookup: [() => refusal(HOOKUP.rescheduleLimit, 1002)],
    });
    await screen.findByRole('radiogroup', { name: 'Available times' });
    fireEvent.click(slotRadio(slots[0]!.startDateTime));
    await save();
    const dialog = await rescheduleCancelDialog();
    expect(within(dialog).getByText(HOOKUP.rescheduleLimit)).toBeTruthy();
  });

  it("SAVE on a hookup the partner already cancelled shows 'The hookup has already been cancelled!'", async () => {
    const { router } = renderReschedule(memberHookup('h-1', { rescheduleCount: 2, reschedulesLeft: 0 }), {
      CancelHookup: [() => refusal(HOOKUP.alreadyCancelled, 1003)],
    });
    const dialog = await rescheduleCancelDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', HOOKUP.alreadyCancelled);
    expect(router.state.location.pathname).toBe('/reschedule/h-1');
  });

  it('a time taken meanwhile (1006) is explained and the free times are loaded again', async () => {
    const { gateway } = renderReschedule(memberHookup('h-1'), { RescheduleHookup: [() => refusal(HOOKUP.slotUnavailable, 1006)] });
    await screen.findByRole('radiogroup', { name: 'Available times' });
    fireEvent.click(slotRadio(slots[0]!.startDateTime));
    await save();
    expect(await screen.findByText(HOOKUP.slotUnavailable)).toBeTruthy();
    await waitFor(() => expect(gateway.of('HookupTimeslots')).toHaveLength(2));
  });

  it("the partner's cancel arriving live ends the attempt with the reason shown", async () => {
    const hookup = memberHookup('h-1');
    const { live } = renderReschedule(hookup);
    await screen.findByRole('radiogroup', { name: 'Available times' });
    await waitFor(() => expect(live.live().some((s) => s.operationName === 'LiveHookupChanged')).toBe(true));
    live.live().find((s) => s.operationName === 'LiveHookupChanged')!.push(hookupChanged({ ...hookup, hookupStatus: 'CANCELLED' }, '9', 'cancelled'));
    expect(await screen.findByText(HOOKUP.alreadyCancelled)).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Available times' })).toBeNull();
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('an unknown hookup shows the server message', async () => {
    renderReschedule(memberHookup('h-404'), { MemberHookup: [() => refusal(HOOKUP.notFound, 1001, 'NOT_FOUND')] });
    expect(await screen.findByText(HOOKUP.notFound)).toBeTruthy();
  });
});
