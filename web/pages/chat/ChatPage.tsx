// spec §2 /chat and /chat/{conversationId}: the conversation list beside the open conversation on wide screens; on
// small screens (below md) the list and the conversation are separate screens with a way back to the list.
import { useRef, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { Alert } from '~/web/components/ui/alert';
import { LinkButton } from '~/web/components/ui/button';
import { ChevronLeftIcon } from '~/web/components/ui/icons';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading } from '~/web/components/ui/typography';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Composer, type ComposerHandle } from '~/web/components/chat/Composer';
import { ConversationActions } from '~/web/components/chat/ConversationActions';
import { ConversationList } from '~/web/components/chat/ConversationList';
import { NewGroupConversationButton } from '~/web/components/chat/NewGroupConversation';
import { MessageList } from '~/web/components/chat/MessageList';
import { TypingIndicator } from '~/web/components/chat/TypingIndicator';
import { useConversation, useOutgoing } from '~/web/components/chat/useConversation';
import { useChat } from '~/web/lib/chat/ChatProvider';
import { css, cx } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

// The page fills the window below the shell's top bar and padding (AppShell's --page-fill-height), heading included,
// so the messages scroll and the composer stays in view; the conversations and the conversation take what the
// heading leaves.
const page = stack({ gap: '4', h: 'var(--page-fill-height)', minH: '28rem' });

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '20rem 1fr' },
  gap: '4',
  flex: '1',
  minH: '0',
});

const panel = stack({ gap: '0', minH: '0', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default' });

function ConversationPanel({ sid }: { sid: string }) {
  const chat = useChat();
  const view = useConversation(sid);
  const outgoing = useOutgoing();
  const composer = useRef<ComposerHandle>(null);
  if (view.error) {
    return (
      <div className={stack({ gap: '3', p: '4', alignItems: 'flex-start' })}>
        <Alert status="error" title={view.error} />
        <LinkButton to="/chat" variant="outline" size="sm">Back to conversations</LinkButton>
      </div>
    );
  }
  if (view.loading || !view.conversation) return <Spinner label="Loading conversation" />;
  const conversation = view.conversation;
  return (
    <>
      <header className={hstack({ gap: '2', p: '3', borderBottomWidth: '1px', borderColor: 'border.default' })}>
        <LinkButton to="/chat" variant="ghost" size="sm" aria-label="Back to conversations" className={css({ hideFrom: 'md' })}>
          <ChevronLeftIcon width={18} height={18} />
        </LinkButton>
        <div className={css({ flex: '1', minW: '0' })}>
          <Heading as="h2" className={css({ textStyle: 'lg', truncate: true })}>{conversation.title}</Heading>
          <p className={css({ textStyle: 'xs', color: 'fg.muted', truncate: true })}>
            {[...conversation.participants.filter((p) => p.identity !== chat.viewerUUID).map((p) => p.friendlyName), 'You'].join(', ')}
            {conversation.notificationLevel === 'muted' ? ' · Muted' : ''}
          </p>
        </div>
        <ConversationActions conversation={conversation} />
      </header>
      <MessageList
        conversation={conversation}
        messages={view.messages}
        pending={view.pending}
        viewerUUID={chat.viewerUUID}
        mediaToken={chat.mediaToken}
        hasMore={view.hasMore}
        loadingOlder={view.loadingOlder}
        onLoadOlder={() => void view.loadOlder()}
        onRetry={view.retry}
        onDiscard={(p) => {
          view.discard(p);
          // the Discard button that had focus is gone with the message: the member goes on in the message box
          composer.current?.focus();
        }}
        editing={view}
      />
      <TypingIndicator conversationSid={sid} viewerUUID={chat.viewerUUID} lastMessage={view.messages.at(-1)} />
      <Composer handle={composer} conversationSid={sid} onSend={view.send} draft={outgoing.draftOf(sid)} onDraft={(draft) => outgoing.setDraft(sid, draft)} />
    </>
  );
}

export default function ChatPage() {
  const { conversationId } = useParams<{ conversationId: string }>();
  const chat = useChat();
  const open = chat.conversations.find((c) => c.sid === conversationId);
  const outgoing = useOutgoing();
  const failed = useSyncExternalStore(outgoing.subscribe, outgoing.failedConversations);
  usePageTitle(open ? `Chat · ${open.title}` : 'Chat');
  return (
    <div className={page}>
      <div className={css({ display: { base: conversationId ? 'none' : 'flex', md: 'flex' }, alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <Heading as="h1">Chat</Heading>
        <NewGroupConversationButton />
      </div>
      <div className={layout}>
        <section aria-label="Conversations" className={css({ display: { base: conversationId ? 'none' : 'block', md: 'block' }, overflowY: 'auto', minH: '0' })}>
          <ConversationList conversations={chat.conversations} viewerUUID={chat.viewerUUID} loaded={chat.loaded} error={chat.error} failed={failed} />
        </section>
        <section aria-label="Conversation" className={css({ display: { base: conversationId ? 'flex' : 'none', md: 'flex' }, minH: '0' })}>
          <div className={cx(panel, css({ flex: '1', minW: '0' }))}>
            {conversationId ? (
              <ConversationPanel key={conversationId} sid={conversationId} />
            ) : (
              <p className={css({ m: 'auto', p: '6', color: 'fg.muted', textAlign: 'center' })}>Choose a conversation to read and reply.</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
