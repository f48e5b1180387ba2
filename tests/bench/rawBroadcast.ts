// The baseline of `fanout.ts`, in its own process like the gateway is: a bare `ws` server that sends one payload to
// every socket. POST /broadcast with a template; "__SENT_AT__" in it becomes the time the broadcast starts.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/rss') {
    response.end(String(process.memoryUsage().rss));
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const message = Buffer.concat(chunks).toString().replace('__SENT_AT__', new Date().toISOString());
    for (const socket of wss.clients) socket.send(message);
    response.statusCode = 204;
    response.end();
  });
});
const wss = new WebSocketServer({ server, path: '/raw' });
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => process.exit(0));
