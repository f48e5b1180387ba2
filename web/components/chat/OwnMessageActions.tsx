// Edit and delete of one's own message (issue 16): a menu on the member's own stored messages. Editing happens in
// place (Enter saves, Shift+Enter breaks the line, Escape cancels); deleting asks first. Both arrive live on the other
// side as MESSAGE_UPDATED / MESSAGE_REMOVED and show there as "edited" / the deleted notice. Refusals are toasts (spec §8).
import type { CombinedError } from '@urql/core';
import { Portal } from '@ark-ui/react/portal';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, IconButton } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { MoreHorizontalIcon } from '~/web/components/ui/icons';
import { Menu } from '~/web/components/ui/menu';
import { replaceSmileys } from '~/web/lib/emoji';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { focusOnMount } from '~/web/lib/renderer';

export interface MessageEditing {
  /** true once stored */
  edit: (messageSid: string, body: string) => Promise<boolean>;
  /** null once deleted; the refusal otherwise */
  remove: (messageSid: string) => Promise<CombinedError | null>;
}

const editor = css({
  w: 'full',
  minW: { base: '12rem', md: '20rem' },
  minH: '16',
  maxH: '60',
  resize: 'vertical',
  px: '2',
  py: '1.5',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  color: 'fg.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focusRing' },
});

export function EditMessageForm({ messageSid, body, onSave, onDone }: { messageSid: string; body: string; onSave: MessageEditing['edit']; onDone: () => void }) {
  const [text, setText] = useState(body);
  const [saving, setSaving] = useState(false);
  const trimmed = text.trim();
  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!trimmed || saving) return;
    if (trimmed === body) return onDone();
    setSaving(true);
    const stored = await onSave(messageSid, replaceSmileys(trimmed));
    setSaving(false);
    if (stored) onDone();
  };
  const keyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onDone();
    } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void save();
    }
  };
  return (
    <form onSubmit={save} className={stack({ gap: '2' })}>
      <textarea aria-label="Edit message" className={editor} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={keyDown} ref={focusOnMount} />
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={saving} disabled={!trimmed}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** The menu of one's own message; `onEdit` opens the in-place editor (messages with text only: a file stays as sent). */
export function OwnMessageMenu({ messageSid, canEdit, onEdit, onRemove }: { messageSid: string; canEdit: boolean; onEdit: () => void; onRemove: MessageEditing['remove'] }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => (value === 'edit' ? onEdit() : setConfirming(true))}>
        <Menu.Trigger asChild>
          <IconButton aria-label="Message options" size="sm" className={css({ ml: 'auto', h: '6', minW: '6' })}>
            <MoreHorizontalIcon width={14} height={14} />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {canEdit ? <Menu.Item value="edit">Edit</Menu.Item> : null}
              <Menu.Item value="delete">Delete</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this message?"
        description="Everyone in the conversation will see that it was deleted. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => onRemove(messageSid)}
      />
    </>
  );
}
