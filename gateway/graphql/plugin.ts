import { readFile } from 'node:fs/promises';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { loadPersistedDocuments, persistedQueryProvider, type PersistedDocuments } from '~/gateway/graphql/persistedDocuments';
import type { Resolvers } from '~/gateway/generated/graphql';
import type { GatewayContext } from '~/gateway/context';
import { formatErrors } from '~/gateway/errors';
import { adminUsersResolvers } from '~/gateway/graphql/adminUsers';
import { authResolvers } from '~/gateway/graphql/auth';
import { chatResolvers } from '~/gateway/graphql/chat';
import { forumResolvers } from '~/gateway/graphql/forum';
import { listCostRefusal } from '~/gateway/graphql/complexity';
import { groupHookupsResolvers } from '~/gateway/graphql/groupHookups';
import { hookupsResolvers } from '~/gateway/graphql/hookups';
import { networkResolvers } from '~/gateway/graphql/network';
import { noUnstorableText, unstorableTextInVariables } from '~/gateway/graphql/unstorableText';
import { notificationsResolvers } from '~/gateway/graphql/notifications';
import { profilesResolvers } from '~/gateway/graphql/profiles';
import { referralsResolvers } from '~/gateway/graphql/referrals';
import { reviewLoaders, reviewsResolvers } from '~/gateway/graphql/reviews';
import { feedbackResolvers } from '~/gateway/graphql/feedback';
import { aiAgentResolvers } from '~/gateway/graphql/aiAgent';
import { installSubscriptionResolvers } from '~/gateway/graphql/subscriptionResolvers';
import { usersResolvers } from '~/gateway/graphql/users';
import { videoLoaders, videoResolvers } from '~/gateway/graphql/video';
import {
  GRAPHQL_BODY_LIMIT_BYTES,
  GRAPHQL_MAX_ALIASES,
  GRAPHQL_MAX_COST,
  GRAPHQL_MAX_DEPTH,
  GRAPHQL_MAX_DIRECTIVES,
  GRAPHQL_MAX_TOKENS,
} from '~/gateway/limits';

/** The one SDL-first schema; resolver types are generated from the same file (`npm run codegen`). */
export const SCHEMA_FILE = new URL('../../schema.graphql', import.meta.url);

/**
 * Depth of graphql-js's standard introspection query, which GraphiQL sends outside production. Mercurius's own
 * `queryDepth` cannot skip introspection, so it is the backstop at this depth while graphql-armor's max-depth
 * (which skips introspection) holds data operations to GRAPHQL_MAX_DEPTH.
 */
const INTROSPECTION_QUERY_DEPTH = 15;

export interface GraphqlPluginOptions {
  production: boolean;
  /** PERSISTED_DOCUMENTS_ONLY: run only the web app's own documents (web/gql/persisted-documents.json) */
  persistedDocumentsOnly?: boolean;
  /** the web app's documents by hash (default: loaded from web/gql/persisted-documents.json) */
  persistedDocuments?: PersistedDocuments;
  buildContext: (request: FastifyRequest) => Promise<GatewayContext>;
  /** runs before every /graphql request; the CSRF check of mutations (spec §4) */
  preHandler: preHandlerHookHandler;
}

/** Every domain's resolvers, one object per GraphQL type. */
export function mergeResolvers(...groups: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const group of groups) {
    for (const [typeName, fields] of Object.entries(group)) merged[typeName] = { ...merged[typeName], ...fields };
  }
  return merged as Resolvers;
}

export const resolvers = mergeResolvers(
  authResolvers,
  usersResolvers,
  groupHookupsResolvers,
  hookupsResolvers,
  notificationsResolvers,
  profilesResolvers,
  networkResolvers,
  adminUsersResolvers,
  referralsResolvers,
  reviewsResolvers,
  feedbackResolvers,
  aiAgentResolvers,
  videoResolvers,
  chatResolvers,
  forumResolvers,
);

