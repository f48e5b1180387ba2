// Limits of the gateway in one named place (DESIGN.md: Mercurius has no depth/alias/cost limits by default).

/** Largest GraphQL request body; uploads go through their own routes with the spec's 50 MB limit. */
export const GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;

/** Deepest selection set a client may ask for (the schema's real documents stay well below it). */
export const GRAPHQL_MAX_DEPTH = 10;

/** Aliases per operation: stops one request from fanning out into hundreds of services calls. */
export const GRAPHQL_MAX_ALIASES = 15;

/** graphql-armor cost units per operation (objects 2, scalars 1, growing with depth). */
export const GRAPHQL_MAX_COST = 5000;

/** Requests per client address and window; generous, it only stops floods (logins have their own limit in services). */
export const RATE_LIMIT_MAX = 600;
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** A services call that takes longer than this is answered as INTERNAL instead of hanging the browser. */
export const SERVICES_TIMEOUT_MS = 10_000;
/**
 * The longest services URL the gateway sends. Node refuses request heads over 16 KB with 431, which came back as
 * INTERNAL; every text services take in a query string is far shorter, so a longer one is the client's error.
 */
export const SERVICES_URL_MAX_LENGTH = 8 * 1024;

/**
 * Chat sends this gateway process has waiting on services at once (issue 16). Past it a send is refused at once with
 * UNAVAILABLE (CHAT.busy: Failed, retry; the retry reuses its clientMessageId) instead of piling onto overloaded
 * services and answering INTERNAL after SERVICES_TIMEOUT_MS. GATEWAY_CHAT_SENDS_MAX overrides it. 128 (was 32): services
 * write up to 200 sends a transaction, and at 32 a pause of a few tens of milliseconds at 400 msgs/s already refused
 * sends that services would have written in time (bench:chat).
 */
export const CHAT_SENDS_IN_FLIGHT_MAX = Number(process.env.GATEWAY_CHAT_SENDS_MAX) || 128;

/** /health answers quickly even when services hang. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** The gateway's /health reuses services' answer this long (a poll per request would load services). */
export const HEALTH_CACHE_MS = 1_500;

/** A CSRF token older than this is stale; the web app fetches a fresh one on 403 (spec §4). */
export const CSRF_TOKEN_VALIDITY_MS = 12 * 60 * 60 * 1000;

/** Largest graphql-ws message: a subscribe message is a document and its variables, never a file. */
export const SUBSCRIPTION_MAX_PAYLOAD_BYTES = 64 * 1024;

/** Operations one WebSocket may keep open at once (each holds a listener on the event pubsub). */
export const SUBSCRIPTIONS_PER_CONNECTION_MAX = 50;

/** graphql-ws PROTOCOL.md: a socket that sends no connection_init in time is closed with 4408. */
export const CONNECTION_INIT_TIMEOUT_MS = 3_000;

/** services send `: keep-alive` every 15 s on GET /events; three missed ones mean the stream is dead. */
export const EVENT_STREAM_IDLE_TIMEOUT_MS = 45_000;

/** Reconnecting to GET /events: exponential backoff from the first delay up to the largest, with jitter. */
export const EVENT_STREAM_RETRY_INITIAL_MS = 250;
export const EVENT_STREAM_RETRY_MAX_MS = 10_000;

/** GET /events/replay answers at most this many events per call (services/API.md: limit ≤ 1000). */
export const EVENT_REPLAY_PAGE_SIZE = 1000;

/** Multipart framing around the image (boundaries, part headers): the file itself may be MAX_FILE_SIZE_BYTES. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A 50 MB upload over a slow link still finishes; a stuck one does not hold the connection forever. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/**
 * The cost of an operation with its variables (gateway/graphql/complexity.ts): every field 1, a paged field's selection
 * times the page size asked for. The web app's largest page (100 rows of its richest card) stays well below it;
 * fifteen aliased pages of 100 group hookups (issue 20's probe) do not.
 */
export const GRAPHQL_MAX_LIST_COST = 10_000;
/** A paged field without a size returns services' default page; the largest default is 50 (chat conversations). */
export const GRAPHQL_LIST_DEFAULT_SIZE = 50;

/** Tokens per document, counted while parsing (graphql-js `maxTokens`): a chain of 1,500 fragments stops here. */
export const GRAPHQL_MAX_TOKENS = 4_000;
/** Directives per operation (graphql-armor max-directives). */
export const GRAPHQL_MAX_DIRECTIVES = 50;
