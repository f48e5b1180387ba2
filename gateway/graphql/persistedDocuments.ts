// Persisted documents (issue 21): `npm run codegen` writes web/gql/persisted-documents.json, each web document under
// the sha256 of its normalised text. The web app sends that hash instead of the document (Apollo's APQ shape,
// `extensions.persistedQuery.sha256Hash`, which @urql/exchange-persisted speaks); the gateway looks the text up.
// With PERSISTED_DOCUMENTS_ONLY the gateway runs nothing else: a full document is accepted only when it is one of
// the web app's own (normalised the way codegen normalised it), over HTTP and over the WebSocket alike.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { formatDocument } from '@urql/core';
import { parse, print, type DocumentNode } from 'graphql';
import type { PersistedQueryProvider } from 'mercurius';
import { GRAPHQL_MAX_TOKENS } from '~/gateway/limits';

export const PERSISTED_DOCUMENTS_FILE = new URL('../../web/gql/persisted-documents.json', import.meta.url);

/** The APQ messages clients act on (urql and Apollo match them exactly): a miss is retried with the full text. */
export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound';
export const PERSISTED_QUERY_NOT_SUPPORTED = 'PersistedQueryNotSupported';

/** The hash codegen gives a document (codegen.ts `hashAlgorithm`): sha256 of its text, in hex. */
export function documentHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface PersistedDocuments {
  /** the document of a hash the web app was built with, as the web client sends it (with __typename) */
  byHash(hash: string): string | undefined;
  /** whether a full document is one of the web app's own, whatever its formatting and field order */
  isKnown(query: string): boolean;
  size: number;
}

const NORMALISED_CACHE_MAX = 500;

export function loadPersistedDocuments(file: URL | string = PERSISTED_DOCUMENTS_FILE): PersistedDocuments {
  const documents = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  const normalisedHash = (document: DocumentNode) => documentHash(printExecutableGraphQLDocument(document));
  // the web client sends its documents' text as urql formats it (a __typename in every selection): known as well
  const formattedHashes = new Set([...documents.values()].map((text) => normalisedHash(formatDocument(parse(text)))));
  // a full document's normalised hash, by its text: the web app sends a few dozen distinct texts, a stranger many
  const seen = new Map<string, boolean>();
  const isKnown = (query: string): boolean => {
    const cached = seen.get(query);
    if (cached !== undefined) return cached;
    let known = false;
    try {
      const hash = normalisedHash(parse(query, { maxTokens: GRAPHQL_MAX_TOKENS }));
      known = documents.has(hash) || formattedHashes.has(hash);
    } catch {
      known = false; // not a document at all: certainly not one of ours
    }
    if (seen.size >= NORMALISED_CACHE_MAX) seen.delete(seen.keys().next().value as string);
    seen.set(query, known);
    return known;
  };
  // what a hash runs is the document as the web client would have sent its text: urql's formatDocument adds __typename
  // to every selection, and its document cache needs those in the answer to refetch what a mutation changed
  const runnable = new Map<string, string>();
  const byHash = (hash: string): string | undefined => {
    const ready = runnable.get(hash);
    if (ready !== undefined) return ready;
    const text = documents.get(hash);
    if (text === undefined) return undefined;
    const formatted = print(formatDocument(parse(text)));
    runnable.set(hash, formatted);
    return formatted;
  };
  return { byHash, isKnown, size: documents.size };
}

interface PersistedRequest {
  query?: string;
  extensions?: { persistedQuery?: { version?: number; sha256Hash?: unknown } } | null;
}

const sentHash = (request: PersistedRequest): string | false => {
  const persisted = request.extensions?.persistedQuery;
  return persisted?.version === 1 && typeof persisted.sha256Hash === 'string' ? persisted.sha256Hash : false;
};

/**
 * Mercurius's `persistedQueryProvider`. A hash alone is looked up; a hash beside the text (a client's retry after a
 * miss) runs the text, since the client printed it itself and its bytes need not be codegen's. `only`: every request
 * goes through the lookup, a full document by the hash of its normalised text, so unknown documents never run.
 */
export function persistedQueryProvider(documents: PersistedDocuments, { only }: { only: boolean }): PersistedQueryProvider {
  const byFullText = (query: string | undefined) => (query && documents.isKnown(query) ? `text:${query}` : false);
  return {
    isPersistedQuery: (request: PersistedRequest) => only || (!request.query && sentHash(request) !== false),
    getHash: (request: PersistedRequest) => (request.query ? byFullText(request.query) : sentHash(request)) || (only ? 'unknown' : false),
    getQueryFromHash: async (hash: string) => (hash.startsWith('text:') ? hash.slice('text:'.length) : documents.byHash(hash)),
    notFoundError: PERSISTED_QUERY_NOT_FOUND,
    notSupportedError: PERSISTED_QUERY_NOT_SUPPORTED,
  } as unknown as PersistedQueryProvider;
}
