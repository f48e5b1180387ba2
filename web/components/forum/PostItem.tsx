// One post of a topic with its actions (Discourse-like): vote up/down, reply to this post, edit and delete own
// posts; admins may delete any. Its replies (a thread) render beneath it, indented.
import { useState, type ReactNode } from 'react';
import { getFragmentData } from '~/web/gql';
import type { ForumPostFieldsFragment } from '~/web/gql/graphql';
import { Avatar } from '~/web/components/ui/avatar';
import { Button } from '~/web/components/ui/button';
import { Text } from '~/web/components/ui/typography';
import { formatDateTime } from '~/web/lib/dates';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { ForumAuthorFields } from './documents';
import { PostBody } from './PostBody';

export interface PostActions {
  vote: (post: ForumPostFieldsFragment, delta: -1 | 0 | 1) => void;
  reply?: (post: ForumPostFieldsFragment) => void;
  edit?: (post: ForumPostFieldsFragment) => void;
  remove?: (post: ForumPostFieldsFragment) => void;
}

const article = stack({ gap: '2', py: '3', borderTopWidth: '1px', borderColor: 'border.default' });
const meta = hstack({ gap: '2', flexWrap: 'wrap' });
const actionsRow = hstack({ gap: '1', flexWrap: 'wrap' });
const threadStyle = css({ ml: { base: '3', md: '8' }, pl: { base: '2', md: '4' }, borderLeftWidth: '2px', borderColor: 'border.default' });

export function PostItem({
  post,
  actions,
  canModerate,
  replyTo,
  children,
}: {
  post: ForumPostFieldsFragment;
  actions?: PostActions;
  canModerate?: boolean;
  /** the author of the post this one answers, when it is not shown as a thread above */
  replyTo?: string;
  children?: ReactNode;
}) {
  const author = getFragmentData(ForumAuthorFields, post.author);
  const [confirming, setConfirming] = useState(false);
  const score = post.upvotes - post.downvotes;
  return (
    <article className={article} id={`post-${post.pid}`} aria-label={`Post by ${author.displayName}`} data-pid={post.pid}>
      <div className={meta}>
        <Avatar name={author.displayName} src={author.imageUrl ?? undefined} size="sm" />
        <strong>{author.displayName}</strong>
        <Text as="span" tone="muted" size="sm">
          {formatDateTime(post.createdAt)}
          {post.editedAt ? ' · edited' : ''}
          {replyTo ? ` · in reply to ${replyTo}` : ''}
        </Text>
      </div>
      {post.deleted ? <Text tone="muted">This post was deleted.</Text> : <PostBody html={post.html} />}
      {actions && !post.deleted ? (
        <div className={actionsRow}>
          <Button
            size="sm"
            variant={post.myVote === 1 ? 'solid' : 'ghost'}
            aria-pressed={post.myVote === 1}
            aria-label="Upvote"
            disabled={post.mine}
            onClick={() => actions.vote(post, post.myVote === 1 ? 0 : 1)}
          >
            ▲
          </Button>
          <span aria-label="Votes" data-testid="post-votes">
            {score}
          </span>
          <Button
            size="sm"
            variant={post.myVote === -1 ? 'solid' : 'ghost'}
            aria-pressed={post.myVote === -1}
            aria-label="Downvote"
            disabled={post.mine}
            onClick={() => actions.vote(post, post.myVote === -1 ? 0 : -1)}
          >
            ▼
          </Button>
          {actions.reply ? (
            <Button size="sm" variant="ghost" onClick={() => actions.reply!(post)}>
              Reply
            </Button>
          ) : null}
          {post.mine && actions.edit ? (
            <Button size="sm" variant="ghost" onClick={() => actions.edit!(post)}>
              Edit
            </Button>
          ) : null}
          {(post.mine || canModerate) && actions.remove ? (
            confirming ? (
              <>
                <Button size="sm" variant="outline" onClick={() => (setConfirming(false), actions.remove!(post))}>
                  Confirm delete
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            )
          ) : null}
        </div>
      ) : null}
      {children ? <div className={threadStyle}>{children}</div> : null}
    </article>
  );
}
