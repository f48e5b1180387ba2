import { SET_PASSWORD_TTL_HOURS } from '~/common/constants';
import { layoutMail, type MailContent } from '~/services/plugins/mail-templates';

/**
 * The mail of a member an admin created: the password-reset link (a 'reset' email token, /reset-password) with words
 * for a first password. Following it sets the password and confirms the address, as a reset does.
 */
export function setPasswordMail(publicUrl: string, firstName: string, token: string): MailContent {
  const link = new URL('/reset-password', `${publicUrl}/`);
  link.searchParams.set('token', token);
  const url = link.toString();
  return {
    subject: 'Your Hookups account is ready',
    ...layoutMail({
      firstName,
      lines: ['An admin of your community created a Hookups account for you. Choose a password to log in.'],
      action: { label: 'Set my password', url },
      note: `The link works once and expires in ${SET_PASSWORD_TTL_HOURS} hours. After that, use "Forgot password" on the login page.`,
    }),
    link: url,
  };
}
