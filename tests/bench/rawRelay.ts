// The baseline of `chat.ts`, in its own process like the gateway is: a bare `ws` server that relays each message a
// socket sends to the socket it names, with nothing a chat server must do beyond that (no auth, no storage). A socket
// introduces itself with `{"me":"<id>"}`; then `{"to":"<id>","body":"…"}` reaches that socket as the same text.
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const sockets = new Map<string, WebSocket>();

const server = createServer((request, response) => {
  response.end(request.url === '/rss' ? String(process.memoryUsage().rss) : '');
});
const wss = new WebSocketServer({ server, path: '/raw' });
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    const text = String(data);
    const message = JSON.parse(text) as { me?: string; to?: string };
    if (message.me) sockets.set(message.me, socket);
    else if (message.to) sockets.get(message.to)?.send(text);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => process.exit(0));
