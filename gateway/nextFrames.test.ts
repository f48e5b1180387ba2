// The fan-out's own frames: the same bytes ws would put on the wire for graphql-ws's `next` message, read back by a
// real ws client at each payload-length boundary of RFC 6455 (7-bit, 16-bit and 64-bit lengths).
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as ws from 'ws';
import { WebSocket, WebSocketServer } from 'ws';
import { NextWriter, payloadBytes, textFrameHeaderLength, writeTextFrameHeader } from '~/gateway/nextFrames';

// ws's own framing (exported by ws, not in its type definitions)
type FrameOptions = { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean };
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: FrameOptions): Buffer[] } };

const header = (length: number) => {
  const target = Buffer.alloc(textFrameHeaderLength(length));
  writeTextFrameHeader(target, length);
  return target;
};

describe('a text frame header', () => {
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 70_000])('of %i bytes is the one ws frames', (length) => {
    const [wsHeader] = Sender.frame(Buffer.alloc(length), { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false });
    expect(header(length)).toEqual(wsHeader);
  });
});

describe('NextWriter on a real socket', () => {
  let server: WebSocketServer;
  let serverSide: { socket: WebSocket; transport: Duplex };
  let client: WebSocket;
  const received: Array<{ text: string; binary: boolean }> = [];

  beforeAll(async () => {
    server = new WebSocketServer({ noServer: true });
    const http = createServer();
    http.on('upgrade', (request, transport, head) =>
      server.handleUpgrade(request, transport, head, (socket) => {
        serverSide = { socket, transport };
        server.emit('connection', socket);
      }),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    server.on('close', () => http.close());
    client = new WebSocket(`ws://127.0.0.1:${(http.address() as AddressInfo).port}`);
    client.on('message', (data, binary) => received.push({ text: String(data), binary }));
    await once(client, 'open');
    await vi.waitFor(() => expect(serverSide).toBeDefined());
  });
  afterAll(() => {
    client.terminate();
    server.close();
  });

  it.each([10, 200, 70_000])('writes {"id":…,"type":"next","payload":…} as one text message (payload of %i bytes)', async (size) => {
    const payload = JSON.stringify({ data: { text: 'é'.repeat(size / 2) } });
    const writer = new NextWriter(serverSide.socket, serverSide.transport, 'op "1"');
    const before = received.length;
    writer.write(payloadBytes(payload));
    await expect.poll(() => received.length).toBe(before + 1);
    expect(received.at(-1)).toEqual({ text: `{"id":"op \\"1\\"","type":"next","payload":${payload}}`, binary: false });
    expect(JSON.parse(received.at(-1)!.text).payload).toEqual(JSON.parse(payload));
  });

  it('keeps order with the messages ws sends itself on the same socket', async () => {
    const writer = new NextWriter(serverSide.socket, serverSide.transport, 'a');
    const before = received.length;
    serverSide.socket.send('{"type":"ping"}');
    writer.write(payloadBytes('{"data":1}'));
    serverSide.socket.send('{"type":"pong"}');
    await expect.poll(() => received.length).toBe(before + 3);
    expect(received.slice(before).map((m) => m.text)).toEqual(['{"type":"ping"}', '{"id":"a","type":"next","payload":{"data":1}}', '{"type":"pong"}']);
  });

  it('leaves the message to ws when an extension was negotiated or there is no transport, and writes nothing once closing', () => {
    const sent: Array<{ data: unknown; options: unknown }> = [];
    const socket = { readyState: WebSocket.OPEN, extensions: 'permessage-deflate', send: (data: unknown, options: unknown) => sent.push({ data, options }) };
    const written: unknown[] = [];
    const transport = { write: (chunk: unknown) => written.push(chunk) } as unknown as Duplex;
    new NextWriter(socket as never, transport, '7').write(payloadBytes('{"data":null}'));
    new NextWriter({ ...socket, extensions: '' } as never, undefined, '8').write(payloadBytes('{"data":null}'));
    expect(written).toEqual([]);
    expect(sent.map(({ data, options }) => [String(data), options])).toEqual([
      ['{"id":"7","type":"next","payload":{"data":null}}', { binary: false }],
      ['{"id":"8","type":"next","payload":{"data":null}}', { binary: false }],
    ]);
    new NextWriter({ ...socket, extensions: '', readyState: WebSocket.CLOSING } as never, transport, '9').write(payloadBytes('{}'));
    expect(written).toEqual([]);
    expect(sent).toHaveLength(2);
  });
});
