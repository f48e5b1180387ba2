import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_CODES, NOTIFICATION_LABELS } from '~/common/constants';
import { NOTIFICATION } from '~/common/messages/notifications';
import { formatDateTime } from '~/web/lib/dates';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import SettingsPage from './SettingsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const mailing = (overrides: Record<string, unknown> = {}, off: string[] = []) => ({
  __typename: 'MailingPreferences',
  preferences: NOTIFICATION_CODES.map((code) => ({ notificationCode: code, label: NOTIFICATION_LABELS[code], email: !off.includes(code) })),
  unsubscribeDate: null,
  pauseNotificationsStartDate: null,
  pauseNotificationsEndDate: null,
  paused: false,
  ...overrides,
});
const answer = (field: string, preferences: unknown) => () => json({ data: { [field]: preferences } });
const failure = (message: string, code = 'BAD_USER_INPUT') => () => json({ data: null, errors: [{ message, extensions: { code } }] });

function renderSettings(routes: Record<string, Array<(call: Call) => Response>>) {
  const gateway = fakeGateway(routes);
  renderWithSession(<SettingsPage />, { path: '/settings', gateway });
  return gateway;
}

const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('section')!;
const toggle = (scope: HTMLElement, label: string) => within(scope).getByRole('checkbox', { name: label }) as HTMLInputElement;

describe('settings › email notifications', () => {
  it('shows one switch per notification type, labelled as the query says, each saved when switched', async () => {
    const gateway = renderSettings({
      MailingPreferences: [answer('mailingPreferences', mailing())],
      UpdateMailingPreferences: [answer('updateMailingPreferences', mailing({}, ['HOOKUP_MATCHED']))],
    });
    const emails = await card('Email notifications');
    await waitFor(() => expect(within(emails).getAllByRole('checkbox')).toHaveLength(NOTIFICATION_CODES.length));
    const matched = toggle(emails, NOTIFICATION_LABELS.HOOKUP_MATCHED);
    expect(matched.checked).toBe(true);
    fireEvent.click(matched);
    await waitFor(() => expect(gateway.of('UpdateMailingPreferences')).toHaveLength(1));
    expect(gateway.of('UpdateMailingPreferences')[0].variables).toEqual({
      input: { preferences: [{ notificationCode: 'HOOKUP_MATCHED', email: false }] },
    });
    // saved: the switch shows the answer (it is disabled while it is being saved)
    const state = (input: HTMLInputElement) => ({ disabled: input.disabled, checked: input.checked, shown: input.closest('[data-state]')?.getAttribute('data-state') });
    await waitFor(() => expect(state(toggle(emails, NOTIFICATION_LABELS.HOOKUP_MATCHED))).toEqual({ disabled: false, checked: false, shown: 'unchecked' }));
    expect(toggle(emails, NOTIFICATION_LABELS.WELCOME).checked).toBe(true);
  });

  it("shows the server's message when a switch cannot be saved, and the switch as it was", async () => {
    const gateway = renderSettings({
      MailingPreferences: [answer('mailingPreferences', mailing())],
      UpdateMailingPreferences: [failure(NOTIFICATION.unknownPreference), answer('updateMailingPreferences', mailing({}, ['WELCOME']))],
    });
    const emails = await card('Email notifications');
    await waitFor(() => expect(within(emails).getAllByRole('checkbox')).toHaveLength(NOTIFICATION_CODES.length));
    fireEvent.click(toggle(emails, NOTIFICATION_LABELS.WELCOME));
    expect(await within(emails).findByText(NOTIFICATION.unknownPreference)).toBeTruthy();
    await waitFor(() => expect(toggle(emails, NOTIFICATION_LABELS.WELCOME).checked).toBe(true));
    // switched again, it is saved again
    fireEvent.click(toggle(emails, NOTIFICATION_LABELS.WELCOME));
    await waitFor(() => expect(within(emails).queryByText(NOTIFICATION.unknownPreference)).toBeNull());
    expect(gateway.of('UpdateMailingPreferences').map((c) => c.variables)).toEqual([
      { input: { preferences: [{ notificationCode: 'WELCOME', email: false }] } },
      { input: { preferences: [{ notificationCode: 'WELCOME', email: false }] } },
    ]);
    await waitFor(() => expect(toggle(emails, NOTIFICATION_LABELS.WELCOME).closest('[data-state]')?.getAttribute('data-state')).toBe('unchecked'));
    expect(toggle(emails, NOTIFICATION_LABELS.WELCOME).checked).toBe(false);
  });

  it('says when the member unsubscribed, and receives emails again on request', async () => {
    const unsubscribeDate = '2030-01-05T09:30:00.000Z';
    const gateway = renderSettings({
      MailingPreferences: [answer('mailingPreferences', mailing({ unsubscribeDate }))],
      UpdateMailingPreferences: [answer('updateMailingPreferences', mailing())],
    });
    const emails = await card('Email notifications');
    expect(await within(emails).findByText(new RegExp(`unsubscribed from our emails on ${formatDateTime(unsubscribeDate)}`))).toBeTruthy();
    fireEvent.click(within(emails).getByRole('button', { name: 'Receive emails again' }));
    await waitFor(() => expect(within(emails).queryByRole('button', { name: 'Receive emails again' })).toBeNull());
    expect(gateway.of('UpdateMailingPreferences')[0].variables).toEqual({ input: { subscribe: true } });
    expect(within(emails).queryByText(/unsubscribed from our emails/)).toBeNull();
  });

  it('shows why the preferences could not be read, and tries again', async () => {
    renderSettings({
      MailingPreferences: [failure('The service is unavailable.', 'INTERNAL'), answer('mailingPreferences', mailing())],
    });
    const emails = await card('Email notifications');
    expect(await within(emails).findByText('The service is unavailable.')).toBeTruthy();
    fireEvent.click(within(emails).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(emails).getAllByRole('checkbox')).toHaveLength(NOTIFICATION_CODES.length));
  });
});

