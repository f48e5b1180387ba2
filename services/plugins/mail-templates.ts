// The mails services send. Plain text plus a simple HTML version; links go to the web routes of spec §2.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  link: string;
  /** an iCalendar attachment (a hookup invite, update or cancel): nodemailer's `icalEvent`, mail_outbox.ical_event */
  icalEvent?: { method: string; content: string };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(firstName: string, subject: string, lines: string[], action: string, link: string, note: string): MailContent {
  const greeting = `Hello ${firstName},`;
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', note, '', 'The Hookups team'].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color: #666; font-size: 0.9em">${escapeHtml(note)}<br>${escapeHtml(link)}</p>`,
    '<p>The Hookups team</p>',
    '</body></html>',
  ].join('\n');
  return { subject, text, html, link };
}

function linkTo(publicUrl: string, route: string, token: string): string {
  const url = new URL(route, `${publicUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

export function verificationMail(publicUrl: string, firstName: string, token: string): MailContent {
  return compose(
    firstName,
    'Confirm your email address',
    ['Welcome to Hookups! Please confirm your email address to finish setting up your account.'],
    'Confirm my email',
    linkTo(publicUrl, '/user/confirm', token),
    'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  );
}

export function passwordResetMail(publicUrl: string, firstName: string, token: string): MailContent {
  return compose(
    firstName,
    'Reset your password',
    ['Somebody (hopefully you) asked to reset the password of your Hookups account.'],
    'Choose a new password',
    linkTo(publicUrl, '/reset-password', token),
    'The link works once and expires in 1 hour. If you did not ask for it, your password stays as it is.',
  );
}

export function usernameChangeMail(publicUrl: string, firstName: string, token: string): MailContent {
  return compose(
    firstName,
    'Confirm your new email address',
    ['You asked to use this address as the email of your Hookups account.'],
    'Confirm my new email',
    linkTo(publicUrl, '/user/confirm-changed-email', token),
    'The link works once and expires in 24 hours. Until you confirm, you keep logging in with your old email.',
  );
}

export type HookupMailKind = 'matched' | 'rescheduled' | 'updated' | 'cancelled' | 'removed';

const HOOKUP_SUBJECTS: Record<HookupMailKind, string> = {
  matched: 'You have a new hookup',
  rescheduled: 'Your hookup has a new time',
  updated: 'Your hookup has changed',
  cancelled: 'Your hookup has been cancelled',
  removed: 'You are no longer part of a hookup',
};

/** A one-to-one hookup mail with its .ics (services/API.md § Events and mail); `when` is the UTC start and end. */
export function hookupMail(
  publicUrl: string,
  firstName: string,
  kind: HookupMailKind,
  details: { partnerName: string; start: string; end: string; reasons: string[]; cancellationReason: string | null },
  icalEvent: { method: string; content: string },
): MailContent {
  const when = `${details.start.replace('T', ' ').slice(0, 16)} – ${details.end.replace('T', ' ').slice(11, 16)} UTC`;
  const lines: Record<HookupMailKind, string[]> = {
    matched: [`You have been matched with ${details.partnerName} on ${when}.`, ...(details.reasons.length ? [`Why: ${details.reasons.join('; ')}.`] : [])],
    rescheduled: [`Your hookup with ${details.partnerName} has moved to ${when}.`],
    updated: [`An admin changed your hookup: it is now with ${details.partnerName} on ${when}.`],
    cancelled: [
      `Your hookup with ${details.partnerName} on ${when} has been cancelled.`,
      ...(details.cancellationReason ? [`Reason: ${details.cancellationReason}`] : []),
    ],
    removed: [`An admin changed the hookup on ${when}: you are no longer part of it.`],
  };
  const link = new URL('/timeslots', `${publicUrl}/`).toString();
  const action = kind === 'cancelled' || kind === 'removed' ? 'See your hookups' : 'Confirm or reschedule';
  const note = 'The attached invitation keeps your calendar up to date.';
  return { ...compose(firstName, HOOKUP_SUBJECTS[kind], lines[kind], action, link, note), icalEvent };
}
