import { getOperationAST, GraphQLError, visit, type ASTNode, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { GatewayError } from '~/gateway/errors';
import { GRAPHQL_LIST_DEFAULT_SIZE, GRAPHQL_MAX_LIST_COST } from '~/gateway/limits';

// graphql-armor's cost limit runs during validation, before the variables are known, so fifteen aliases of
// `groupHookups(size: 100)` cost it the same as fifteen of one row (issue 20: 601 KB, 0.8 s). This second check runs
// with the variables: a paged field costs its selection times the page size it asks for.

/** The arguments by which a field asks for a page of a given size. */
const SIZE_ARGUMENTS = ['size', 'first', 'limit'] as const;

/** A paged field's selection counts once per row it may return (the size asked for, else the largest default). */
const listSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const name = SIZE_ARGUMENTS.find((arg) => arg in args && args[arg] !== null && args[arg] !== undefined);
  if (name === undefined) return undefined; // not a paged field: the next estimator decides
  const size = Number(args[name]);
  const rows = Number.isFinite(size) && size > 0 ? size : GRAPHQL_LIST_DEFAULT_SIZE;
  return 1 + childComplexity * rows;
};

/** A paged field called without a size gets services' default page, which is at most GRAPHQL_LIST_DEFAULT_SIZE. */
const defaultPageEstimator: ComplexityEstimator = ({ field, childComplexity }) => {
  const paged = field.args.some((arg) => (SIZE_ARGUMENTS as readonly string[]).includes(arg.name));
  return paged ? 1 + childComplexity * GRAPHQL_LIST_DEFAULT_SIZE : undefined;
};

/**
 * Costs already computed, per document: Mercurius hands the same DocumentNode for the same query text (its parse
 * cache), and a cost depends only on the document, the operation and the variables. Walking the document again on every
 * request showed in the gateway's CPU profile under bench:forum. Queries with short variables only, a few per document.
 */
const knownCosts = new WeakMap<DocumentNode, Map<string, number>>();
const KNOWN_COSTS_PER_DOCUMENT = 32;
const KNOWN_COST_KEY_MAX = 512;

/** The operation's cost with its variables: every field 1, a paged field's selection times its page size. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): number {
  // queries only: their variables are ids, cursors and sizes, where a mutation's may carry a whole post
  if (getOperationAST(document, operationName ?? undefined)?.operation !== 'query') return computeCost(schema, document, variables, operationName);
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
  const known = knownCosts.get(document);
  const hit = known?.get(key);
  if (hit !== undefined) return hit;
  const cost = computeCost(schema, document, variables, operationName);
  if (key.length <= KNOWN_COST_KEY_MAX) {
    const costs = known ?? new Map<string, number>();
    if (!known) knownCosts.set(document, costs);
    // oldest first (a Map iterates in insertion order)
    if (costs.size >= KNOWN_COSTS_PER_DOCUMENT) costs.delete(costs.keys().next().value!);
    costs.set(key, cost);
  }
  return cost;
}

function computeCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [listSizeEstimator, defaultPageEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/** The error to answer when an operation asks for more rows × fields than one request may, or null. */
export function listCostRefusal(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): GatewayError | null {
  const cost = cachedCost(schema, document, variables, operationName);
  if (cost === null || cost <= GRAPHQL_MAX_LIST_COST) return null;
  return new GatewayError(`The query asks for too much at once (cost ${cost}, at most ${GRAPHQL_MAX_LIST_COST}): ask for smaller pages or fewer fields.`, {
    code: 'BAD_USER_INPUT',
  });
}

/** Costs already computed, per parsed document (Mercurius hands the same object for the same text) and variables. */
const costs = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();
/** Distinct operation names and variables remembered per document: paging through a list asks with a few sizes. */
const COSTS_PER_DOCUMENT = 32;
const CACHED_KEY_MAX = 1024;

/**
 * The variables a document's cost can depend on: those inside a page-size argument (listSizeEstimator) or a directive
 * (@include/@skip). Any other variable, a message's text or a conversation's sid, never changes the cost.
 */
const costVariablesOf = new WeakMap<DocumentNode, readonly string[]>();
function costVariables(document: DocumentNode): readonly string[] {
  let names = costVariablesOf.get(document);
  if (names) return names;
  const found = new Set<string>();
  const collect = (node: ASTNode) => visit(node, { Variable: (variable) => void found.add(variable.name.value) });
  visit(document, {
    Argument: (argument) => void ((SIZE_ARGUMENTS as readonly string[]).includes(argument.name.value) && collect(argument.value)),
    Directive: (directive) => void collect(directive),
  });
  costVariablesOf.set(document, (names = [...found].sort()));
  return names;
}

/**
 * The cost with these variables, or null when graphql-query-complexity refuses them (a bad variable is answered by
 * graphql-js's own check next). Walking the document on every request was a cost of its own in a CPU profile of
 * `query { me }` (issue 21); the answer depends only on the schema, the document, its operation and the variables that
 * can change it (costVariables), so each chat message (its text in the variables) no longer costs a walk of its own
 * (issue 16: 8 % of the gateway's CPU under bench:chat).
 */
function cachedCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): number | null {
  let byDocument = costs.get(schema);
  if (!byDocument) costs.set(schema, (byDocument = new WeakMap()));
  let byVariables = byDocument.get(document);
  if (!byVariables) byDocument.set(document, (byVariables = new Map()));
  const relevant = costVariables(document).map((name) => variables?.[name] ?? null);
  const key = `${operationName ?? ''}\u0000${JSON.stringify(relevant)}`;
  const known = byVariables.get(key);
  if (known !== undefined) return known;
  let cost: number;
  try {
    cost = operationCost(schema, document, variables, operationName);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    // not kept: the refusal may come from a variable the key leaves out, and the next request's may be fine
    return null;
  }
  if (key.length > CACHED_KEY_MAX) return cost;
  if (byVariables.size >= COSTS_PER_DOCUMENT) byVariables.delete(byVariables.keys().next().value!);
  byVariables.set(key, cost);
  return cost;
}
