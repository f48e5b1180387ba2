// The editor's rules without UI (STYLE.md: behaviour as node transforms and `$functions`): text smileys become
// emoji, every link's URL is made safe, autolinks follow spec §5's normalisation, a pasted embed URL becomes an
// embed node. The pickers (emoji, mentions, the link dialog) only call these.
import { $isCodeNode } from '@lexical/code';
import { $createLinkNode, $isAutoLinkNode, $isLinkNode, $toggleLink, AutoLinkNode, LinkNode, type LinkMatcher } from '@lexical/link';
import { $findMatchingParent, $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils';
import {
  $createTextNode,
  $getRoot,
  $getSelection,
  $isNodeSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_LOW,
  PASTE_COMMAND,
  TextNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { BLANK_URL, isValidLinkInput, normalizeLinkInput, parseEmbedUrl, safeLinkUrl } from '~/common/richText';
import { replaceSmileys } from '~/web/lib/emoji';
import { $createEmbedNode, $isMentionNode } from './nodes';

/** spec §5: `:)`, `;)`, `:D`, `<3`, … become emoji as they are typed (not inside links, code or mentions). */
export function registerSmileys(editor: LexicalEditor): () => void {
  return editor.registerNodeTransform(TextNode, (node) => {
    if ($isMentionNode(node) || !node.isSimpleText()) return;
    const parent = node.getParent();
    if ($isLinkNode(parent) || $isCodeNode(parent)) return;
    const text = node.getTextContent();
    const replaced = replaceSmileys(text);
    if (replaced === text) return;
    const selection = $getSelection();
    const caret =
      $isRangeSelection(selection) && selection.isCollapsed() && selection.anchor.key === node.getKey() ? selection.anchor.offset : null;
    node.setTextContent(replaced);
    // keep the caret after what was typed: its offset shrinks by what the smileys before it lost
    if (caret !== null) {
      const offset = Math.min(replaceSmileys(text.slice(0, caret)).length, replaced.length);
      node.select(offset, offset);
    }
  });
}

/** spec §5: whatever a link node's URL came from (dialog, paste, markdown, autolink), an unsafe scheme is
 * neutralised to about:blank. */
export function registerSafeLinks(editor: LexicalEditor): () => void {
  const makeSafe = (node: LinkNode) => {
    const url = node.getURL();
    const safe = safeLinkUrl(url);
    if (safe !== url) node.setURL(safe);
  };
  return mergeRegister(editor.registerNodeTransform(LinkNode, makeSafe), editor.registerNodeTransform(AutoLinkNode, makeSafe));
}

/** Inserts an embed for a YouTube/Vimeo/X/LinkedIn post URL at the selection; false when the URL is no embed. */
export function $insertEmbed(input: string): boolean {
  const ref = parseEmbedUrl(input);
  if (!ref) return false;
  $insertNodeToNearestRoot($createEmbedNode(ref));
  return true;
}

/** A pasted URL that parseEmbedUrl knows becomes an embed node instead of text. */
export function registerEmbedPaste(editor: LexicalEditor): () => void {
  return editor.registerCommand(
    PASTE_COMMAND,
    (event) => {
      const text = event instanceof ClipboardEvent ? event.clipboardData?.getData('text/plain')?.trim() : undefined;
      if (!text || /\s/.test(text) || !parseEmbedUrl(text)) return false;
      event.preventDefault();
      editor.update(() => {
        $insertEmbed(text);
      });
      return true;
    },
    COMMAND_PRIORITY_LOW,
  );
}

/** The link dialog's answer: the URL to link to, or null when spec §5's pattern refuses the input. */
export function linkTarget(input: string): string | null {
  if (!isValidLinkInput(input)) return null;
  const url = normalizeLinkInput(input);
  return safeLinkUrl(url) === BLANK_URL ? null : url;
}

/** Links the selection to the dialog's input, or removes the link for an empty input; false when refused. A caret
 * inside a link changes that link's address; a caret anywhere else (or no selection) inserts the address itself as
 * the link's text, so pressing Link with nothing selected is never silently a no-op. */
export function $applyLink(input: string): boolean {
  if (input.trim() === '') return $toggleLink(null), true;
  const url = linkTarget(input);
  if (!url) return false;
  let selection = $getSelection();
  if (!$isRangeSelection(selection) && !$isNodeSelection(selection)) selection = $getRoot().selectEnd();
  if ($isRangeSelection(selection) && selection.isCollapsed() && !$isInsideLink(selection.anchor.getNode())) {
    selection.insertNodes([$createLinkNode(url, { rel: 'noreferrer' }).append($createTextNode(input.trim()))]);
    return true;
  }
  $toggleLink(url);
  return true;
}

const $isInsideLink = (node: LexicalNode) => $findMatchingParent(node, (parent) => $isLinkNode(parent) && !$isAutoLinkNode(parent)) !== null;

// candidates only: each is then normalised and checked by common/richText, the one place the rules live
const WEB_CANDIDATE = /((https?:\/\/|www\.)[^\s<>"]+|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/[^\s<>"]*)?)/i;
const EMAIL_CANDIDATE = /[^\s@/:<>"]+@[^\s@/:<>"]+\.[a-z]{2,}/i;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

function matcher(pattern: RegExp): LinkMatcher {
  return (text) => {
    const match = pattern.exec(text);
    if (!match) return null;
    const candidate = match[0].replace(TRAILING_PUNCTUATION, '');
    const url = linkTarget(candidate);
    return url ? { index: match.index, length: candidate.length, text: candidate, url } : null;
  };
}

/** spec §5 autolink while typing: web addresses get https://, email addresses become mailto: links. */
export const AUTOLINK_MATCHERS: LinkMatcher[] = [matcher(EMAIL_CANDIDATE), matcher(WEB_CANDIDATE)];
