// The forum's rich-text editor (Lexical 0.52, a lazy chunk: import it through LazyRichTextEditor). It hands the
// parent Lexical's serialized state as a JSON string — the forum contract's `contentJson` — and its plain text.
import { AutoLinkPlugin } from '@lexical/react/LexicalAutoLinkPlugin';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TRANSFORMERS } from '@lexical/markdown';
import { $getRoot, type EditorState } from 'lexical';
import { useEffect } from 'react';
import { css } from '~/web/styled-system/css';
import { EDITOR_NODES, EDITOR_THEME, registerEditorRules } from './config';
import { EmojiPickerPlugin } from './EmojiPickerPlugin';
import { MentionsPlugin } from './MentionsPlugin';
import { AUTOLINK_MATCHERS, linkTarget } from './rules';
import { Toolbar } from './Toolbar';

export interface RichTextEditorProps {
  /** the accessible name of the text area */
  label: string;
  /** a stored contentJson to start from (editing a post) */
  initialJson?: string | null;
  placeholder?: string;
  onChange: (value: { json: string; plainText: string }) => void;
}

const frame = css({ position: 'relative', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default' });
const area = css({
  minHeight: '32',
  p: '3',
  outline: 'none',
  '& .editor-link': { color: 'colorPalette.fg', textDecoration: 'underline' },
  '& .editor-mention': { color: 'colorPalette.fg', fontWeight: 'semibold' },
  '& .editor-bold': { fontWeight: 'bold' },
  '& .editor-italic': { fontStyle: 'italic' },
  '& .editor-paragraph': { mb: '2' },
  '& figure.editor-embed iframe': { width: 'full', aspectRatio: '16 / 9', height: 'auto', border: '0' },
});
const placeholderStyle = css({ position: 'absolute', top: '14', left: '3', color: 'fg.muted', pointerEvents: 'none' });

function RulesPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerEditorRules(editor), [editor]);
  return null;
}

export default function RichTextEditor({ label, initialJson, placeholder, onChange }: RichTextEditorProps) {
  const initialConfig = {
    namespace: 'forum',
    nodes: [...EDITOR_NODES],
    theme: EDITOR_THEME,
    editorState: initialJson ?? undefined,
    onError: (error: Error) => {
      throw error;
    },
  };
  const emit = (state: EditorState) =>
    onChange({ json: JSON.stringify(state.toJSON()), plainText: state.read(() => $getRoot().getTextContent()) });

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={frame}>
        <Toolbar />
        <RichTextPlugin
          contentEditable={<ContentEditable className={area} aria-label={label} aria-multiline />}
          placeholder={<div className={placeholderStyle}>{placeholder ?? 'Write your post…'}</div>}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={(url) => linkTarget(url) !== null} />
        <AutoLinkPlugin matchers={AUTOLINK_MATCHERS} />
        <MarkdownShortcutPlugin transformers={TRANSFORMERS} />
        <EmojiPickerPlugin />
        <MentionsPlugin />
        <RulesPlugin />
        <OnChangePlugin ignoreSelectionChange onChange={emit} />
      </div>
    </LexicalComposer>
  );
}
