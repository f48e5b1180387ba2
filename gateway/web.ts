import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGES } from '~/common/messages';

/** Vite names every file under assets/ by its content hash, so a cached copy can never be stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: browsers must revalidate it on every load. */
const REVALIDATE = 'no-cache';

/**
 * Paths the gateway answers itself; they never fall back to the web app. '/calendar/feed' only: /calendar itself is
 * a page of the web app.
 */
const API_PATHS = ['/graphql', '/graphiql', '/health', '/csrf-token', '/uploads', '/reports', '/calendar/feed'];

/** GraphQL answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return API_PATHS.some((api) => path === api || path.startsWith(`${api}/`));
}

/** The browser navigating to a deep link (react-router route), as opposed to a script fetching data. */
function wantsTheWebApp(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * A request for the web app's files (or a deep link answered with index.html): free to serve from disk, so it never
 * counts against the per-address API rate limit — a phone loading a dozen chunks must not eat its GraphQL budget.
 */
export function isWebAppRequest(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
}

/**
 * On-the-fly br/gzip for API answers above COMPRESS_THRESHOLD_BYTES (the web app's files are compressed at build
 * time, scripts/compress-web.ts). Registered before any route: the plugin hooks each route as it is added.
 * Request bodies are never decompressed: a small gzip bomb must not expand past the body limit unseen.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ statusCode: 404, error: 'Not Found', message: `${PAGES.notFoundTitle}: ${request.method} ${request.url}` });
}

/**
 * Serves the built web app from `webDist` (or only JSON 404s without one): hashed assets cached for a year,
 * index.html revalidated, and every other HTML navigation answered with index.html so react-router can route it.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  if (!webDist) {
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    // the .br/.gz siblings written at build time, chosen by Accept-Encoding (Vary: Accept-Encoding is set)
    preCompressed: true,
    // our own Cache-Control per file below
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (!wantsTheWebApp(request)) return sendNotFound(request, reply);
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
