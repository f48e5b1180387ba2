// The messages of a conversation, oldest first: older pages load when the member scrolls to the top (keeping their
// place), the view follows new messages while the member is at the bottom, and the member's own messages show their
// status (spec §3: Sending, Sent, Delivered, Read, Failed with a retry).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { CHAT } from '~/common/messages/chat';
import { messageStatus, type ConversationData, type MessageData } from '~/web/lib/chat/store';
import type { UploadedMedia } from '~/web/lib/chat/upload';
import { formatDateTime } from '~/web/lib/dates';
import { css, cx } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { EditMessageForm, OwnMessageMenu, type MessageEditing } from './OwnMessageActions';
import type { PendingMessage } from './useConversation';

/** Within this many pixels of the top an older page loads; of the bottom the view follows new messages. */
const EDGE_PX = 48;

const bubble = css({
  maxW: { base: '85%', md: '70%' },
  px: '3',
  py: '2',
  borderRadius: 'l3',
  bg: 'bg.muted',
  color: 'fg.default',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  alignSelf: 'flex-start',
});
const mine = css({ alignSelf: 'flex-end', bg: 'accent.subtle' });
const meta = hstack({ gap: '2', textStyle: 'xs', color: 'fg.muted', mt: '1' });

export function Attachment({ media, token }: { media: Pick<UploadedMedia, 'url' | 'filename' | 'contentType' | 'size'>; token: string | null }) {
  // media is served only with the member's chat token: until it is in, a request would only be refused (401)
  if (!token) {
    return (
      <span className={css({ display: 'block', mt: '1', color: 'fg.muted' })} role="status" aria-label={`Loading ${media.filename}`}>
        📎 {media.filename}
      </span>
    );
  }
  const src = `${media.url}?token=${encodeURIComponent(token)}`;
  if (media.contentType.startsWith('image/')) {
    return (
      <a href={src} target="_blank" rel="noreferrer" className={css({ display: 'block', mt: '1' })}>
        <img src={src} alt={media.filename} className={css({ maxW: '100%', maxH: '60', borderRadius: 'l2' })} />
      </a>
    );
  }
  return (
    <a href={src} download={media.filename} className={css({ display: 'block', mt: '1', color: 'accent.text', textDecoration: 'underline' })}>
      📎 {media.filename} ({Math.max(1, Math.round(media.size / 1024))} KB)
    </a>
  );
}

export interface MessageListProps {
  conversation: ConversationData;
  messages: readonly MessageData[];
  pending: readonly PendingMessage[];
  viewerUUID: string;
  mediaToken: string | null;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (p: PendingMessage) => void;
  /** drops a failed send */
  onDiscard: (p: PendingMessage) => void;
  /** edit and delete of the viewer's own messages */
  editing: MessageEditing;
}

export function MessageList({ conversation, messages, pending, viewerUUID, mediaToken, hasMore, loadingOlder, onLoadOlder, onRetry, onDiscard, editing }: MessageListProps) {
  const [editingSid, setEditingSid] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const firstIndex = messages[0]?.index;
  const count = messages.length + pending.length;

  // an older page was prepended: keep the message the member was looking at in place
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [firstIndex, count]);

  useEffect(() => {
    atBottom.current = true;
  }, [conversation.sid]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX && hasMore && !loadingOlder) {
      heightBeforeOlder.current = el.scrollHeight;
      onLoadOlder();
    }
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={`Messages with ${conversation.title}`}
      tabIndex={0}
      className={stack({ gap: '2', flex: '1', minH: '0', overflowY: 'auto', p: '3' })}
    >
      {hasMore ? (
        <div className={css({ alignSelf: 'center' })}>
          {loadingOlder ? <Spinner label="Loading older messages" /> : <Button variant="ghost" size="sm" onClick={() => { heightBeforeOlder.current = scroller.current?.scrollHeight ?? null; onLoadOlder(); }}>Load older messages</Button>}
        </div>
      ) : null}
      {messages.length === 0 && pending.length === 0 ? <p className={css({ m: 'auto', color: 'fg.muted' })}>No messages yet. Say hello!</p> : null}
      {messages.map((m) => {
        const own = m.author === viewerUUID;
        const status = messageStatus(m, conversation, viewerUUID);
        return (
          <div key={m.sid} className={cx(bubble, own && mine)} data-testid="chat-message" data-index={m.index}>
            {!own && conversation.kind !== 'DIRECT' ? <div className={css({ textStyle: 'xs', fontWeight: 'semibold' })}>{m.authorName}</div> : null}
            {m.deleted ? (
              <em className={css({ color: 'fg.muted' })}>{CHAT.messageDeleted}</em>
            ) : own && editingSid === m.sid ? (
              <EditMessageForm messageSid={m.sid} body={m.body ?? ''} onSave={editing.edit} onDone={() => setEditingSid(null)} />
            ) : m.body ? (
              <div>{m.body}</div>
            ) : null}
            {m.deleted ? null : m.media.map((media) => <Attachment key={media.sid} media={media} token={mediaToken} />)}
            <div className={meta}>
              <time dateTime={m.dateCreated}>{formatDateTime(m.dateCreated)}</time>
              {m.edited && !m.deleted ? <span>edited</span> : null}
              {status !== 'none' ? <span data-testid="chat-status">{status}</span> : null}
              {own && !m.deleted && editingSid !== m.sid ? (
                <OwnMessageMenu messageSid={m.sid} canEdit={Boolean(m.body)} onEdit={() => setEditingSid(m.sid)} onRemove={editing.remove} />
              ) : null}
            </div>
          </div>
        );
      })}
      {pending.map((p) => {
        const failed = p.actor.getSnapshot().hasTag('Failed');
        return (
          <div key={p.clientMessageId} className={cx(bubble, mine)} data-testid="chat-message">
            {p.body ? <div>{p.body}</div> : null}
            {p.media.map((media) => <div key={media.sid}>📎 {media.filename}</div>)}
            <div className={meta}>
              <span data-testid="chat-status">{failed ? 'Failed' : 'Sending'}</span>
              {failed ? (
                <>
                  <Button variant="link" size="sm" onClick={() => onRetry(p)}>
                    Retry
                  </Button>
                  <Button variant="link" size="sm" onClick={() => onDiscard(p)}>
                    Discard
                  </Button>
                </>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
