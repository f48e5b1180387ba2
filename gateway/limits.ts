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

/** /health answers quickly even when services hang. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** A CSRF token older than this is stale; the web app fetches a fresh one on 403 (spec §4). */
export const CSRF_TOKEN_VALIDITY_MS = 12 * 60 * 60 * 1000;
