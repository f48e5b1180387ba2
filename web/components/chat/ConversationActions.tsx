// The conversation's menu: mute or unmute (spec §3 notificationLevel), rename (its creator only, spec §8), add a
// participant (group conversations), leave. Refusals show as an error toast (spec §8, §9).
import { Portal } from '@ark-ui/react/portal';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { z } from 'zod';
import { ADMIN_FILTER_DEBOUNCE_MS } from '~/common/constants';
import { CHAT } from '~/common/messages/chat';
import { MemberCardFields } from '~/web/components/directories/documents';
import { SearchMembersQuery } from '~/web/components/network/documents';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { Field } from '~/web/components/ui/field';
import { ChevronDownIcon } from '~/web/components/ui/icons';
import { Menu } from '~/web/components/ui/menu';
import { getFragmentData } from '~/web/gql';
import { useChat } from '~/web/lib/chat/ChatProvider';
import { toConversation } from '~/web/lib/chat/connection';
import { AddChatParticipantMutation, LeaveChatMutation, RenameChatMutation, SetChatNotificationLevelMutation } from '~/web/lib/chat/documents';
import type { ConversationData } from '~/web/lib/chat/store';
import { useDebouncedValue } from '~/web/lib/useDebouncedValue';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { toastChatError } from './toastChatError';

const SEARCH_RESULTS = 6;
export const renameSchema = z.object({ friendlyName: z.string().trim().min(1, CHAT.friendlyNameLength).max(100, CHAT.friendlyNameLength) });

type Open = 'rename' | 'add' | 'leave' | null;

function RenameDialog({ conversation, onClose }: { conversation: ConversationData; onClose: () => void }) {
  const chat = useChat();
  const [name, setName] = useState(conversation.friendlyName ?? '');
  const [problem, setProblem] = useState<string>();
  const [{ fetching }, rename] = useMutation(RenameChatMutation);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = renameSchema.safeParse({ friendlyName: name });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    const result = await rename({ sid: conversation.sid, friendlyName: parsed.data.friendlyName });
    if (result.error) return toastChatError(result.error, CHAT.renameTitle);
    chat.upsert(toConversation(result.data!.renameChatConversation));
    onClose();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>Conversation name</Field.Label>
          <Field.Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>Cancel</Button>
        <Button type="submit" loading={fetching}>Save</Button>
      </Dialog.Footer>
    </form>
  );
}

function AddParticipantDialog({ conversation, onClose }: { conversation: ConversationData; onClose: () => void }) {
  const chat = useChat();
  const [text, setText] = useState('');
  const fullName = useDebouncedValue(text.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  const [{ data }] = useQuery({ query: SearchMembersQuery, variables: { fullName, page: 0, size: SEARCH_RESULTS }, pause: fullName === '' });
  const [, add] = useMutation(AddChatParticipantMutation);
  const inside = new Set(conversation.participants.map((p) => p.identity));
  const members = (data?.searchMembers.elements ?? []).map((m) => getFragmentData(MemberCardFields, m)).filter((m) => !inside.has(m.uuid));
  const addMember = async (uuid: string) => {
    const result = await add({ sid: conversation.sid, identity: uuid });
    if (result.error) return toastChatError(result.error, CHAT.addParticipantTitle);
    chat.upsert(toConversation(result.data!.addChatParticipant));
    onClose();
  };
  return (
    <Dialog.Body>
      <Field.Root>
        <Field.Label>Member name</Field.Label>
        <Field.Input value={text} onChange={(e) => setText(e.target.value)} placeholder="Search by name" />
      </Field.Root>
      <ul aria-label="Members found" className={stack({ gap: '2', mt: '3' })}>
        {members.map((m) => (
          <li key={m.uuid} className={hstack({ gap: '2' })}>
            <span className={css({ flex: '1', minW: '0', truncate: true })}>{m.fullName}</span>
            <Button size="sm" variant="outline" onClick={() => void addMember(m.uuid)} aria-label={`Add ${m.fullName}`}>Add</Button>
          </li>
        ))}
      </ul>
    </Dialog.Body>
  );
}

export function ConversationActions({ conversation }: { conversation: ConversationData }) {
  const chat = useChat();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [, setLevel] = useMutation(SetChatNotificationLevelMutation);
  const [, leave] = useMutation(LeaveChatMutation);
  const muted = conversation.notificationLevel === 'muted';
  const close = () => setOpen(null);

  const toggleMute = async () => {
    const result = await setLevel({ sid: conversation.sid, level: muted ? 'default' : 'muted' });
    if (result.error) return toastChatError(result.error);
    chat.upsert(toConversation(result.data!.setChatNotificationLevel));
  };

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'mute') void toggleMute();
          else setOpen(value as Open);
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm">
            Options <ChevronDownIcon width={16} height={16} />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="mute">{muted ? 'Unmute' : 'Mute'}</Menu.Item>
              {conversation.isCreator && conversation.kind !== 'DIRECT' ? <Menu.Item value="rename">Rename</Menu.Item> : null}
              {conversation.kind === 'GROUP' ? <Menu.Item value="add">Add participants</Menu.Item> : null}
              {conversation.kind !== 'GROUP_HOOKUP' ? <Menu.Item value="leave">Leave conversation</Menu.Item> : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <DialogFrame open={open === 'rename'} onOpenChange={(o) => !o && close()} title="Rename conversation" description="Everyone in the conversation sees the new name.">
        {open === 'rename' ? <RenameDialog conversation={conversation} onClose={close} /> : null}
      </DialogFrame>
      <DialogFrame open={open === 'add'} onOpenChange={(o) => !o && close()} title="Add participants" description="Find a member by name and add them to this conversation.">
        {open === 'add' ? <AddParticipantDialog conversation={conversation} onClose={close} /> : null}
      </DialogFrame>
      <ConfirmDialog
        open={open === 'leave'}
        onOpenChange={(o) => !o && close()}
        title={`Leave ${conversation.title}?`}
        description="You will no longer receive its messages. Someone in it can add you again."
        confirmLabel="Leave"
        onConfirm={async () => {
          const result = await leave({ sid: conversation.sid });
          if (result.error) return result.error;
          chat.remove(conversation.sid);
          void navigate('/chat');
          return null;
        }}
      />
    </>
  );
}
