// Recipients of a chat.changed event share one execution of a subscription document when chatViewKey says so: that is
// only right if chatEventFor then gives them equal results of that document. Checked here for every field of ChatEvent
// read alone, for documents reading all of them (as the web app's does) through fragments, and for the events a
// one-to-one and a group conversation produce, as seen by each participant, a removed member and an outsider.
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  execute,
  getNamedType,
  GraphQLObjectType,
  parse,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage, ChatParticipant } from '~/common/chat';
import { chatEventFor, chatSelectionOf, chatViewKey, type ChatChangedPayload } from '~/gateway/graphql/chatMapping';
import { SCHEMA_FILE } from '~/gateway/graphql/plugin';

const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

const [ANN, BOB, CAL, DEE, EVE] = ['ann', 'bob', 'cal', 'dee', 'eve'].map((name, i) => `00000000-0000-4000-8000-00000000000${i}-${name}`);

const participant = (identity: string, lastRead: number | null, lastDelivered: number | null = lastRead): ChatParticipant => ({
  sid: `MB${identity}`,
  identity,
  friendlyName: `Member ${identity.slice(-3)}`,
  imageUrl: null,
  type: 'chat',
  attributes: { role: identity.slice(-3) },
  notificationLevel: identity === BOB ? 'muted' : 'default',
  lastReadMessageIndex: lastRead,
  lastDeliveredMessageIndex: lastDelivered,
});

const message = (author: string, index: number): ChatMessage => ({
  sid: `IM${index}`,
  conversationSid: 'CH1',
  index,
  body: `message ${index}`,
  author,
  authorName: `Member ${author.slice(-3)}`,
  participantSid: `MB${author}`,
  attributes: {},
  clientMessageId: null,
  dateCreated: '2030-01-15T10:00:00.000Z',
  dateUpdated: '2030-01-15T10:00:00.000Z',
  edited: false,
  deleted: false,
  media: [{ sid: 'ME1', filename: 'deck.pdf', contentType: 'application/pdf', size: 10, category: 'media' }],
});

const conversation = (kind: ChatConversation['kind'], participants: ChatParticipant[], last: ChatMessage | null): ChatConversation => ({
  sid: 'CH1',
  kind,
  friendlyName: kind === 'direct' ? null : 'Pipeline review',
  attributes: {},
  createdBy: ANN,
  groupHookupUUID: null,
  dateCreated: '2030-01-15T09:00:00.000Z',
  dateUpdated: '2030-01-15T10:00:00.000Z',
  lastMessageIndex: last?.index ?? -1,
  lastMessage: last,
  participants,
});

const EVENTS: Record<string, ChatChangedPayload> = (() => {
  const directSend = message(ANN, 3);
  const groupSend = message(CAL, 7);
  const groupEdit = message(BOB, 2);
  return {
    'Ann sends Bob a message': {
      kind: 'message.added',
      actorUUID: ANN,
      conversation: conversation('direct', [participant(ANN, 3), participant(BOB, 1, 2)], directSend),
      message: directSend,
      removedUUIDs: [],
    },
    'Cal sends to a group Bob has read to the end': {
      kind: 'message.added',
      actorUUID: CAL,
      conversation: conversation('group', [participant(ANN, 5), participant(BOB, 7), participant(CAL, 7)], groupSend),
      message: groupSend,
      removedUUIDs: [],
    },
    'Bob edits an older message of the group': {
      kind: 'message.updated',
      actorUUID: BOB,
      conversation: conversation('group', [participant(ANN, 7), participant(BOB, 7), participant(CAL, 7)], groupSend),
      message: groupEdit,
      removedUUIDs: [],
    },
    'Ann removes Dee from the group': {
      kind: 'participant.removed',
      actorUUID: ANN,
      conversation: conversation('group', [participant(ANN, 7), participant(BOB, 6), participant(CAL, 7)], groupSend),
      message: null,
      removedUUIDs: [DEE],
    },
  };
})();

const VIEWERS = [ANN, BOB, CAL, DEE, EVE];

/** Every field path under ChatEvent, as the selection that reads it alone (`conversation { lastMessage { status } }`). */
function leafSelections(type: GraphQLObjectType, depth = 0): string[] {
  return Object.values(type.getFields()).flatMap((field) => {
    const inner = getNamedType(field.type);
    if (!(inner instanceof GraphQLObjectType)) return [field.name];
    return depth > 3 ? [] : leafSelections(inner, depth + 1).map((selection) => `${field.name} { ${selection} }`);
  });
}

