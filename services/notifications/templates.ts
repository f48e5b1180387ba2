import { NOTIFICATION_LABELS, NOTIFICATION_REMINDER_MINUTES, type NotificationCode } from '~/common/constants';
import { layoutMail } from '~/services/plugins/mail-templates';
import type { NotificationDraft } from './types';

// One email template per notification code (services/API.md § Notification email), rendered when the mail is queued.
// The body is the notification's message, the draft's detail lines and its button; the footer says which switch the
// mail belongs to and carries the unsubscribe link. The hookup subjects are the ones hookup mails always had.

interface Template {
  subject: string;
  /** the button's label when the draft has an actionUrl */
  action: string;
}

const CALENDAR_NOTE = 'The attached invitation keeps your calendar up to date.';

export const TEMPLATES: Record<NotificationCode, Template> = {
  FORUM_REPLY: { subject: 'Someone replied to your post', action: 'Read the reply' },
  FORUM_TOPIC_POST: { subject: 'A new post in a topic you follow', action: 'Read the post' },
  FORUM_MENTION: { subject: 'You were mentioned in the forum', action: 'Read the post' },
  GROUP_HOOKUP_APPROVED: { subject: 'Your group hookup has been approved', action: 'See your group hookup' },
  GROUP_HOOKUP_REJECTED: { subject: 'Your group hookup was not accepted', action: 'See your group hookup' },
  GROUP_HOOKUP_CANCELLED: { subject: 'A group hookup you attend has been cancelled', action: 'See the group hookup' },
  GROUP_HOOKUP_ATTENDED: { subject: 'Someone will attend your group hookup', action: 'See your group hookup' },
  GROUP_HOOKUP_STARTING_SOON: { subject: `Your group hookup starts in ${NOTIFICATION_REMINDER_MINUTES} minutes`, action: 'Open the group hookup' },
  HOOKUP_MATCHED: { subject: 'You have a new hookup', action: 'Confirm or reschedule' },
  HOOKUP_CONFIRMED: { subject: 'Your hookup has been confirmed', action: 'See your hookups' },
  HOOKUP_RESCHEDULED: { subject: 'Your hookup has a new time', action: 'Confirm or reschedule' },
  HOOKUP_CANCELLED: { subject: 'Your hookup has been cancelled', action: 'See your hookups' },
  HOOKUP_STARTING_SOON: { subject: `Your hookup starts in ${NOTIFICATION_REMINDER_MINUTES} minutes`, action: 'See your hookups' },
  WELCOME: { subject: 'Welcome to Hookups', action: 'Set your availability' },
  CHAT_UNREAD: { subject: 'You have unread chat messages', action: 'Open the chat' },
  REVIEW_REQUESTED: { subject: 'How was your meeting?', action: 'Write your review' },
  REVIEW_REVEALED: { subject: 'A review of you is revealed', action: 'Read your reviews' },
  FEEDBACK_RECEIVED: { subject: 'New feedback', action: 'Read the feedback' },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The mail of one draft; `unsubscribeUrl` is this mail's own link (its token unsubscribes the member). */
export function renderNotificationMail(draft: NotificationDraft, links: { unsubscribeUrl: string; settingsUrl: string }): RenderedMail {
  const template = TEMPLATES[draft.code];
  const { firstName, details, actionUrl, icalEvent } = draft.mail;
  const body = layoutMail({
    subject: template.subject,
    firstName,
    lines: [draft.message, ...details],
    action: actionUrl ? { label: template.action, url: actionUrl } : null,
    note: icalEvent ? CALENDAR_NOTE : null,
    footer: {
      reason: `You get this email because "${NOTIFICATION_LABELS[draft.code]}" is on in your email settings.`,
      unsubscribeUrl: links.unsubscribeUrl,
      settingsUrl: links.settingsUrl,
    },
  });
  return { subject: template.subject, ...body };
}
