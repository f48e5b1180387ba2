// The mails services send. Plain text plus a simple HTML version; links go to the web routes of spec §2.

import { SET_PASSWORD_TTL_HOURS } from '~/common/constants';
import { PAGES, pagePath, pageUrl } from '~/common/routes';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** the mail's link a developer (or a test) follows when mail is stored: mail_outbox.link and the 'mail stored' log */
  link: string | null;
  /** an iCalendar attachment (a hookup invite, update or cancel): nodemailer's `icalEvent`, mail_outbox.ical_event */
  icalEvent?: { method: string; content: string };
  /** RFC 2369 List-Unsubscribe URL (nodemailer `list.unsubscribe` writes it as `<url>`) */
  listUnsubscribe?: string;
  /** more header lines, e.g. RFC 8058 List-Unsubscribe-Post (nodemailer `headers`) */
  headers?: Record<string, string>;
  /** `<id@domain>`: the same mail sent twice carries the same Message-ID, so mail clients show it once */
  messageId?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What every mail body is made of; notification mails add the footer that says why they came and how to stop them. */
export interface MailLayout {
  /** the mail's subject, also the HTML document's title */
  subject: string;
  firstName: string;
  lines: string[];
  action: { label: string; url: string } | null;
  /** small print under the action (how long a link works, what the attachment is for) */
  note: string | null;
  footer?: { reason: string; unsubscribeUrl: string; settingsUrl: string };
}

export function layoutMail({ subject, firstName, lines, action, note, footer }: MailLayout): { text: string; html: string } {
  const greeting = `Hello ${firstName},`;
  const text = [
    greeting,
    '',
    ...lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(note ? ['', note] : []),
    '',
    'The Hookups team',
    ...(footer
      ? ['', '--', footer.reason, `Choose which emails you get: ${footer.settingsUrl}`, `Unsubscribe from all emails: ${footer.unsubscribeUrl}`]
      : []),
  ].join('\n');
  // the action's address is repeated under the note for mail clients that hide links
  const small = [note ? escapeHtml(note) : null, action && note ? escapeHtml(action.url) : null].filter((part) => part !== null);
  const html = [
    // a whole document (lang, head, charset, title): what html-validate's standard rules and screen readers expect
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    ...(small.length ? [`<p style="color: #666; font-size: 0.9em">${small.join('<br>')}</p>`] : []),
    '<p>The Hookups team</p>',
    ...(footer
      ? [
          `<hr><p style="color: #666; font-size: 0.8em">${escapeHtml(footer.reason)}<br>` +
            `<a href="${escapeHtml(footer.settingsUrl)}">Choose which emails you get</a> · ` +
            `<a href="${escapeHtml(footer.unsubscribeUrl)}">Unsubscribe from all emails</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

function compose(firstName: string, subject: string, lines: string[], action: string, link: string, note: string): MailContent {
  return { subject, ...layoutMail({ subject, firstName, lines, action: { label: action, url: link }, note }), link };
}

function linkTo(publicUrl: string, page: (typeof PAGES)['confirmEmail' | 'resetPassword' | 'confirmChangedEmail'], token: string): string {
  return pageUrl(publicUrl, pagePath(page), { token });
}

export function verificationMail(publicUrl: string, firstName: string, token: string): MailContent {
  return compose(
    firstName,
    'Confirm your email address',
    ['Welcome to Hookups! Please confirm your email address to finish setting up your account.'],
    'Confirm my email',
    linkTo(publicUrl, PAGES.confirmEmail, token),
    'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  );
}

export function passwordResetMail(publicUrl: string, firstName: string, token: string): MailContent {
  return compose(
    firstName,
    'Reset your password',
    ['Somebody (hopefully you) asked to reset the password of your Hookups account.'],
    'Choose a new password',
    linkTo(publicUrl, PAGES.resetPassword, token),
    'The link works once and expires in 1 hour. If you did not ask for it, your password stays as it is.',
  );
}

/**
 * The mail of a member an admin created: the password-reset link (a 'reset' email token, /reset-password) with words
 * for a first password. Following it sets the password and confirms the address, as a reset does.
 */
export function setPasswordMail(publicUrl: string, firstName: string, token: string): MailContent {
  return compose(
    firstName,
    'Your Hookups account is ready',
    ['An admin of your community created a Hookups account for you. Choose a password to log in.'],
    'Set my password',
    linkTo(publicUrl, PAGES.resetPassword, token),
    `The link works once and expires in ${SET_PASSWORD_TTL_HOURS} hours. After that, use "Forgot password" on the login page.`,
  );
}

export function usernameChangeMail(publicUrl: string, firstName: string, token: string): MailContent {
  return compose(
    firstName,
    'Confirm your new email address',
    ['You asked to use this address as the email of your Hookups account.'],
    'Confirm my new email',
    linkTo(publicUrl, PAGES.confirmChangedEmail, token),
    'The link works once and expires in 24 hours. Until you confirm, you keep logging in with your old email.',
  );
}
