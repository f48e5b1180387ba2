// spec §2 /chat: the member's conversations, latest message first (spec §4), each with its unread count and a
// preview of the last message, and "Not sent" where a message of the member's failed; an empty list says how to
// start one.
import { NavLink } from 'react-router';
import { Avatar } from '~/web/components/ui/avatar';
import { EmptyState } from '~/web/components/ui/empty-state';
import { LinkButton } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { Alert } from '~/web/components/ui/alert';
import { previewOf, type ConversationData } from '~/web/lib/chat/store';
import { formatDateTime } from '~/web/lib/dates';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

const item = hstack({
  gap: '3',
  px: '3',
  py: '3',
  borderRadius: 'l2',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'accent.subtle' },
});

const unreadBadge = css({
  flexShrink: '0',
  display: 'inline-grid',
  placeItems: 'center',
  minW: '5',
  h: '5',
  px: '1.5',
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'accent.fg',
  textStyle: 'xs',
  fontWeight: 'bold',
});

export interface ConversationListProps {
  conversations: readonly ConversationData[];
  viewerUUID: string;
  loaded: boolean;
  error?: string;
  /** conversations with a message that failed to send and waits for Retry or Discard */
  failed?: ReadonlySet<string>;
}

/** The other member's photo in a one-to-one conversation; none for a group. */
function pictureOf(c: ConversationData, viewerUUID: string) {
  if (c.kind !== 'DIRECT') return null;
  return c.participants.find((p) => p.identity !== viewerUUID)?.imageUrl ?? null;
}

export function ConversationList({ conversations, viewerUUID, loaded, error, failed }: ConversationListProps) {
  if (error) return <Alert status="error" title={error} />;
  if (!loaded) return <Spinner label="Loading conversations" />;
  if (conversations.length === 0) {
    return (
      <EmptyState
        title="No conversations yet"
        description="Start a chat from a member's profile, your network, a hookup or a group hookup."
        actions={<LinkButton to="/my-network" variant="outline" size="sm">Go to My Network</LinkButton>}
      />
    );
  }
  return (
    <ul aria-label="Conversations" className={stack({ gap: '1' })}>
      {conversations.map((c) => {
        const unread = c.unreadCount > 0;
        const preview = previewOf(c.lastMessage);
        return (
          <li key={c.sid}>
            <NavLink to={`/chat/${c.sid}`} className={item} data-unread={String(unread)}>
              <Avatar name={c.title} src={pictureOf(c, viewerUUID)} />
              <span className={stack({ gap: '0', flex: '1', minW: '0' })}>
                <span className={css({ display: 'flex', gap: '2', alignItems: 'baseline' })}>
                  <span className={css({ flex: '1', minW: '0', truncate: true, fontWeight: unread ? 'bold' : 'semibold' })}>{c.title}</span>
                  {c.notificationLevel === 'muted' ? <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>Muted</span> : null}
                  {c.lastMessage ? (
                    <time dateTime={c.lastMessage.dateCreated} className={css({ textStyle: 'xs', color: 'fg.muted', flexShrink: '0' })}>
                      {formatDateTime(c.lastMessage.dateCreated)}
                    </time>
                  ) : null}
                </span>
                <span className={hstack({ gap: '2' })}>
                  {failed?.has(c.sid) ? <span className={css({ flexShrink: '0', textStyle: 'sm', fontWeight: 'semibold', color: 'danger.text' })}>Not sent</span> : null}
                  <span className={css({ flex: '1', minW: '0', truncate: true, textStyle: 'sm', color: unread ? 'fg.default' : 'fg.muted' })}>{preview}</span>
                  {unread ? (
                    <span className={unreadBadge} aria-label={`${c.unreadCount} unread`}>
                      {c.unreadCount}
                    </span>
                  ) : null}
                </span>
              </span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
