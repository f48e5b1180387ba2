// The gateway's keep-alive client for services (issue 21): answers, headers, timeouts, and a kept-alive socket that
// the server closed between two calls.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { requestServices } from '~/gateway/sources/servicesHttp';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ url: (path: string) => URL; sockets: Set<Socket> }> {
  const server = createServer(handler);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: (path) => new URL(`http://127.0.0.1:${port}${path}`), sockets };
}

describe('requestServices', () => {
  it('sends method, headers and body, and reads status, headers and text', async () => {
    const { url } = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json', 'x-event-cursor': '42' });
        response.end(JSON.stringify({ method: request.method, auth: request.headers.authorization, body }));
      });
    });
    const reply = await requestServices(url('/things'), {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"name":"é"}',
      timeoutMs: 5_000,
    });
    expect(reply.status).toBe(201);
    expect(reply.ok).toBe(true);
    expect(reply.header('X-Event-Cursor')).toBe('42');
    expect(reply.header('x-missing')).toBeNull();
    expect(JSON.parse(reply.text)).toEqual({ method: 'POST', auth: 'Bearer t', body: '{"name":"é"}' });
  });

  it('keeps one connection for calls in a row, and a call after the server dropped it still succeeds', async () => {
    const seen: number[] = [];
    const { url, sockets } = await serve((request, response) => {
      seen.push(request.socket.remotePort!);
      response.end('ok');
    });
    const get = () => requestServices(url('/health'), { method: 'GET', headers: {}, timeoutMs: 5_000 });
    expect((await get()).text).toBe('ok');
    expect((await get()).text).toBe('ok');
    expect(new Set(seen).size).toBe(1);
    for (const socket of sockets) socket.destroy();
    expect((await get()).text).toBe('ok');
    expect(new Set(seen).size).toBe(2);
  });

  it('rejects when services do not answer within the timeout, and when nothing listens', async () => {
    const { url } = await serve(() => {
      // never answers
    });
    await expect(requestServices(url('/slow'), { method: 'GET', headers: {}, timeoutMs: 200 })).rejects.toThrow(/within 200 ms/);
    await expect(requestServices(new URL('http://127.0.0.1:1/'), { method: 'GET', headers: {}, timeoutMs: 1_000 })).rejects.toThrow();
  });
});
