// The editor's custom nodes, with exactly the JSON fields the forum contract stores (/work: forum-contract):
// `mention` is a TextNode plus `userUuid`; `embed` is a block `{ provider, embedId, url, format }`. Services render
// their own HTML from this JSON, so these classes only decide what the author sees while writing.
import { DecoratorBlockNode, type SerializedDecoratorBlockNode } from '@lexical/react/LexicalDecoratorBlockNode';
import {
  $applyNodeReplacement,
  TextNode,
  type EditorConfig,
  type LexicalNode,
  type NodeKey,
  type SerializedTextNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';
import { embedFrameSrc, type EmbedProvider, type EmbedRef } from '~/common/richText';

export type SerializedMentionNode = Spread<{ userUuid: string }, SerializedTextNode>;

export class MentionNode extends TextNode {
  __userUuid: string;

  static override getType(): string {
    return 'mention';
  }

  static override clone(node: MentionNode): MentionNode {
    return new MentionNode(node.__text, node.__userUuid, node.__key);
  }

  static override importJSON(json: SerializedMentionNode): MentionNode {
    return $createMentionNode(json.text, json.userUuid).updateFromJSON(json);
  }

  constructor(text: string, userUuid: string, key?: NodeKey) {
    super(text, key);
    this.__userUuid = userUuid;
  }

  override exportJSON(): SerializedMentionNode {
    return { ...super.exportJSON(), type: 'mention', version: 1, userUuid: this.getLatest().__userUuid };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    dom.dataset.mention = '';
    dom.className = 'editor-mention';
    return dom;
  }

  // a mention is one token: typing next to it starts a new text node, deleting removes it whole
  override isTextEntity(): true {
    return true;
  }

  override canInsertTextBefore(): boolean {
    return false;
  }

  override canInsertTextAfter(): boolean {
    return false;
  }
}

export function $createMentionNode(fullNameWithAt: string, userUuid: string): MentionNode {
  return $applyNodeReplacement(new MentionNode(fullNameWithAt, userUuid).setMode('token'));
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}

export type SerializedEmbedNode = Spread<{ provider: EmbedProvider; embedId: string; url: string }, SerializedDecoratorBlockNode>;

function EmbedFrame({ provider, embedId, url }: EmbedRef) {
  const src = embedFrameSrc({ provider, embedId });
  if (!src) return <a href={url}>{url}</a>;
  return (
    <figure className="editor-embed" data-provider={provider}>
      <iframe
        src={src}
        title={`Embedded ${provider} post`}
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        width="100%"
        height="315"
      />
      <figcaption>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      </figcaption>
    </figure>
  );
}

export class EmbedNode extends DecoratorBlockNode {
  __provider: EmbedProvider;
  __embedId: string;
  __url: string;

  static override getType(): string {
    return 'embed';
  }

  static override clone(node: EmbedNode): EmbedNode {
    return new EmbedNode({ provider: node.__provider, embedId: node.__embedId, url: node.__url }, node.__key);
  }

  static override importJSON(json: SerializedEmbedNode): EmbedNode {
    return $createEmbedNode({ provider: json.provider, embedId: json.embedId, url: json.url });
  }

  constructor(ref: EmbedRef, key?: NodeKey) {
    super('', key);
    this.__provider = ref.provider;
    this.__embedId = ref.embedId;
    this.__url = ref.url;
  }

  override exportJSON(): SerializedEmbedNode {
    const self = this.getLatest();
    return { type: 'embed', version: 1, provider: self.__provider, embedId: self.__embedId, url: self.__url, format: '' };
  }

  override getTextContent(): string {
    return this.__url;
  }

  override decorate(): JSX.Element {
    return <EmbedFrame provider={this.__provider} embedId={this.__embedId} url={this.__url} />;
  }
}

export function $createEmbedNode(ref: EmbedRef): EmbedNode {
  return $applyNodeReplacement(new EmbedNode(ref));
}

export function $isEmbedNode(node: LexicalNode | null | undefined): node is EmbedNode {
  return node instanceof EmbedNode;
}
