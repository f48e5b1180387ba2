// The fan-out's way of putting one subscription's `next` message on the wire. graphql-ws would call ws's
// `send(string)`: ws encodes the string to bytes, frames it and writes header and data as two chunks (a writev).
// Per subscriber that is most of the fan-out's own work besides the kernel's, so here the payload's bytes are made
// once per event for all the sockets that get them, the subscription's `{"id":…,"type":"next","payload":` once per
// subscription, and each message is one unmasked text frame (RFC 6455 §5.2, as ws frames it) in one write to the
// socket ws was given at the upgrade. The bytes on the wire are the same as ws's.
import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';

const CLOSING_BRACE = 0x7d;

/** What the writer needs of ws's socket: its state, its negotiated extensions, and send for the general case. */
export type MessageSocket = Pick<WebSocket, 'readyState' | 'extensions' | 'send'>;

/** A payload's JSON text as bytes, made once and written to every socket that gets it. */
export const payloadBytes = (json: string): Buffer => Buffer.from(json, 'utf8');

/** How many bytes the header of a text frame of `length` bytes of data takes. */
export const textFrameHeaderLength = (length: number): number => (length < 126 ? 2 : length < 65_536 ? 4 : 10);

/** Writes at the start of `target` the header of a final, unmasked text frame of `length` bytes of data. */
export function writeTextFrameHeader(target: Buffer, length: number): void {
  target[0] = 0x81;
  if (length < 126) {
    target[1] = length;
  } else if (length < 65_536) {
    target[1] = 126;
    target.writeUInt16BE(length, 2);
  } else {
    target[1] = 127;
    target.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    target.writeUInt32BE(length >>> 0, 6);
  }
}

/**
 * One subscription's `next` messages. `transport` is the socket ws was given at the upgrade (ws writes nothing
 * else than whole frames to it, in order, so a frame written here lands between two of ws's). Without it, or when
 * an extension was negotiated (permessage-deflate queues ws's own frames), ws sends the message itself.
 */
export class NextWriter {
  private readonly prefix: Buffer;

  constructor(
    private readonly socket: MessageSocket,
    private readonly transport: Pick<Duplex, 'write'> | undefined,
    id: string,
  ) {
    this.prefix = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`, 'utf8');
  }

  /** Writes `{"id":…,"type":"next","payload":<payload>}`; nothing once the socket is closing or closed. */
  write(payload: Buffer): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    const length = this.prefix.length + payload.length + 1;
    if (!this.transport || this.socket.extensions !== '') {
      this.socket.send(Buffer.concat([this.prefix, payload, Buffer.of(CLOSING_BRACE)], length), { binary: false });
      return;
    }
    const headerLength = textFrameHeaderLength(length);
    const frame = Buffer.allocUnsafe(headerLength + length);
    writeTextFrameHeader(frame, length);
    this.prefix.copy(frame, headerLength);
    payload.copy(frame, headerLength + this.prefix.length);
    frame[frame.length - 1] = CLOSING_BRACE;
    this.transport.write(frame);
  }
}
