// spec §2: the top bar's chat icon with the unread badge (the sum over the member's conversations, live).
import { NavLink } from 'react-router';
import { ChatIcon } from '~/web/components/ui/icons';
import { useChat } from '~/web/lib/chat/ChatProvider';
import { css } from '~/web/styled-system/css';

const link = css({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  borderRadius: 'l2',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  '&[aria-current=page]': { color: 'accent.text', bg: 'accent.subtle' },
});

const badge = css({
  position: 'absolute',
  top: '0.5',
  insetEnd: '0.5',
  display: 'inline-grid',
  placeItems: 'center',
  minW: '5',
  h: '5',
  px: '1',
  borderRadius: 'full',
  bg: 'danger.default',
  color: 'danger.fg',
  textStyle: 'xs',
  fontWeight: 'bold',
  lineHeight: '1',
  pointerEvents: 'none',
});

export function ChatTopBarLink() {
  const { unreadTotal } = useChat();
  const label = unreadTotal > 0 ? `Chat, ${unreadTotal} unread` : 'Chat';
  return (
    <NavLink to="/chat" aria-label={label} title="Chat" className={link}>
      <ChatIcon width={20} height={20} />
      {unreadTotal > 0 ? (
        <span className={badge} data-testid="chat-unread-badge" aria-hidden="true">
          {unreadTotal > 99 ? '99+' : unreadTotal}
        </span>
      ) : null}
    </NavLink>
  );
}
