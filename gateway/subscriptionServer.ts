import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  getOperationAST,
  GraphQLError,
  specifiedRules,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import type { MercuriusContext } from 'mercurius';
import { WebSocketServer, type WebSocket } from 'ws';
import { RTC_PATH } from '~/common/video';
import { AUTH } from '~/common/messages';
import type { GatewayContext } from '~/gateway/context';
import { formatExecutionError, type ErrorCode } from '~/gateway/errors';
import type { LiveEvents } from '~/gateway/eventConsumer';
import { createFanout, type FanoutTarget } from '~/gateway/fanout';
import { listCostRefusal } from '~/gateway/graphql/complexity';
import { unstorableTextInVariables } from '~/gateway/graphql/unstorableText';
import { validationRules } from '~/gateway/graphql/plugin';
import {
  CONNECTION_INIT_TIMEOUT_MS,
  SUBSCRIPTION_MAX_PAYLOAD_BYTES,
  SUBSCRIPTIONS_PER_CONNECTION_MAX,
} from '~/gateway/limits';
import { createLiveDocuments, executionKey } from '~/gateway/liveDocuments';
import { PERSISTED_QUERY_NOT_FOUND } from '~/gateway/graphql/persistedDocuments';
import { checkSession, createLiveSessions } from '~/gateway/liveSessions';
import { createSourceCache } from '~/gateway/sourceCache';
import { createServicesSource } from '~/gateway/sources/services';
import type { AccessTokenVerifier, BearerCheck } from '~/gateway/tokens';

export const SUBSCRIPTIONS_PATH = '/graphql';

export interface SubscriptionServerOptions {
  /** Mercurius's schema (`app.graphql.schema`), with the Subscription resolvers installed */
  schema: GraphQLSchema;
  servicesUrl: string;
  /** INTERNAL_TOKEN, sent beside each client address */
  internalToken?: string;
  checkBearer: AccessTokenVerifier;
  live: LiveEvents;
  production: boolean;
  /** PERSISTED_DOCUMENTS_ONLY: whether a subscription's document is one of the web app's own; absent: any runs */
  knownDocument?: (query: string) => boolean;
  log: FastifyBaseLogger;
  /** PROTOCOL.md: no connection_init within this → 4408 (default CONNECTION_INIT_TIMEOUT_MS) */
  connectionInitTimeoutMs?: number;
}

export interface SubscriptionServer {
  /** closes every socket with 1001 (Going away) and stops accepting new ones */
  close(): Promise<void>;
  connectionCount(): number;
}

/** The member a socket authenticated as in connection_init, kept for the socket's lifetime. */
interface Connection {
  bearer: Extract<BearerCheck, { status: 'valid' }>;
  /** the access token's `exp`, in ms */
  expiresAt: number;
}

const liveError = (message: string, code: ErrorCode) => new GraphQLError(message, { extensions: { code } });

/**
 * graphql-ws's own server on the gateway's HTTP server at /graphql, so graphql-transport-ws PROTOCOL.md is followed
 * exactly (4400, 4401, 4403, 4408, 4409, 4429), over Mercurius's schema. Auth: `{ authorization: 'Bearer …' }` in
 * connection_init, verified like HTTP bearers; none or a bad one closes with 4403.
 */