describe('settings › pause notifications', () => {
  it('chooses no number of weeks by default, and asks for one before pausing', async () => {
    const gateway = renderSettings({ MailingPreferences: [answer('mailingPreferences', mailing())] });
    const pause = await card('Pause notifications');
    const weeks = (await within(pause).findByLabelText('Pause for')) as HTMLSelectElement;
    expect(weeks.value).toBe('');
    const options = Array.from(weeks.options).filter((o) => !o.disabled);
    expect(options.map((o) => o.value)).toEqual(Array.from({ length: 52 }, (_, i) => String(i + 1)));
    fireEvent.click(within(pause).getByRole('button', { name: 'Pause' }));
    expect(await within(pause).findByText(NOTIFICATION.pauseWeeks)).toBeTruthy();
    expect(gateway.of('PauseNotifications')).toHaveLength(0);
  });

  it('pauses for the weeks chosen, says until when, and unpauses', async () => {
    const end = '2030-01-15T10:00:00.000Z';
    const gateway = renderSettings({
      MailingPreferences: [answer('mailingPreferences', mailing())],
      PauseNotifications: [answer('pauseNotifications', mailing({ paused: true, pauseNotificationsStartDate: '2030-01-01T10:00:00.000Z', pauseNotificationsEndDate: end }))],
      UnpauseNotifications: [answer('unpauseNotifications', mailing())],
    });
    const pause = await card('Pause notifications');
    fireEvent.change(await within(pause).findByLabelText('Pause for'), { target: { value: '2' } });
    fireEvent.click(within(pause).getByRole('button', { name: 'Pause' }));
    expect(await within(pause).findByText(`Notifications are paused until ${formatDateTime(end)}.`)).toBeTruthy();
    expect(gateway.of('PauseNotifications')[0].variables).toEqual({ weeks: 2 });
    expect(within(pause).queryByLabelText('Pause for')).toBeNull();

    fireEvent.click(within(pause).getByRole('button', { name: 'Unpause' }));
    expect(await within(pause).findByLabelText('Pause for')).toBeTruthy();
    expect(gateway.of('UnpauseNotifications')).toHaveLength(1);
    expect(within(pause).queryByText(/Notifications are paused/)).toBeNull();
  });

  it('says a pause with no end lasts until the member resumes them', async () => {
    renderSettings({
      MailingPreferences: [answer('mailingPreferences', mailing({ paused: true, pauseNotificationsStartDate: '2030-01-01T10:00:00.000Z' }))],
    });
    const pause = await card('Pause notifications');
    expect(await within(pause).findByText('Notifications are paused until you resume them.')).toBeTruthy();
    expect(within(pause).getByRole('button', { name: 'Unpause' })).toBeTruthy();
  });

  it("shows the server's message when the pause is refused", async () => {
    renderSettings({
      MailingPreferences: [answer('mailingPreferences', mailing())],
      PauseNotifications: [failure(NOTIFICATION.pauseWeeks)],
    });
    const pause = await card('Pause notifications');
    fireEvent.change(await within(pause).findByLabelText('Pause for'), { target: { value: '52' } });
    fireEvent.click(within(pause).getByRole('button', { name: 'Pause' }));
    expect(await within(pause).findByRole('alert')).toBeTruthy();
    expect(within(pause).getByRole('alert').textContent).toContain(NOTIFICATION.pauseWeeks);
    expect(within(pause).getByLabelText('Pause for')).toBeTruthy();
  });
});
