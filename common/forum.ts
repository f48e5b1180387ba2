// The forum's shapes on the wire between services (/forum/api, services/API.md § Forum) and the gateway
// (gateway/sources/forum.ts), and the event the forum writes to the outbox.

import type { Role } from '~/common/constants';
import { isAdmin } from '~/common/roles';

export interface ForumCategory {
  cid: number;
  name: string;
  description: string | null;
  slug: string;
  /** only admins start topics here (mayStartTopicIn); members read and reply */
  adminsOnly: boolean;
  topicCount: number;
  postCount: number;
}

/** Who may start a topic in a category: anyone, or only admins where the category says so. Services enforce it; the
 *  composer offers only these categories. */
export function mayStartTopicIn(category: Pick<ForumCategory, 'adminsOnly'>, roles: readonly Role[]): boolean {
  return !category.adminsOnly || isAdmin(roles);
}

export interface ForumAuthor {
  uid: number;
  userUuid: string;
  displayName: string;
  imageUrl: string | null;
  reputation: number;
}

export interface ForumPost {
  pid: number;
  tid: number;
  toPid: number | null;
  author: ForumAuthor;
  /** empty when deleted */
  html: string;
  /** null when deleted */
  contentJson: string | null;
  plainText: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  upvotes: number;
  downvotes: number;
  myVote: number;
  replyCount: number;
  mine: boolean;
}

export interface ForumTopic {
  tid: number;
  cid: number;
  category: ForumCategory;
  title: string;
  slug: string;
  tags: string[];
  author: ForumAuthor;
  createdAt: string;
  lastPostAt: string;
  postCount: number;
  viewCount: number;
  locked: boolean;
  pinned: boolean;
  deleted: boolean;
  following: boolean;
  mainPost: ForumPost;
  teaser: ForumPost | null;
}

export interface ForumTopicPage {
  topics: ForumTopic[];
  nextCursor: string | null;
}

export interface ForumPostPage {
  posts: ForumPost[];
  nextCursor: string | null;
}

export type ForumChangeKind = 'post-created' | 'post-edited' | 'post-deleted' | 'post-restored' | 'post-voted' | 'topic-changed';

/** The `forum.changed` outbox event: ids only, so each subscriber reads the post as they see it (myVote, mine). */
export interface ForumChanged {
  kind: ForumChangeKind;
  tid: number;
  pid: number | null;
  actorUUID: string;
  /** post-created only: whom the notifications consumer tells (services/notifications/who-is-told.ts), the actor excluded */
  notify?: ForumNotify;
}

export interface ForumNotify {
  title: string;
  actorName: string;
  /** the first characters of the post's plain text */
  excerpt: string;
  /** the author of the post replied to */
  replyToUUID: string | null;
  followerUUIDs: string[];
  mentionUUIDs: string[];
}

/** NodeBB's response envelope. */
export interface ForumEnvelope<T> {
  status: { code: string; message: string };
  response: T;
}
