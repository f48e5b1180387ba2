// The mails services send. Plain text plus a simple HTML version; links go to the web routes of spec §2.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  link: string;
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