export function attachSubscriptionServer(server: Server, opts: SubscriptionServerOptions): SubscriptionServer {
  const { schema, checkBearer, live, log } = opts;
  const rules = [...specifiedRules, ...validationRules(opts.production)];
  const connections = new WeakMap<WebSocket, Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: SUBSCRIPTION_MAX_PAYLOAD_BYTES });
  const documents = createLiveDocuments(schema, rules);
  // what graphql-ws sends as a `next` payload for a result, whether it sends it or the fan-out does
  const nextPayload = (result: ExecutionResult) => {
    if (result.errors) return { ...result, errors: result.errors.map((error) => formatLiveError(error, log)) };
    const { errors: _none, ...withoutErrors } = result;
    return withoutErrors;
  };
  const fanout = createFanout(live, nextPayload);
  const sources = createSourceCache((address) => createServicesSource({ baseUrl: opts.servicesUrl, clientAddress: address, log, internalToken: opts.internalToken }));
  // the socket and operation id of each subscription's execution arguments, for the fan-out's frames
  const targets = new WeakMap<ExecutionArgs, FanoutTarget>();
  // the TCP socket under each WebSocket, which the fan-out writes its frames to
  const transports = new WeakMap<WebSocket, Duplex>();

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const pathname = new URL(request.url ?? '/', 'http://gateway').pathname;
    if (pathname === RTC_PATH) return; // video signalling: gateway/rtc.ts takes it
    if (pathname !== SUBSCRIPTIONS_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (opts.production && !sameOrigin(request)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      transports.set(ws, socket);
      wss.emit('connection', ws, request);
    });
  }
  server.on('upgrade', onUpgrade);

  // sockets follow their session: closed with 4403 at the token's expiry, on revocation, disable or a role change
  const liveSessions = createLiveSessions(live);

  const disposable = useServer(
    {
      schema,
      isProd: opts.production,
      connectionInitWaitTimeout: opts.connectionInitTimeoutMs ?? CONNECTION_INIT_TIMEOUT_MS,
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        if (typeof authorization !== 'string') return false;
        const bearer = await checkBearer(authorization);
        if (bearer.status === 'unverifiable') {
          // services' keys are out of reach: not the member's fault, the client retries 1013 (try again later)
          ctx.extra.socket.close(1013, 'Try again later');
          return false;
        }
        if (bearer.status !== 'valid') return false;
        // a logged-out but unexpired token is refused, and the filters get the member's current roles
        const session = await checkSession(bearer, sources.get(clientAddress(ctx.extra)).userDetails);
        if (session.status === 'unverifiable') {
          ctx.extra.socket.close(1013, 'Try again later');
          return false;
        }
        if (session.status !== 'live') return false;
        const exp = decodeJwt(bearer.accessToken).exp ?? 0;
        connections.set(ctx.extra.socket, { bearer: session.bearer, expiresAt: exp * 1000 });
        liveSessions.track(ctx.extra.socket, session.bearer.viewer, exp * 1000);
        return true;
      },
      onSubscribe: (ctx, id, payload) => {
        const connection = connections.get(ctx.extra.socket);
        if (!connection || connection.expiresAt <= Date.now()) {
          // 4403 makes the graphql-ws client reconnect, with the fresh token its connectionParams give
          ctx.extra.socket.close(CloseCode.Forbidden, 'Forbidden');
          return [liveError(AUTH.sessionExpired, 'UNAUTHENTICATED')];
        }
        if (Object.keys(ctx.subscriptions).length > SUBSCRIPTIONS_PER_CONNECTION_MAX) {
          return [liveError(`At most ${SUBSCRIPTIONS_PER_CONNECTION_MAX} subscriptions per connection.`, 'RATE_LIMITED')];
        }
        const nul = unstorableTextInVariables(payload.variables);
        if (nul) return [liveError(nul.message, 'BAD_USER_INPUT')];
        if (opts.knownDocument && !opts.knownDocument(payload.query)) return [liveError(PERSISTED_QUERY_NOT_FOUND, 'BAD_USER_INPUT')];
        // parsed and validated once per distinct query text (documents are shared between subscriptions)
        const parsed = documents.parse(payload.query);
        if (!('document' in parsed)) {
          return [liveError(parsed.error instanceof Error ? parsed.error.message : String(parsed.error), 'BAD_USER_INPUT')];
        }
        const operation = getOperationAST(parsed.document, payload.operationName);
        if (operation?.operation !== 'subscription') {
          return [liveError('Send queries and mutations to POST /graphql; this socket serves subscriptions.', 'BAD_USER_INPUT')];
        }
        // the same depth, alias and cost limits as /graphql over HTTP (graphql-armor's rules throw their refusal)
        const validated = documents.validate(payload.query, parsed.document);
        if ('error' in validated) {
          return [liveError(validated.error instanceof Error ? validated.error.message : String(validated.error), 'BAD_USER_INPUT')];
        }
        if ('errors' in validated) {
          return validated.errors.map((error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT' } }));
        }
        const { document } = validated.live;
        const tooCostly = listCostRefusal(schema, document, payload.variables ?? undefined, payload.operationName);
        if (tooCostly) return [liveError(tooCostly.message, 'BAD_USER_INPUT')];
        const contextValue: GatewayContext = {
          viewer: connection.bearer.viewer,
          bearer: connection.bearer,
          services: sources.get(clientAddress(ctx.extra)),
          live,
        };
        const args: ExecutionArgs = {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: contextValue as MercuriusContext,
        };
        const docKey = executionKey(validated.live, payload.operationName, payload.variables);
        targets.set(args, { socket: ctx.extra.socket, transport: transports.get(ctx.extra.socket), id, docKey });
        return args;
      },
      // the live fields' `next` frames are written by the fan-out, exactly as graphql-ws would write them
      subscribe: (args) => fanout.subscribe(args, targets.get(args)),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? nextPayload(result) : undefined),
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatLiveError(error, log)),
    },
    wss,
  );

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      liveSessions.stop();
      await disposable.dispose();
      fanout.close();
    },
    connectionCount: () => wss.clients.size,
  };
}

/** Errors we built (they carry a code and no original error) pass; the rest goes through the HTTP formatter. */
function formatLiveError(error: GraphQLError, log: FastifyBaseLogger) {
  if (!error.originalError && typeof error.extensions.code === 'string') return error.toJSON();
  return formatExecutionError(error, log);
}

function clientAddress({ request }: Extra): string {
  return request.socket.remoteAddress ?? '';
}

/**
 * In production the page opening the socket must come from the gateway's own origin. Non-browser clients send no
 * Origin; auth is the token in connection_init (no cookie), so this only keeps other sites' pages out. The video
 * signalling socket (/rtc, gateway/rtc.ts) is held to the same rule.
 */
export function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
