// The rate limits' key (gateway and services): the client address as @fastify/rate-limit keys it (an IPv6 address by
// its /64), and one shared key for a request whose connection closed before the limit looked at it. The library's own
// key generator reads `request.ip.toLowerCase()`, and `request.ip` is undefined once the client has gone: that threw a
// 500 into the log for every request a client gave up on under load (seen 39 times in one chat bench).
import { normalizeIP } from '@fastify/rate-limit';

export const CLOSED_CONNECTION_KEY = 'closed-connection';

export function rateLimitKey(request: { ip: string | undefined }): string {
  return request.ip ? normalizeIP(request.ip) : CLOSED_CONNECTION_KEY;
}