/** Every field under ChatEvent, as one selection. */
function allFields(type: GraphQLObjectType): string {
  return Object.values(type.getFields())
    .map((field) => {
      const inner = getNamedType(field.type);
      return inner instanceof GraphQLObjectType ? `${field.name} { ${allFields(inner)} }` : field.name;
    })
    .join(' ');
}

const chatEventType = schema.getType('ChatEvent') as GraphQLObjectType;
const subscription = (selection: string, fragments = '') => `subscription { chatChanged(token: "t") { ${selection} } } ${fragments}`;

/** The document's chatChanged nodes and fragments, as the subscribe resolver's `info` gives them. */
function parsed(source: string) {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]),
  );
  return { document, fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

/** Each viewer's key and result of the document for the event (undefined key: the viewer does not hear it). */
function viewsOf(source: string, payload: ChatChangedPayload) {
  const { document, fieldNodes, fragments } = parsed(source);
  const selection = chatSelectionOf(fieldNodes, fragments);
  return VIEWERS.map((viewer) => {
    const key = chatViewKey(payload, viewer, selection);
    // no resolver is asynchronous: the result is there at once
    const result = key === undefined ? undefined : (execute({ schema, document, rootValue: { chatChanged: chatEventFor('41', payload, viewer) } }) as ExecutionResult);
    return { viewer, key, result };
  });
}

const DOCUMENTS: Record<string, string> = {
  ...Object.fromEntries(leafSelections(chatEventType).map((selection) => [selection, subscription(selection)])),
  'every field': subscription(allFields(chatEventType)),
  'the bench’s message { body author }': subscription('kind message { body author }'),
  'every field through fragments and inline fragments, the way the web app reads them': subscription(
    'eventId ... on ChatEvent { kind } conversation { ...Conversation } message { ...Message }',
    `fragment Message on ChatMessage { ${allFields(schema.getType('ChatMessage') as GraphQLObjectType).replace('status', '')} ... on ChatMessage { status } }
     fragment Conversation on ChatConversation { sid title unreadCount lastMessage { ...Message } participants { identity lastReadMessageIndex } }`,
  ),
};

describe('recipients of a chat event that share an execution get equal results', () => {
  it.each(Object.entries(DOCUMENTS))('%s', (_name, source) => {
    for (const [event, payload] of Object.entries(EVENTS)) {
      const views = viewsOf(source, payload);
      for (const { viewer, key, result } of views) {
        expect(key === undefined, `${event}: whether ${viewer} hears it`).toBe(![...payload.conversation.participants.map((p) => p.identity), ...payload.removedUUIDs].includes(viewer));
        expect(result?.errors, `${event}: ${viewer}`).toBeUndefined();
        for (const other of views) {
          if (other.key !== undefined && other.key === key) expect(other.result, `${event}: ${other.viewer} shares ${viewer}'s execution`).toEqual(result);
        }
      }
    }
  });
});

describe('how many executions an event costs', () => {
  const keysOf = (source: string, event: string) => Object.fromEntries(viewsOf(source, EVENTS[event]!).map(({ viewer, key }) => [viewer.slice(-3), key]));

  it('a document reading nothing shaped per viewer is executed once for all the conversation’s participants', () => {
    const keys = keysOf(subscription('kind message { body author media { url } delivery { read } }'), 'Ann sends Bob a message');
    expect(keys.ann).toBeDefined();
    expect(keys.bob).toBe(keys.ann);
    expect(keys.eve).toBeUndefined();
  });

  it('message status splits the author from everyone else, and a removed member from the participants', () => {
    const keys = keysOf(subscription('message { status }'), 'Cal sends to a group Bob has read to the end');
    expect(keys.cal).not.toBe(keys.ann);
    expect(keys.bob).toBe(keys.ann);
    const removed = keysOf(subscription('conversation { sid }'), 'Ann removes Dee from the group');
    expect(removed.dee).toBeDefined();
    expect(removed.dee).not.toBe(removed.ann);
    expect(removed.bob).toBe(removed.ann);
  });

  it('the conversation as each viewer sees it (title, unread count) is executed per viewer', () => {
    const keys = keysOf(subscription('conversation { title unreadCount }'), 'Ann sends Bob a message');
    expect(new Set(Object.values(keys).filter(Boolean)).size).toBe(2);
  });
});
