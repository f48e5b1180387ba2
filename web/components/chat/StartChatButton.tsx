// Buttons that land in a conversation: with one member (their one-to-one conversation, found again when it exists)
// or a group hookup's (its host and participants). A refusal (a blocked member, spec §8) shows as an error toast.
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { Button, type ButtonProps } from '~/web/components/ui/button';
import { OpenGroupHookupChatMutation, StartChatMutation } from '~/web/lib/chat/documents';
import { getFragmentData } from '~/web/gql';
import { ChatConversationFields } from '~/web/lib/chat/documents';
import { toastChatError } from './toastChatError';

type Props = Omit<ButtonProps, 'onClick' | 'loading'>;

export function StartChatButton({ memberUUID, memberName, children = 'Message', ...props }: Props & { memberUUID: string; memberName: string }) {
  const navigate = useNavigate();
  const [{ fetching }, start] = useMutation(StartChatMutation);
  const open = async () => {
    const result = await start({ participants: [memberUUID] });
    if (result.error) return toastChatError(result.error);
    void navigate(`/chat/${getFragmentData(ChatConversationFields, result.data!.startChat).sid}`);
  };
  return (
    <Button size="sm" variant="outline" aria-label={`Message ${memberName}`} {...props} loading={fetching} onClick={() => void open()}>
      {children}
    </Button>
  );
}

export function GroupHookupChatButton({ groupHookupUUID, children = 'Group chat', ...props }: Props & { groupHookupUUID: string }) {
  const navigate = useNavigate();
  const [{ fetching }, openChat] = useMutation(OpenGroupHookupChatMutation);
  const open = async () => {
    const result = await openChat({ uuid: groupHookupUUID });
    if (result.error) return toastChatError(result.error);
    void navigate(`/chat/${getFragmentData(ChatConversationFields, result.data!.openGroupHookupChat).sid}`);
  };
  return (
    <Button size="sm" variant="outline" {...props} loading={fetching} onClick={() => void open()}>
      {children}
    </Button>
  );
}
