// Subscription documents parsed and validated once per distinct query text: thousands of sockets sending the same
// subscription share one DocumentNode (memory) and one validation (CPU), and the fan-out tells by its key which
// subscriptions execute an event alike.
import { GRAPHQL_MAX_TOKENS } from '~/gateway/limits';
import { parse, validate, visit, type ASTNode, type GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';

const CACHE_MAX = 500;

export interface LiveDocument {
  document: DocumentNode;
  /** unique per cached document */
  key: number;
  /** variables used anywhere but in the root fields' arguments: only these can change an event's execution */
  payloadVariables: string[];
}

export type Parsed = { document: DocumentNode } | { error: unknown };
/** A validated document, or what refuses it (a rule's refusal thrown, validation errors). */
export type Validated = { live: LiveDocument } | { error: unknown } | { errors: readonly GraphQLError[] };

export function createLiveDocuments(schema: GraphQLSchema, rules: readonly ValidationRule[]) {
  const cache = new Map<string, LiveDocument>();
  let nextKey = 0;

  return {
    parse(query: string): Parsed {
      const cached = cache.get(query);
      if (cached) return { document: cached.document };
      try {
        return { document: parse(query, { maxTokens: GRAPHQL_MAX_TOKENS }) };
      } catch (error) {
        return { error };
      }
    },
    validate(query: string, document: DocumentNode): Validated {
      const cached = cache.get(query);
      if (cached) return { live: cached };
      let invalid: readonly GraphQLError[];
      try {
        invalid = validate(schema, document, rules);
      } catch (error) {
        return { error };
      }
      if (invalid.length > 0) return { errors: invalid };
      const live = { document, key: nextKey++, payloadVariables: payloadVariables(document) };
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(query, live);
      return { live };
    },
  };
}

/** Subscriptions with equal keys get byte-equal frames for equal values of their root field. */
export function executionKey(live: LiveDocument, operationName: string | null | undefined, variables: unknown): string {
  const values = variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : {};
  const used = live.payloadVariables.map((name) => values[name]);
  return `${live.key}\n${operationName ?? ''}\n${used.length > 0 ? JSON.stringify(used) : ''}`;
}

function payloadVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  const collect = (node: ASTNode) => visit(node, { Variable: (variable) => void names.add(variable.name.value) });
  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') {
      collect(definition);
      continue;
    }
    definition.directives?.forEach(collect);
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== 'Field') {
        collect(selection);
        continue;
      }
      // the root field's own arguments (uuid, after) only reach its subscribe resolver
      selection.directives?.forEach(collect);
      if (selection.selectionSet) collect(selection.selectionSet);
    }
  }
  return [...names];
}
