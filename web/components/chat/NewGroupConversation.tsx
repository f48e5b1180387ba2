// A new group conversation (issue 16): the creator names it and picks its participants by name; services create it
// (the creator alone may rename it later, spec §8) and every participant sees it arrive live (CONVERSATION_ADDED).
// One-to-one conversations start from a member's Message button instead. Refusals (a blocked member) are toasts.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { z } from 'zod';
import { ADMIN_FILTER_DEBOUNCE_MS, CHAT_GROUP_MAX_PARTICIPANTS } from '~/common/constants';
import { CHAT } from '~/common/messages/chat';
import { MemberCardFields } from '~/web/components/directories/documents';
import { SearchMembersQuery } from '~/web/components/network/documents';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { Field } from '~/web/components/ui/field';
import { PlusIcon, XIcon } from '~/web/components/ui/icons';
import { getFragmentData } from '~/web/gql';
import { useChat } from '~/web/lib/chat/ChatProvider';
import { toConversation } from '~/web/lib/chat/connection';
import { StartChatMutation } from '~/web/lib/chat/documents';
import { useDebouncedValue } from '~/web/lib/useDebouncedValue';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { toastChatError } from './toastChatError';

const SEARCH_RESULTS = 6;

export const newGroupSchema = z.object({
  friendlyName: z.string().trim().min(1, CHAT.friendlyNameRequired).max(100, CHAT.friendlyNameLength),
  participants: z.array(z.string()).min(1, CHAT.participantsRequired).max(CHAT_GROUP_MAX_PARTICIPANTS - 1, CHAT.participantsMax),
});

interface Picked {
  uuid: string;
  fullName: string;
}

const row = hstack({ gap: '2' });

function NewGroupForm({ onClose }: { onClose: () => void }) {
  const chat = useChat();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<{ friendlyName?: string; participants?: string }>({});
  const fullName = useDebouncedValue(text.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  const [{ data, fetching: searching }] = useQuery({ query: SearchMembersQuery, variables: { fullName, page: 0, size: SEARCH_RESULTS }, pause: fullName === '' });
  const [{ fetching }, start] = useMutation(StartChatMutation);
  const chosen = new Set([...picked.map((p) => p.uuid), chat.viewerUUID]);
  const found = fullName === '' ? [] : (data?.searchMembers.elements ?? []).map((m) => getFragmentData(MemberCardFields, m)).filter((m) => !chosen.has(m.uuid));

  const pick = (member: Picked) => {
    setPicked((list) => [...list, member]);
    setProblems((p) => ({ ...p, participants: undefined }));
    // the search starts over for the next member
    setText('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = newGroupSchema.safeParse({ friendlyName: name, participants: picked.map((p) => p.uuid) });
    if (!parsed.success) {
      const flat = parsed.error.flatten().fieldErrors;
      return setProblems({ friendlyName: flat.friendlyName?.[0], participants: flat.participants?.[0] });
    }
    setProblems({});
    const result = await start(parsed.data);
    if (result.error) return toastChatError(result.error);
    const conversation = toConversation(result.data!.startChat);
    chat.upsert(conversation);
    onClose();
    void navigate(`/chat/${conversation.sid}`);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body className={stack({ gap: '4' })}>
        <Field.Root invalid={Boolean(problems.friendlyName)}>
          <Field.Label>Conversation name</Field.Label>
          <Field.Input
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setProblems((p) => ({ ...p, friendlyName: undefined }));
            }}
            maxLength={100}
          />
          <Field.ErrorText>{problems.friendlyName}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(problems.participants)}>
          <Field.Label>Add members</Field.Label>
          <Field.Input value={text} onChange={(e) => setText(e.target.value)} placeholder="Search by name" />
          <Field.ErrorText>{problems.participants}</Field.ErrorText>
        </Field.Root>
        {fullName !== '' && text.trim() !== '' ? (
          <ul aria-label="Members found" className={stack({ gap: '2' })}>
            {found.map((m) => (
              <li key={m.uuid} className={row}>
                <span className={css({ flex: '1', minW: '0', truncate: true })}>{m.fullName}</span>
                <Button type="button" size="sm" variant="outline" aria-label={`Add ${m.fullName}`} onClick={() => pick({ uuid: m.uuid, fullName: m.fullName })}>
                  <PlusIcon width={14} height={14} /> Add
                </Button>
              </li>
            ))}
            {!searching && found.length === 0 ? <li className={css({ color: 'fg.muted', textStyle: 'sm' })}>No other member matches “{fullName}”.</li> : null}
          </ul>
        ) : null}
        {picked.length > 0 ? (
          <section aria-label="Chosen members">
            <p className={css({ textStyle: 'sm', fontWeight: 'semibold', mb: '2' })}>In the conversation with you ({picked.length})</p>
            <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {picked.map((m) => (
                <li key={m.uuid} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', pl: '3', pr: '1', py: '0.5', borderRadius: 'full', bg: 'bg.muted', textStyle: 'sm' })}>
                  {m.fullName}
                  <Button type="button" variant="ghost" size="sm" aria-label={`Remove ${m.fullName}`} className={css({ h: '6', minW: '6', px: '0' })} onClick={() => setPicked((list) => list.filter((x) => x.uuid !== m.uuid))}>
                    <XIcon width={14} height={14} />
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={fetching}>
          Create conversation
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export function NewGroupConversationButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <PlusIcon width={16} height={16} /> New group
      </Button>
      <DialogFrame open={open} onOpenChange={setOpen} title="New group conversation" description="Name the conversation and add the members you want to talk to.">
        {open ? <NewGroupForm onClose={() => setOpen(false)} /> : null}
      </DialogFrame>
    </>
  );
}
