// The editor's node set and theme, shared by the browser editor and the headless tests.
import { CodeHighlightNode, CodeNode } from '@lexical/code';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import type { Klass, LexicalEditor, LexicalNode } from 'lexical';
import { EmbedNode, MentionNode } from './nodes';
import { registerEmbedPaste, registerSafeLinks, registerSmileys } from './rules';

/** common/richText's RICH_TEXT_NODE_TYPES, as node classes (the root, paragraph, text, linebreak and tab are core). */
export const EDITOR_NODES: ReadonlyArray<Klass<LexicalNode>> = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  CodeNode,
  CodeHighlightNode,
  LinkNode,
  AutoLinkNode,
  MentionNode,
  EmbedNode,
];

export const EDITOR_THEME = {
  paragraph: 'editor-paragraph',
  link: 'editor-link',
  text: { bold: 'editor-bold', italic: 'editor-italic', code: 'editor-code' },
};

/** Every rule that has no UI, registered at once; returns the cleanup. */
export function registerEditorRules(editor: LexicalEditor): () => void {
  return mergeRegister(registerSmileys(editor), registerSafeLinks(editor), registerEmbedPaste(editor));
}
