// The baseline of `fanout.ts`, in its own process like the gateway is: a bare `ws` server that sends one payload to
// every socket, with no more than a server must do to get it to graphql-ws clients. A socket that sends
// connection_init is acknowledged and its subscribe's id remembered; one that never does is a plain ws socket.
// POST /broadcast with a `next` payload (JSON text; "__SENT_AT__" in it becomes the time the broadcast starts): each
// subscription gets `{"id":<its id>,"type":"next","payload":…}`, each plain socket the same with id "1".
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

/** the subscription id of each socket ("1" for a plain socket) */
const ids = new Map<WebSocket, string>();

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/rss') {
    response.end(String(process.memoryUsage().rss));
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const payload = Buffer.concat(chunks).toString().replace('__SENT_AT__', new Date().toISOString());
    for (const [socket, id] of ids) socket.send(`{"id":${JSON.stringify(id)},"type":"next","payload":${payload}}`);
    response.statusCode = 204;
    response.end();
  });
});
const wss = new WebSocketServer({ server, path: '/raw' });
wss.on('connection', (socket) => {
  ids.set(socket, '1');
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; id?: string };
    if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
    else if (message.type === 'subscribe' && message.id) ids.set(socket, message.id);
  });
  socket.on('close', () => ids.delete(socket));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => process.exit(0));
