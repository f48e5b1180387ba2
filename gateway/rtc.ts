// The video signalling path (issue 22): the browser's WebSocket at /rtc is piped to the media node its room token
// names — only one of the configured nodes (MEDIA_NODES), never a URL a client chooses. The node checks the token.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { decodeJwt } from 'jose';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { VIDEO as M } from '~/common/messages';
import { RTC_PATH } from '~/common/video';
import { CLOSE_CODES, type ServerMessage } from '~/media/protocol';

const MAX_PAYLOAD = 256 * 1024;
/** close codes a peer may send on; the others (1005, 1006, 1015) mean "no code" and become 1011 */
const sendable = (code: number) => code === 1000 || (code >= 3000 && code <= 4999) || (code >= 1001 && code <= 1014 && code !== 1005 && code !== 1006);

export interface RtcProxy {
  close(): Promise<void>;
}

/** The `node` claim of a join message's token, or null (the media node verifies the token itself). */
function nodeOf(raw: string): { node: string } | null {
  try {
    const message = JSON.parse(raw) as { type?: unknown; token?: unknown };
    if (message.type !== 'join' || typeof message.token !== 'string') return null;
    const { node } = decodeJwt(message.token);
    return typeof node === 'string' ? { node } : null;
  } catch {
    return null;
  }
}

export function attachRtcProxy(server: Server, opts: { mediaNodes: readonly string[]; sameOrigin?: (request: IncomingMessage) => boolean }): RtcProxy {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  const nodes = new Set(opts.mediaNodes);

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    if (new URL(request.url ?? '/', 'http://gateway').pathname !== RTC_PATH) return;
    if (opts.sameOrigin && !opts.sameOrigin(request)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => pipe(ws));
  }
  server.on('upgrade', onUpgrade);

  function pipe(client: WebSocket) {
    let upstream: WebSocket | null = null;
    const pending: string[] = [];
    const refuse = (code: string, message: string) => {
      const error: ServerMessage = { type: 'error', code, message };
      client.send(JSON.stringify(error));
      client.close(CLOSE_CODES.refused, code);
    };
    client.on('message', (data: RawData) => {
      const text = String(data);
      if (upstream) {
        if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
        else pending.push(text);
        return;
      }
      const target = nodeOf(text);
      if (!target) return refuse('UNAUTHORIZED', M.tokenInvalid);
      if (!nodes.has(target.node)) return refuse('FORBIDDEN', M.tokenOtherRoom);
      pending.push(text);
      upstream = new WebSocket(`${target.node.replace(/^http/, 'ws')}${RTC_PATH}`, { maxPayload: MAX_PAYLOAD });
      const node = upstream;
      node.on('open', () => {
        for (const message of pending.splice(0)) node.send(message);
      });
      node.on('message', (message: RawData) => client.readyState === WebSocket.OPEN && client.send(String(message)));
      node.on('close', (code, reason) => client.readyState === WebSocket.OPEN && client.close(sendable(code) ? code : CLOSE_CODES.serverError, reason));
      node.on('error', () => {
        if (client.readyState === WebSocket.OPEN) {
          client.send(JSON.stringify({ type: 'error', code: 'UNAVAILABLE', message: 'The video service is not available. Please try again.' }));
          client.close(CLOSE_CODES.serverError);
        }
      });
    });
    client.on('close', () => {
      if (upstream && upstream.readyState <= WebSocket.OPEN) upstream.close();
    });
  }

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
