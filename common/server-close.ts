import type { FastifyInstance } from 'fastify';

/**
 * A server that closes answers the requests it is working on with `Connection: close`, so their keep-alive sockets
 * end with them. Node reaps only the sockets that are idle when close() begins; a request still running then leaves
 * its socket open afterwards (a client's pool keeps it for the 72 s keep-alive), and the close waits for it until
 * the grace period kills the process. Both the gateway and services serve clients that pool connections.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
