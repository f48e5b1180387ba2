import type { ForumChanged } from '~/common/forum';
import type { NotificationCode } from '~/common/constants';
import type { NotificationDraft } from './types';
import { eventDedupeKey, mailFacts, type DeriveOptions, type Recipient } from './who-is-told';

// services/API.md § Notifications, the forum's rows: a reply to your post, a post in a topic you follow, an
// @mention. A member named by several is told once, by the most specific (mention, then reply, then follow).

/** /post/{postId}: the public page of the post, which opens it in its topic */
export const forumPostUrl = (pid: number) => `/post/${pid}`;

export function forumRecipientUuids(event: ForumChanged): string[] {
  if (event.kind !== 'post-created' || !event.notify) return [];
  const { replyToUUID, followerUUIDs, mentionUUIDs } = event.notify;
  return [...mentionUUIDs, ...(replyToUUID ? [replyToUUID] : []), ...followerUUIDs];
}

export function forumDrafts(outboxId: number, event: ForumChanged, recipients: ReadonlyMap<string, Recipient>, options: DeriveOptions): NotificationDraft[] {
  if (event.kind !== 'post-created' || !event.notify || event.pid === null) return [];
  const { title, actorName, excerpt, replyToUUID, followerUUIDs, mentionUUIDs } = event.notify;
  const told = new Set<string>([event.actorUUID]);
  const redirectUrl = forumPostUrl(event.pid);
  const drafts: NotificationDraft[] = [];
  const tell = (uuids: string[], code: NotificationCode, message: string) => {
    for (const uuid of uuids) {
      const recipient = recipients.get(uuid);
      if (!recipient || told.has(uuid)) continue;
      told.add(uuid);
      drafts.push({
        userId: recipient.id,
        userUuid: uuid,
        code,
        message,
        image: null,
        redirectUrl,
        dedupeKey: eventDedupeKey(outboxId, code),
        bell: true,
        mail: mailFacts(recipient, redirectUrl, options, { details: excerpt ? [excerpt] : [] }),
      });
    }
  };
  tell(mentionUUIDs, 'FORUM_MENTION', `${actorName} mentioned you in "${title}"`);
  tell(replyToUUID ? [replyToUUID] : [], 'FORUM_REPLY', `${actorName} replied to your post in "${title}"`);
  tell(followerUUIDs, 'FORUM_TOPIC_POST', `${actorName} posted in "${title}"`);
  return drafts;
}
