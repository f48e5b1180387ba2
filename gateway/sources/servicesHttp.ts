// The gateway's HTTP client for services' JSON calls: node:http with a keep-alive agent. The global fetch (undici
// behind the WHATWG layer: Request and Response objects, web streams, an AbortSignal timer per call) was the largest
// cost of the gateway's own in a CPU profile of `query { me }` (issue 21). Streaming calls (the assistant's answer, the
// event stream) keep fetch.
import http from 'node:http';
import https from 'node:https';

// Idle sockets are dropped after 4 s, well before services' keep-alive timeout (Node's 5 s, Fastify's 72 s), so a
// socket is not reused just as the server closes it; `lifo` keeps few sockets warm under light load.
const AGENT_OPTIONS = { keepAlive: true, timeout: 4_000, scheduling: 'lifo' as const };
const agents = { 'http:': new http.Agent(AGENT_OPTIONS), 'https:': new https.Agent(AGENT_OPTIONS) };

export interface ServicesReply {
  status: number;
  ok: boolean;
  /** a response header's value (the last one when repeated), or null */
  header: (name: string) => string | null;
  /** the body as text ('' when empty) */
  text: string;
}

export interface ServicesRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** the whole exchange, connection to last byte */
  timeoutMs: number;
}

class ServicesTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`services did not answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}

function once(url: URL, { method, headers, body, timeoutMs }: ServicesRequest): Promise<{ reply: ServicesReply } | { reset: Error }> {
  const client = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const request = client.request(url, { method, headers: sent, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        const status = response.statusCode ?? 0;
        resolve({
          reply: {
            status,
            ok: status >= 200 && status < 300,
            header: (name) => {
              const value = response.headers[name.toLowerCase()];
              return value === undefined ? null : Array.isArray(value) ? (value.at(-1) ?? null) : value;
            },
            text: Buffer.concat(chunks).toString('utf8'),
          },
        });
      });
    });
    const timer = setTimeout(() => request.destroy(new ServicesTimeout(timeoutMs)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      // a kept-alive socket the server closed as it was picked: nothing reached services, one retry on a fresh one
      if (request.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET') resolve({ reset: error });
      else reject(error);
    }
    request.on('error', fail);
    request.end(body);
  });
}

/** One JSON call to services; rejects when services cannot be reached or do not answer in time. */
export async function requestServices(url: URL, options: ServicesRequest): Promise<ServicesReply> {
  const first = await once(url, options);
  if ('reply' in first) return first.reply;
  const second = await once(url, options);
  if ('reply' in second) return second.reply;
  throw second.reset;
}
