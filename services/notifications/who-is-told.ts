import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { NotificationCode } from '~/common/constants';
import type { ForumChanged } from '~/common/forum';
import { TOPICS, type GroupHookupChangeKind, type HookupChangeKind } from '~/common/events';
import { PAGES, pagePath, pageUrl } from '~/common/routes';
import type { DB } from '~/services/db';
import type { GroupHookup } from '~/services/group-hookups/schemas';
import { hookupInvite, organizerOf, type IcsMethod } from '~/services/hookups/ics';
import type { Hookup } from '~/services/hookups/schemas';
import type { OutboxEvent } from '~/services/outbox/event';
import { fullName } from '~/services/users/repository';
import type { FeedbackCreated } from '~/services/feedback/repository';
import { forumDrafts, forumRecipientUuids } from './forum-drafts';
import { feedbackDrafts, reviewChangedUuids, reviewRequestDrafts, reviewRequestedUuids, reviewRevealedDrafts } from './review-drafts';
import type { ReviewRequested } from '~/services/reviews/requests';
import type { MailFacts, NotificationDraft } from './types';

// services/API.md § Notifications "Where notifications come from": which outbox event tells whom what. Everything
// here is pure but `loadRecipients`; the consumer loads the members an event names, then asks for its drafts.

/** The facts about a member that their notifications need. */
export interface Recipient {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  username: string;
  imageUrl: string | null;
  timeZone: string;
}

export interface DeriveOptions {
  /** PUBLIC_URL: the mail's button is publicUrl + redirectUrl */
  publicUrl: string;
  /** MAIL_FROM: the organizer of the .ics */
  mailFrom: string;
}

type Recipients = ReadonlyMap<string, Recipient>;

interface GroupHookupChanged {
  kind: GroupHookupChangeKind;
  actorUUID: string | null;
  groupHookup: GroupHookup;
}

interface HookupChanged {
  kind: HookupChangeKind;
  actorUUID: string | null;
  hookup: Hookup;
  formerParticipantUUIDs?: string[];
}

const INVALID_DATE = '--/--/---- at --:--';

function inZone(date: string | Date, timeZone: string): TZDate | null {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return null;
  const zoned = new TZDate(time, timeZone);
  // an unknown zone gives an invalid date: UTC then, rather than nothing
  return Number.isNaN(zoned.getTime()) ? new TZDate(time, 'UTC') : zoned;
}

/** DESIGN.md § Time: dd/MM/yyyy 'at' HH:mm in the member's zone. */
export function formatDateTime(date: string | Date, timeZone: string): string {
  const zoned = inZone(date, timeZone);
  return zoned ? format(zoned, "dd/MM/yyyy 'at' HH:mm") : INVALID_DATE;
}

/** HH:mm in the member's zone (the reminders' "starts at"). */
export function formatTime(date: string | Date, timeZone: string): string {
  const zoned = inZone(date, timeZone);
  return zoned ? format(zoned, 'HH:mm') : '--:--';
}

// the in-app paths notifications open (common/routes.ts, as the router has them)
export const groupHookupUrl = (uuid: string) => pagePath(PAGES.groupHookupDetails, { uuid });
export const HOOKUPS_URL = pagePath(PAGES.timeslots);
export const WELCOME_URL = pagePath(PAGES.home);

/** the group hookup's image, else its host's avatar */
export const groupHookupImage = (groupHookup: GroupHookup) => groupHookup.imageUrl ?? groupHookup.host.imageUrl;

export const eventDedupeKey = (outboxId: number, code: NotificationCode) => `event:${outboxId}:${code}`;
export const reminderDedupeKey = (uuid: string, start: string | Date) => `reminder:${uuid}:${new Date(start).toISOString()}`;

export function mailFacts(recipient: Recipient, redirectUrl: string | null, options: DeriveOptions, extra: Partial<MailFacts> = {}): MailFacts {
  return {
    firstName: recipient.firstName,
    details: [],
    actionUrl: redirectUrl === null ? null : pageUrl(options.publicUrl, redirectUrl),
    icalEvent: null,
    ...extra,
  };
}

/** The members an event's drafts need: whom it tells, and the people its messages name. */
export function recipientUuids(event: OutboxEvent): string[] {
  if (event.topic === TOPICS.reviewChanged) return reviewChangedUuids(event.payload as Parameters<typeof reviewChangedUuids>[0]);
  if (event.topic === TOPICS.reviewRequested) return reviewRequestedUuids(event.payload as ReviewRequested);
  if (event.topic === TOPICS.feedbackCreated) return (event.payload as FeedbackCreated).adminUUIDs;
  if (event.topic === TOPICS.groupHookupChanged) {
    const { actorUUID, groupHookup } = event.payload as GroupHookupChanged;
    return [groupHookup.hostUUID, ...groupHookup.participants.map((p) => p.uuid), ...(actorUUID ? [actorUUID] : [])];
  }
  if (event.topic === TOPICS.hookupChanged) {
    const { actorUUID, hookup, formerParticipantUUIDs = [] } = event.payload as HookupChanged;
    return [hookup.firstParticipant.uuid, hookup.secondParticipant.uuid, ...formerParticipantUUIDs, ...(actorUUID ? [actorUUID] : [])];
  }
  if (event.topic === TOPICS.userConfirmed) return [(event.payload as { userUUID: string }).userUUID];
  if (event.topic === TOPICS.forumChanged) return forumRecipientUuids(event.payload as ForumChanged);
  return [];
}