/** The validation rules added to graphql-js's own; an array, so Mercurius keeps caching validated documents. */
export function validationRules(production: boolean): ValidationRule[] {
  const rules: ValidationRule[] = [
    maxAliasesRule({ n: GRAPHQL_MAX_ALIASES }),
    maxDepthRule({ n: GRAPHQL_MAX_DEPTH, ignoreIntrospection: true }),
    maxDirectivesRule({ n: GRAPHQL_MAX_DIRECTIVES }),
    costLimitRule({ maxCost: GRAPHQL_MAX_COST, ignoreIntrospection: true }),
    noUnstorableText,
  ] as ValidationRule[];
  // DESIGN.md footgun: Mercurius leaves introspection on; production hides the schema
  if (production) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

/** Over HTTP a subscription would run once as a query and fail; it belongs on the WebSocket. */
const subscriptionsOverWebSocket: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription') return;
    const message = 'Subscriptions are served over WebSocket (graphql-transport-ws) at /graphql.';
    context.reportError(new GraphQLError(message, { nodes: node }));
  },
});

/**
 * GraphQL over HTTP: a server MUST accept `"extensions": null` (graphql-http audit 0222); Mercurius's body schema takes
 * only an object, so a null is dropped before validation, as if it were absent.
 */
async function allowNullExtensions(request: FastifyRequest): Promise<void> {
  const body = request.body as { extensions?: unknown } | null | undefined;
  if (body && typeof body === 'object' && body.extensions === null) delete body.extensions;
}

/**
 * Mercurius on /graphql, registered on the gateway's own instance so `app.graphql.schema` stays reachable for the
 * graphql-ws server that will serve subscriptions on the same HTTP server.
 */
export async function registerGraphql(app: FastifyInstance, opts: GraphqlPluginOptions): Promise<void> {
  const schema = await readFile(SCHEMA_FILE, 'utf8');
  await app.register(mercurius, {
    schema,
    resolvers: resolvers as IResolvers,
    // per-field reads batched per request (STYLE.md: loaders, never a loop of calls)
    loaders: { ...videoLoaders, ...reviewLoaders },
    context: opts.buildContext,
    path: '/graphql',
    // no GraphiQL: Mercurius's loads its scripts from a public CDN, which the CSP would have to allow
    graphiql: false,
    queryDepth: INTROSPECTION_QUERY_DEPTH,
    // issue 20: a document of thousands of fragments is refused while parsing, before any validation rule walks it;
    // Mercurius caches parsed documents and their validation errors by text, so a repeated one costs a lookup
    graphql: { parseOptions: { maxTokens: GRAPHQL_MAX_TOKENS } },
    // issue 21: a document's second run compiles it (graphql-jit) and later runs call the compiled query; graphql-js's
    // executor walking the document again on every request was the largest cost of Mercurius's own under `query { me }`.
    // Only documents that parsed and validated are cached, so only those are compiled.
    jit: 1,
    validationRules: [...validationRules(opts.production), subscriptionsOverWebSocket],
    errorFormatter: formatErrors,
    // Subscriptions are served by graphql-ws's own server on the HTTP server (DESIGN.md footgun), not Mercurius.
    subscription: false,
    allowBatchedQueries: false,
    // issue 21: the web app sends a document's hash; with PERSISTED_DOCUMENTS_ONLY nothing else runs
    persistedQueryProvider: persistedQueryProvider(opts.persistedDocuments ?? loadPersistedDocuments(), { only: opts.persistedDocumentsOnly ?? false }),
    additionalRouteOptions: { bodyLimit: GRAPHQL_BODY_LIMIT_BYTES, preValidation: allowNullExtensions, preHandler: opts.preHandler },
  });
  app.graphql.addHook('preExecution', async (schema, document, context, variables) => {
    const refused = unstorableTextInVariables(variables);
    if (refused) throw refused;
    const operationName = (context.reply.request.body as { operationName?: string | null } | undefined)?.operationName;
    const tooCostly = listCostRefusal(schema, document, variables as Record<string, unknown> | undefined, operationName);
    if (tooCostly) throw tooCostly;
  });
  installSubscriptionResolvers(app.graphql.schema);
}
