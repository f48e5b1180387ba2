// The message composer: text (Enter sends, Shift+Enter breaks the line; text smileys become emoji, spec §5),
// emoji from a picker or after ":", attachments uploaded first with their progress (spec §9: over 50 MB is refused
// before uploading), and the typing signal (services pass on at most one per 3 s; the composer sends no more). The
// draft (text and finished uploads) goes to the caller as it changes and comes back when the conversation reopens.
import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { useMutation } from 'urql';
import { CHAT_TYPING_INTERVAL_MS } from '~/common/constants';
import { Button, IconButton } from '~/web/components/ui/button';
import { PaperclipIcon, XIcon } from '~/web/components/ui/icons';
import { SendChatTypingMutation } from '~/web/lib/chat/documents';
import type { Draft } from '~/web/lib/chat/outgoing';
import { fileProblem, uploadChatMedia, type UploadedMedia } from '~/web/lib/chat/upload';
import { replaceSmileys, searchEmoji } from '~/web/lib/emoji';
import { SessionContext } from '~/web/lib/session';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { colonQuery, insertAt } from './composerRules';
import { EmojiChoices, EmojiPicker, useEmojiIndex } from './EmojiPicker';
import { toastChatError } from './toastChatError';

interface Upload {
  id: number;
  filename: string;
  progress: number;
  media: UploadedMedia | null;
}

const textarea = css({
  flex: '1',
  minH: '10',
  maxH: '40',
  resize: 'none',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  color: 'fg.default',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focusRing' },
});

export interface ComposerProps {
  conversationSid: string;
  onSend: (body: string | null, media: UploadedMedia[]) => void;
  /** what the member left here last time: the text and the attachments already uploaded */
  draft?: Draft;
  /** the draft as it changes, to find it again after looking elsewhere */
  onDraft?: (draft: Draft) => void;
  /** lets the page put the caret back in the message box (after Discard removed the button that had focus) */
  handle?: RefObject<ComposerHandle | null>;
}

export interface ComposerHandle {
  focus: () => void;
}

export function Composer({ conversationSid, onSend, draft, onDraft, handle }: ComposerProps) {
  const session = SessionContext.useActorRef();
  const [text, setText] = useState(draft?.text ?? '');
  const [caret, setCaret] = useState(draft?.text.length ?? 0);
  const nextId = useRef(0);
  const [uploads, setUploads] = useState<Upload[]>(() =>
    (draft?.media ?? []).map((media) => ({ id: nextId.current++, filename: media.filename, progress: 1, media })),
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(handle, () => ({ focus: () => input.current?.focus() }), []);
  const lastTyping = useRef(0);
  const [, typing] = useMutation(SendChatTypingMutation);
  const colon = colonQuery(text, caret);
  const index = useEmojiIndex(colon !== null);
  const suggestions = colon && index ? searchEmoji(index, colon.query) : [];

  const uploading = uploads.some((u) => !u.media);
  const ready = uploads.filter((u) => u.media).map((u) => u.media!);
  const canSend = !uploading && (text.trim() !== '' || ready.length > 0);
  // the draft follows the text and the finished uploads (an upload still running is not a draft yet)
  const readyKey = ready.map((m) => m.sid).join();
  useEffect(() => {
    onDraft?.({ text, media: ready });
    // `ready` is made anew on each render: its sids say when it changed
  }, [text, readyKey]);

  const change = (value: string, at: number) => {
    setText(value);
    setCaret(at);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current >= CHAT_TYPING_INTERVAL_MS) {
      lastTyping.current = now;
      void typing({ conversationSid });
    }
  };

  const followCaret = (e: SyntheticEvent<HTMLTextAreaElement>) => setCaret(e.currentTarget.selectionStart);

  const insert = (start: number, end: number, emoji: string) => {
    const next = insertAt(text, start, end, emoji);
    setText(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const send = () => {
    if (!canSend) return;
    const body = replaceSmileys(text.trim());
    onSend(body || null, ready);
    setText('');
    setCaret(0);
    setUploads([]);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const attach = async (file: File) => {
    // spec §9: the 50 MB limit is checked before a byte is sent
    const problem = fileProblem(file);
    if (problem) return toastChatError(problem);
    const id = nextId.current++;
    setUploads((list) => [...list, { id, filename: file.name, progress: 0, media: null }]);
    const update = (patch: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...patch } : u)));
    try {
      const media = await uploadChatMedia(session, conversationSid, file, (progress) => update({ progress }));
      update({ media, progress: 1 });
    } catch (error) {
      setUploads((list) => list.filter((u) => u.id !== id));
      toastChatError(error as Error);
    }
  };

  return (
    <div className={stack({ gap: '2', borderTopWidth: '1px', borderColor: 'border.default', p: '3', position: 'relative' })}>
      {suggestions.length > 0 && colon ? (
        <div className={css({ position: 'absolute', bottom: '100%', insetStart: '3', bg: 'bg.default', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', boxShadow: 'md', p: '1', w: '64', zIndex: 'dropdown' })}>
          <EmojiChoices label="Emoji suggestions" emojis={suggestions} onPick={(e) => insert(colon.start, caret, e.unicode)} />
        </div>
      ) : null}
      {uploads.length > 0 ? (
        <ul aria-label="Attachments" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {uploads.map((u) => (
            <li key={u.id} className={hstack({ gap: '2', px: '2', py: '1', bg: 'bg.muted', borderRadius: 'l2', textStyle: 'sm' })}>
              <span className={css({ maxW: '48', truncate: true })}>{u.filename}</span>
              {u.media ? (
                <IconButton size="sm" aria-label={`Remove ${u.filename}`} onClick={() => setUploads((list) => list.filter((x) => x.id !== u.id))}>
                  <XIcon width={14} height={14} />
                </IconButton>
              ) : (
                <progress max={1} value={u.progress} aria-label={`Uploading ${u.filename}`} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}>
        <IconButton aria-label="Attach a file" onClick={() => fileInput.current?.click()}>
          <PaperclipIcon />
        </IconButton>
        <input
          ref={fileInput}
          type="file"
          hidden
          data-testid="chat-file-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void attach(file);
          }}
        />
        <EmojiPicker onPick={(emoji) => insert(caret, caret, emoji)} />
        <textarea
          ref={input}
          aria-label="Message"
          placeholder="Write a message"
          rows={1}
          className={textarea}
          value={text}
          onChange={(e) => change(e.target.value, e.target.selectionStart)}
          // the native select event fires on a selected range only, not when the caret moves by a key or a tap
          onSelect={followCaret}
          onKeyUp={followCaret}
          onClick={followCaret}
          onKeyDown={onKeyDown}
        />
        <Button onClick={send} disabled={!canSend}>
          Send
        </Button>
      </div>
    </div>
  );
}
