// spec §2: the top bar's chat icon with the unread badge (the sum over the member's conversations, live).
import { NavLink } from 'react-router';
import { ChatIcon } from '~/web/components/ui/icons';
import { useChat } from '~/web/lib/chat/ChatProvider';
import { countBadge } from '~/web/components/ui/count-badge';
import { topBarIconLink } from '~/web/components/layout/topBarIconLink';

export function ChatTopBarLink() {
  const { unreadTotal } = useChat();
  const label = unreadTotal > 0 ? `Chat, ${unreadTotal} unread` : 'Chat';
  return (
    <NavLink to="/chat" aria-label={label} title="Chat" className={topBarIconLink}>
      <ChatIcon width={20} height={20} />
      {unreadTotal > 0 ? (
        <span className={countBadge} data-testid="chat-unread-badge" aria-hidden="true">
          {unreadTotal > 99 ? '99+' : unreadTotal}
        </span>
      ) : null}
    </NavLink>
  );
}
