import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
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

/** The operation's cost with its variables: every field 1, a paged field's selection times its page size. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): number {
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
  let cost: number;
  try {
    cost = operationCost(schema, document, variables, operationName);
  } catch (error) {
    // graphql-query-complexity coerces the variables itself; a bad one is answered by graphql-js's own check next
    if (error instanceof GraphQLError) return null;
    throw error;
  }
  if (cost <= GRAPHQL_MAX_LIST_COST) return null;
  return new GatewayError(`The query asks for too much at once (cost ${cost}, at most ${GRAPHQL_MAX_LIST_COST}): ask for smaller pages or fewer fields.`, {
    code: 'BAD_USER_INPUT',
  });
}