/** Members by uuid (unknown uuids, e.g. a deleted account, are simply absent). */
export async function loadRecipients(db: DB, uuids: string[]): Promise<Map<string, Recipient>> {
  const unique = [...new Set(uuids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'firstName', 'lastName', 'username', 'imageUrl', 'timeZone'])
    .where('uuid', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.uuid, row]));
}

/** The notifications (and calendar mails) one outbox event makes; none for topics and kinds not in the table. */
export function deriveDrafts(event: OutboxEvent, recipients: Recipients, options: DeriveOptions): NotificationDraft[] {
  switch (event.topic) {
    case TOPICS.groupHookupChanged:
      return groupHookupDrafts(event.id, event.payload as GroupHookupChanged, recipients, options);
    case TOPICS.hookupChanged:
      return hookupDrafts(event.id, event.payload as HookupChanged, recipients, options);
    case TOPICS.reviewRequested:
      return reviewRequestDrafts(event.id, event.payload as ReviewRequested, recipients, options);
    case TOPICS.reviewChanged:
      return reviewRevealedDrafts(event.id, event.payload as Parameters<typeof reviewRevealedDrafts>[1], recipients, options);
    case TOPICS.feedbackCreated:
      return feedbackDrafts(event.id, event.payload as FeedbackCreated, recipients, options);
    case TOPICS.userConfirmed:
      return welcomeDrafts(event.id, event.payload as { userUUID: string }, recipients, options);
    case TOPICS.forumChanged:
      return forumDrafts(event.id, event.payload as ForumChanged, recipients, options);
    default:
      return [];
  }
}

function groupHookupDrafts(outboxId: number, change: GroupHookupChanged, recipients: Recipients, options: DeriveOptions): NotificationDraft[] {
  const { kind, actorUUID, groupHookup } = change;
  const title = groupHookup.title;
  const reason = groupHookup.cancellationReason ?? '';
  const draft = (uuid: string, code: NotificationCode, message: string, details: string[] = []): NotificationDraft[] => {
    const recipient = recipients.get(uuid);
    if (!recipient) return [];
    const redirectUrl = groupHookupUrl(groupHookup.uuid);
    return [
      {
        userId: recipient.id,
        userUuid: recipient.uuid,
        code,
        message,
        image: groupHookupImage(groupHookup),
        redirectUrl,
        dedupeKey: eventDedupeKey(outboxId, code),
        bell: true,
        mail: mailFacts(recipient, redirectUrl, options, { details }),
      },
    ];
  };
  switch (kind) {
    case 'approved':
      return draft(groupHookup.hostUUID, 'GROUP_HOOKUP_APPROVED', `Your group hookup "${title}" has been approved.`);
    case 'rejected':
      return draft(groupHookup.hostUUID, 'GROUP_HOOKUP_REJECTED', `Your group hookup "${title}" was not accepted: ${reason}`);
    case 'cancelled':
      return groupHookup.participants
        .filter((p) => p.uuid !== groupHookup.hostUUID)
        .flatMap((p) => draft(p.uuid, 'GROUP_HOOKUP_CANCELLED', `The group hookup "${title}" has been cancelled: ${reason}`));
    case 'attended': {
      // the actor is the member who joined; attending one's own group hookup is refused, but never tell the host about themselves
      const attendee = actorUUID ? recipients.get(actorUUID) : undefined;
      if (!attendee || attendee.uuid === groupHookup.hostUUID) return [];
      return draft(groupHookup.hostUUID, 'GROUP_HOOKUP_ATTENDED', `${fullName(attendee)} will attend your group hookup "${title}".`);
    }
    default:
      return [];
  }
}

/** What the .ics of a hookup mail is (services/API.md § One-to-one hookups "Events and mail"). */
function calendarMail(hookup: Hookup, method: IcsMethod, invitees: Recipient[], options: DeriveOptions): MailFacts['icalEvent'] {
  const attendees = invitees.map((member) => ({ name: fullName(member), email: member.username }));
  return { method, content: hookupInvite(hookup, method, { publicUrl: options.publicUrl, organizer: organizerOf(options.mailFrom), attendees }) };
}

