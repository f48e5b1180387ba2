import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_FILTER_DEBOUNCE_MS, HOOKUP_ERROR_CODES, USER_PICKER_PAGE_SIZE } from '~/common/constants';
import { HOOKUP } from '~/common/messages/hookups';
import { VALIDATION } from '~/common/messages/validation';
import { adminHookup, refusal } from '~/web/testing/adminHookups';
import { toLocalInput } from '~/web/components/admin-hookups/timeCycleSchema';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import HookupEditPage from './HookupEditPage';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  // jsdom lacks scrollIntoView and CSS.escape, which the combobox uses on the highlighted item
  Element.prototype.scrollIntoView = () => {};
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const members = [
  { uuid: 'm-1', fullName: 'Ada Lovelace', username: 'ada@example.com', imageUrl: null, jobPosition: null },
  { uuid: 'm-2', fullName: 'Grace Hopper', username: 'grace@example.com', imageUrl: null, jobPosition: null },
  { uuid: 'm-3', fullName: 'Katherine Johnson', username: 'kj@example.com', imageUrl: null, jobPosition: null },
];

const picker = (call: Call) => {
  const name = String(call.variables.fullName ?? '').toLowerCase();
  const elements = members.filter((m) => m.fullName.toLowerCase().includes(name));
  return json({ data: { memberPicker: { elements, totalPages: 1, page: 0 } } });
};

function renderPage(routes: Parameters<typeof fakeGateway>[0] = {}) {
  const gateway = fakeGateway({
    AdminHookup: [() => json({ data: { adminHookup: adminHookup('h-1') } })],
    MemberPicker: [picker],
    ...routes,
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/hookups/:hookupId/edit', element: <HookupEditPage /> },
      { path: '/timecycles', element: <p>timecycles page</p> },
    ],
    { initialEntries: ['/hookups/h-1/edit'] },
  );
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, router };
}

const form = () => screen.findByRole('form', { name: 'Edit hookup' });
const field = (scope: HTMLElement, label: RegExp) => within(scope).getByRole('combobox', { name: label }) as HTMLInputElement;
/** Types into a combobox as a member would: focus, then the text (the combobox reports it a tick later). */
const type = async (input: HTMLInputElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  await act(async () => {});
};
const startInput = (scope: HTMLElement) => within(scope).getByLabelText(/^Start/) as HTMLInputElement;

