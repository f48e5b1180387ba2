// The editor's rules, run on a headless Lexical editor with the browser editor's nodes and rules.
import { createHeadlessEditor } from '@lexical/headless';
import { $createLinkNode, $isLinkNode, type LinkNode } from '@lexical/link';
import { $createParagraphNode, $createTextNode, $getRoot, $isTextNode, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { EMOJI_SUGGESTIONS_MAX } from '~/common/constants';
import { BLANK_URL } from '~/common/richText';
import { loadEmojiIndex, searchEmoji } from '~/web/lib/emoji';
import { EDITOR_NODES, registerEditorRules } from './config';
import { $createMentionNode, $isEmbedNode } from './nodes';
import { $applyLink, $insertEmbed, AUTOLINK_MATCHERS, linkTarget } from './rules';

function makeEditor(): LexicalEditor {
  const editor = createHeadlessEditor({ namespace: 'test', nodes: [...EDITOR_NODES], onError: (e) => { throw e; } });
  registerEditorRules(editor);
  return editor;
}

function write(editor: LexicalEditor, text: string) {
  editor.update(() => {
    const paragraph = $createParagraphNode();
    paragraph.append($createTextNode(text));
    $getRoot().clear().append(paragraph);
  }, { discrete: true });
}

const textOf = (editor: LexicalEditor) => editor.getEditorState().read(() => $getRoot().getTextContent());

function autolink(text: string) {
  for (const matcher of AUTOLINK_MATCHERS) {
    const match = matcher(text);
    if (match) return match;
  }
  return null;
}

describe('editor rules', () => {
  it('turns text smileys into emoji as they are typed', () => {
    const editor = makeEditor();
    write(editor, 'great news :) see you <3 ;) :D');
    expect(textOf(editor)).toBe('great news 🙂 see you ❤️ 😉 😀');
  });

  it('leaves a smiley inside a word or an address alone', () => {
    const editor = makeEditor();
    write(editor, 'http://x.org/:D and a:Pb');
    expect(textOf(editor)).toBe('http://x.org/:D and a:Pb');
  });

  it('offers at most ten emoji after a colon', async () => {
    const index = await loadEmojiIndex();
    expect(searchEmoji(index, 'face', EMOJI_SUGGESTIONS_MAX).length).toBe(10);
    expect(EMOJI_SUGGESTIONS_MAX).toBe(10);
  });

  it('adds https:// to a web address in the link dialog', () => {
    expect(linkTarget('example.com/page')).toBe('https://example.com/page');
    expect(linkTarget('www.example.com')).toBe('https://www.example.com');
  });

  it('makes an email address a mailto: link', () => {
    expect(linkTarget('jane@example.com')).toBe('mailto:jane@example.com');
  });

  it('refuses unsafe schemes and non-addresses in the link dialog', () => {
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(linkTarget('not a link')).toBeNull();
  });

  // what the link dialog's Apply does, read back as [link text, url] pairs
  const linksOf = (editor: LexicalEditor) =>
    editor.getEditorState().read(() =>
      $getRoot()
        .getAllTextNodes()
        .map((node) => node.getParent())
        .filter((node, i, all): node is LinkNode => $isLinkNode(node) && all.indexOf(node) === i)
        .map((link) => [link.getTextContent(), link.getURL()]),
    );
  const apply = (editor: LexicalEditor, select: () => void, input: string) => {
    let ok = false;
    editor.update(() => {
      select();
      ok = $applyLink(input);
    }, { discrete: true });
    return ok;
  };
  const firstText = () => $getRoot().getAllTextNodes().find($isTextNode)!;

  it('links the selected words to the address given, with https:// added', () => {
    const editor = makeEditor();
    write(editor, 'read our playbook');
    expect(apply(editor, () => firstText().select(9, 17), 'example.com/playbook')).toBe(true);
    expect(linksOf(editor)).toEqual([['playbook', 'https://example.com/playbook']]);
    expect(textOf(editor)).toBe('read our playbook');
  });

  it('with nothing selected, inserts the address itself as a link at the caret', () => {
    const editor = makeEditor();
    write(editor, 'read ');
    expect(apply(editor, () => firstText().select(5, 5), 'example.com/playbook')).toBe(true);
    expect(linksOf(editor)).toEqual([['example.com/playbook', 'https://example.com/playbook']]);
    expect(textOf(editor)).toBe('read example.com/playbook');
  });

  it('with the caret inside a link, changes that link; an empty address removes it; a bad one is refused', () => {
    const editor = makeEditor();
    write(editor, 'read our playbook');
    apply(editor, () => firstText().select(9, 17), 'example.com/playbook');
    expect(apply(editor, () => $getRoot().getAllTextNodes().find((node) => $isLinkNode(node.getParent()))!.select(2, 2), 'example.com/v2')).toBe(true);
    expect(linksOf(editor)).toEqual([['playbook', 'https://example.com/v2']]);
    expect(apply(editor, () => firstText().select(0, 4), 'not a link')).toBe(false);
    expect(linksOf(editor)).toEqual([['playbook', 'https://example.com/v2']]);
    expect(apply(editor, () => $getRoot().getAllTextNodes().find((node) => $isLinkNode(node.getParent()))!.select(0, 8), '')).toBe(true);
    expect(linksOf(editor)).toEqual([]);
    expect(textOf(editor)).toBe('read our playbook');
  });

  it('neutralises an unsafe URL on any link node, however it got there', () => {
    const editor = makeEditor();
    editor.update(() => {
      const link = $createLinkNode('javascript:alert(document.cookie)');
      link.append($createTextNode('click'));
      $getRoot().clear().append($createParagraphNode().append(link));
    }, { discrete: true });
    const url = editor.getEditorState().read(() => {
      const link = $getRoot().getFirstDescendant()?.getParent();
      return $isLinkNode(link) ? (link as LinkNode).getURL() : null;
    });
    expect(url).toBe(BLANK_URL);
  });

  it('autolinks web and email addresses while typing, with the normalised target', () => {
    expect(autolink('see example.com today')).toMatchObject({ text: 'example.com', url: 'https://example.com' });
    expect(autolink('mail jane@example.com.')).toMatchObject({ text: 'jane@example.com', url: 'mailto:jane@example.com' });
    expect(autolink('no address here')).toBeNull();
  });

  it('inserts an embed node with exactly the contract fields for a YouTube URL', () => {
    const editor = makeEditor();
    write(editor, 'watch this');
    let inserted = false;
    editor.update(() => {
      $getRoot().selectEnd();
      inserted = $insertEmbed('https://youtu.be/dQw4w9WgXcQ');
    }, { discrete: true });
    expect(inserted).toBe(true);
    const json = editor.getEditorState().toJSON();
    const embed = json.root.children.find((node) => node.type === 'embed');
    expect(embed).toEqual({ type: 'embed', version: 1, provider: 'youtube', embedId: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', format: '' });
    expect(editor.getEditorState().read(() => $getRoot().getChildren().some($isEmbedNode))).toBe(true);
  });

  it('refuses to embed an address that is no video or post', () => {
    const editor = makeEditor();
    let inserted = true;
    editor.update(() => (inserted = $insertEmbed('https://example.com/video')), { discrete: true });
    expect(inserted).toBe(false);
  });

  it('serialises a mention as a text node plus userUuid and reads it back', () => {
    const editor = makeEditor();
    editor.update(() => {
      $getRoot().clear().append($createParagraphNode().append($createMentionNode('@Jane Doe', 'u-1')));
    }, { discrete: true });
    const json = JSON.stringify(editor.getEditorState().toJSON());
    const mention = JSON.parse(json).root.children[0].children[0];
    expect(mention).toMatchObject({ type: 'mention', version: 1, text: '@Jane Doe', userUuid: 'u-1' });
    const again = makeEditor();
    again.setEditorState(again.parseEditorState(json));
    expect(textOf(again)).toBe('@Jane Doe');
  });
});