function hookupDrafts(outboxId: number, change: HookupChanged, recipients: Recipients, options: DeriveOptions): NotificationDraft[] {
  const { kind, actorUUID, hookup } = change;
  const formerParticipantUUIDs = change.formerParticipantUUIDs ?? [];
  const both = [hookup.firstParticipant, hookup.secondParticipant];
  const participants = both.map((p) => recipients.get(p.uuid)).filter((r) => r !== undefined);
  const actor = actorUUID ? recipients.get(actorUUID) : undefined;
  const actorName = actor ? fullName(actor) : 'An admin';
  const actorIsParticipant = actorUUID !== null && both.some((p) => p.uuid === actorUUID);
  const partnerOf = (uuid: string) => (uuid === hookup.firstParticipant.uuid ? hookup.secondParticipant : hookup.firstParticipant);
  const invite = () => calendarMail(hookup, 'REQUEST', participants, options);
  const cancel = () => calendarMail(hookup, 'CANCEL', participants, options);

  const draft = (
    recipient: Recipient,
    code: NotificationCode,
    message: string,
    extra: { bell?: boolean; details?: string[]; icalEvent?: MailFacts['icalEvent']; namesActor?: boolean } = {},
  ): NotificationDraft => {
    // the other member's avatar; the actor's where the message is about what they did (an admin's cancel)
    const imageOwner = extra.namesActor && actor && actor.uuid !== recipient.uuid ? actor : recipients.get(partnerOf(recipient.uuid).uuid);
    return {
      userId: recipient.id,
      userUuid: recipient.uuid,
      code,
      message,
      image: imageOwner?.imageUrl ?? null,
      redirectUrl: HOOKUPS_URL,
      dedupeKey: eventDedupeKey(outboxId, code),
      bell: extra.bell ?? true,
      mail: mailFacts(recipient, HOOKUPS_URL, options, { details: extra.details ?? [], icalEvent: extra.icalEvent ?? null }),
    };
  };
  const when = (recipient: Recipient) => formatDateTime(hookup.startDateTime, recipient.timeZone);
  const partnerName = (recipient: Recipient) => partnerOf(recipient.uuid).fullName;
  /** who is told about a member's change: the partner; both when the actor is neither (an admin) */
  const told = participants.filter((p) => !actorIsParticipant || p.uuid !== actorUUID);
  /** the member who acted themselves: an email only, so their own calendar follows the change too */
  const selfMail = actorIsParticipant ? participants.filter((p) => p.uuid === actorUUID) : [];

  switch (kind) {
    case 'matched': {
      const icalEvent = invite();
      const why = hookup.matchReasons.length ? [`Why: ${hookup.matchReasons.join('; ')}.`] : [];
      return participants.map((r) =>
        draft(r, 'HOOKUP_MATCHED', `You have a new hookup with ${partnerName(r)} on ${when(r)}.`, { details: why, icalEvent }),
      );
    }
    case 'confirmed':
      if (!actorIsParticipant) return [];
      return told.map((r) => draft(r, 'HOOKUP_CONFIRMED', `${actorName} confirmed your hookup on ${when(r)}.`, { namesActor: true }));
    case 'rescheduled': {
      const icalEvent = invite();
      return [
        ...told.map((r) => draft(r, 'HOOKUP_RESCHEDULED', `${actorName} moved your hookup to ${when(r)}.`, { icalEvent, namesActor: true })),
        ...selfMail.map((r) =>
          draft(r, 'HOOKUP_RESCHEDULED', `You moved your hookup with ${partnerName(r)} to ${when(r)}.`, { bell: false, icalEvent }),
        ),
      ];
    }
    case 'updated': {
      const icalEvent = invite();
      const drafts = participants.map((r) =>
        draft(r, 'HOOKUP_RESCHEDULED', `An admin changed your hookup: with ${partnerName(r)} on ${when(r)}.`, { icalEvent }),
      );
      for (const uuid of formerParticipantUUIDs) {
        const removed = recipients.get(uuid);
        if (!removed) continue;
        // a removed member's CANCEL names only them: the hookup goes on without them
        drafts.push(
          draft(removed, 'HOOKUP_CANCELLED', `Your hookup on ${when(removed)} has been cancelled by an admin.`, {
            icalEvent: calendarMail(hookup, 'CANCEL', [removed], options),
            namesActor: true,
          }),
        );
      }
      return drafts;
    }
    case 'cancelled': {
      const icalEvent = cancel();
      const reason = hookup.cancellationReason ?? '';
      const details = hookup.cancellationReason ? [`Reason: ${hookup.cancellationReason}`] : [];
      return [
        ...told.map((r) => draft(r, 'HOOKUP_CANCELLED', `${actorName} cancelled your hookup on ${when(r)}: ${reason}`, { details, icalEvent, namesActor: true })),
        ...selfMail.map((r) =>
          draft(r, 'HOOKUP_CANCELLED', `You cancelled your hookup with ${partnerName(r)} on ${when(r)}: ${reason}`, { bell: false, details, icalEvent }),
        ),
      ];
    }
    default:
      return [];
  }
}

function welcomeDrafts(outboxId: number, payload: { userUUID: string }, recipients: Recipients, options: DeriveOptions): NotificationDraft[] {
  const member = recipients.get(payload.userUUID);
  if (!member) return [];
  return [
    {
      userId: member.id,
      userUuid: member.uuid,
      code: 'WELCOME',
      message: `Welcome to Hookups, ${member.firstName}! Set your availability to get your first hookup.`,
      image: null,
      redirectUrl: WELCOME_URL,
      dedupeKey: eventDedupeKey(outboxId, 'WELCOME'),
      bell: true,
      mail: mailFacts(member, WELCOME_URL, options),
    },
  ];
}