describe('/hookups/:hookupId/edit', () => {
  it('prefills the form from the hookup', async () => {
    const { gateway } = renderPage();
    const edit = await form();
    expect(gateway.of('AdminHookup')[0].variables).toEqual({ uuid: 'h-1' });
    expect(field(edit, /^First participant/).value).toBe('Ada Lovelace');
    expect(field(edit, /^Second participant/).value).toBe('Grace Hopper');
    expect(startInput(edit).value).toBe(toLocalInput('2030-01-03T10:00:00.000Z'));
    expect(screen.getByText(/keeps its 30 minutes/)).toBeTruthy();
  });

  it('picks a member by name (page size 50, searched after the debounce) and saves the hookup', async () => {
    const { gateway, router } = renderPage({ UpdateHookup: [() => json({ data: { updateHookup: adminHookup('h-1') } })] });
    const edit = await form();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const input = field(edit, /^Second participant/);
    await type(input, 'Kath');
    await act(async () => vi.advanceTimersByTime(ADMIN_FILTER_DEBOUNCE_MS + 10));
    await waitFor(() => expect(gateway.of('MemberPicker').some((c) => c.variables.fullName === 'Kath')).toBe(true));
    expect(gateway.of('MemberPicker').every((c) => c.variables.size === USER_PICKER_PAGE_SIZE)).toBe(true);
    const option = await screen.findByRole('option', { name: /Katherine Johnson/ });
    fireEvent.click(option);
    await waitFor(() => expect(input.value).toBe('Katherine Johnson'));
    vi.useRealTimers();

    fireEvent.change(startInput(edit), { target: { value: '2099-05-01T09:30' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save hookup' }));
    await waitFor(() => expect(gateway.of('UpdateHookup')).toHaveLength(1));
    expect(gateway.of('UpdateHookup')[0].variables).toEqual({
      input: { id: 'h-1', firstParticipant: 'm-1', secondParticipant: 'm-3', startDateTime: new Date('2099-05-01T09:30').toISOString() },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/timecycles'));
  });

  it('refuses a start in the past and a missing first participant before sending', async () => {
    const { gateway } = renderPage();
    const edit = await form();
    fireEvent.change(startInput(edit), { target: { value: '2020-01-01T10:00' } });
    await type(field(edit, /^First participant/), '');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save hookup' }));
    expect(await within(edit).findByText(HOOKUP.startInPast)).toBeTruthy();
    expect(within(edit).getByText(VALIDATION.required)).toBeTruthy();
    expect(gateway.of('UpdateHookup')).toHaveLength(0);
  });

  it('shows the same member twice under the second participant', async () => {
    const { gateway } = renderPage({ AdminHookup: [() => json({ data: { adminHookup: adminHookup('h-1', { secondParticipant: { uuid: 'm-1', fullName: 'Ada Lovelace', imageUrl: null, jobPosition: null } }) } })] });
    const edit = await form();
    fireEvent.click(within(edit).getByRole('button', { name: 'Save hookup' }));
    const error = await within(edit).findByText(HOOKUP.samePerson);
    expect(error.closest('[data-part="root"]')?.textContent).toContain('Second participant');
    expect(gateway.of('UpdateHookup')).toHaveLength(0);
  });

  it.each([
    { code: HOOKUP_ERROR_CODES.timeslot, message: HOOKUP.participantBusy, under: 'Start' },
    { code: HOOKUP_ERROR_CODES.samePerson, message: HOOKUP.samePerson, under: 'Second participant' },
  ])('shows the refusal $code under $under', async ({ code, message, under }) => {
    renderPage({ UpdateHookup: [() => json(refusal(message, code === HOOKUP_ERROR_CODES.samePerson ? 'BAD_USER_INPUT' : 'CONFLICT', { errorCode: code }))] });
    const edit = await form();
    fireEvent.change(startInput(edit), { target: { value: '2099-05-01T09:30' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save hookup' }));
    const shown = await within(edit).findByText(message);
    expect(shown.closest('[data-part="root"]')?.textContent).toContain(under);
    expect(within(edit).queryByRole('alert')?.textContent ?? '').not.toContain(message);
  });

  it.each([
    { code: HOOKUP_ERROR_CODES.notFound, message: HOOKUP.notFound, status: 'NOT_FOUND' },
    { code: HOOKUP_ERROR_CODES.alreadyCancelled, message: HOOKUP.alreadyCancelled, status: 'CONFLICT' },
    { code: HOOKUP_ERROR_CODES.alreadyTookPlace, message: HOOKUP.alreadyTookPlace, status: 'CONFLICT' },
    { code: HOOKUP_ERROR_CODES.blockedPair, message: HOOKUP.blockedPair, status: 'CONFLICT' },
  ])('shows the refusal $code above the form', async ({ code, message, status }) => {
    const { router } = renderPage({ UpdateHookup: [() => json(refusal(message, status, { errorCode: code }))] });
    const edit = await form();
    fireEvent.change(startInput(edit), { target: { value: '2099-05-01T09:30' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save hookup' }));
    await waitFor(() => expect(within(edit).getByRole('alert').textContent).toContain(message));
    expect(router.state.location.pathname).toBe('/hookups/h-1/edit');
  });

  it('says so when the hookup does not exist', async () => {
    renderPage({ AdminHookup: [() => json(refusal(HOOKUP.notFound, 'NOT_FOUND', { errorCode: HOOKUP_ERROR_CODES.notFound }))] });
    expect(await screen.findByText(HOOKUP.notFound)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit hookup' })).toBeNull();
  });
});
