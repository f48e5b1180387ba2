import { layoutMail, type MailContent } from '~/services/plugins/mail-templates';

/** The invitation POST /referrals sends: the inviter's personal link to /register?ref=CODE. */
export function invitationMail(inviterName: string, link: string): MailContent {
  const subject = `${inviterName} invites you to join Hookups`;
  return {
    subject,
    ...layoutMail({
      subject,
      firstName: 'there',
      lines: [
        `${inviterName} uses Hookups to meet other sales professionals one to one and in group hookups, and would like you to join.`,
      ],
      action: { label: 'Join Hookups', url: link },
      note: 'If you do not know the sender, you can ignore this email: you will not hear from us again unless you sign up.',
    }),
    link,
  };
}
