// A member as a test sees it: a werift RTCPeerConnection on 127.0.0.1 speaking the /rtc protocol, publishing RTP
// packets the test builds and counting what it receives per publisher (the msid names them).
import { generateKeyPair, SignJWT, exportJWK, createLocalJWKSet, type JWK } from 'jose';
import { MediaStreamTrack, RTCPeerConnection, RtpHeader, RtpPacket } from 'werift';
import WebSocket from 'ws';
import { ROOM_TOKEN_AUDIENCE, type RoomGrants } from '~/common/video';
import type { ServerMessage } from '~/media/protocol';
import type { JoinVerdict, RoomReporter } from '~/media/services';

export async function createTestKeys() {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'EdDSA' };
  const sign = (claims: { sub: string; room: string; node: string; nbf: number; exp: number; name?: string; grants?: RoomGrants; aud?: string }, key = privateKey) =>
    new SignJWT({ name: claims.name ?? claims.sub, room: claims.room, node: claims.node, grants: claims.grants ?? { host: false, admin: false } })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'test' })
      .setIssuer('hookups-services')
      .setAudience(claims.aud ?? ROOM_TOKEN_AUDIENCE)
      .setSubject(claims.sub)
      .setNotBefore(claims.nbf)
      .setExpirationTime(claims.exp)
      .sign(key);
  return { jwks: createLocalJWKSet({ keys: [jwk] }), sign, otherKey: (await generateKeyPair('EdDSA', { crv: 'Ed25519' })).privateKey };
}

/** Records what the node reported; refuses joins of the ids in `removed`. */
export function createRecordingReporter() {
  const calls: string[] = [];
  const removed = new Set<string>();
  const reporter: RoomReporter = {
    async join(roomId, member): Promise<JoinVerdict> {
      calls.push(`join ${member}`);
      return removed.has(`${roomId}:${member}`) ? { ok: false, code: 'REMOVED', message: 'You were removed from this session.' } : { ok: true };
    },
    async leave(_roomId, member) {
      calls.push(`leave ${member}`);
    },
    async remove(roomId, member, by) {
      removed.add(`${roomId}:${member}`);
      calls.push(`remove ${member} by ${by}`);
    },
    async end(roomId) {
      calls.push(`end ${roomId}`);
    },
  };
  return { reporter, calls };
}

export interface TestPeer {
  messages: ServerMessage[];
  closed: Promise<{ code: number }>;
  /** RTP packets received, by "publisherId:kind" */
  received: Map<string, number>;
  pc: RTCPeerConnection;
  send(message: object): void;
  next<T extends ServerMessage['type']>(type: T, timeoutMs?: number): Promise<Extract<ServerMessage, { type: T }>>;
  /** publish audio + video and start sending RTP every 20 ms */
  publish(): Promise<void>;
  /** stop answering the STUN connectivity (consent) checks the node sends: as when the answers are lost */
  ignoreConnectivityChecks(): void;
  close(): void;
}

export async function connectPeer(url: string, token: string): Promise<TestPeer> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/rtc`);
  const messages: ServerMessage[] = [];
  const waiters: Array<() => void> = [];
  const received = new Map<string, number>();
  const pc = new RTCPeerConnection({ iceUseIpv4: false, iceUseIpv6: false, iceAdditionalHostAddresses: ['127.0.0.1'], iceInterfaceAddresses: { udp4: '127.0.0.1' } });
  const timers: NodeJS.Timeout[] = [];
  const send = (message: object) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(message));
  pc.onIceCandidate.subscribe((candidate) => send({ type: 'candidate', candidate: candidate ? candidate.toJSON() : null }));
  // werift does not fill track.streamId: the msid of the track's m-section in the server's offer names the publisher
  const streamIdOf = (track: MediaStreamTrack) => {
    const mid = pc.getTransceivers().find((t) => t.receiver.tracks.includes(track))?.mid;
    const section = (pc.remoteDescription?.sdp ?? '').split(/\r?\nm=/).find((part) => part.includes(`a=mid:${mid}\r`) || part.endsWith(`a=mid:${mid}`));
    return /a=msid:(\S+)/.exec(section ?? '')?.[1];
  };
  pc.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe(() => {
      const key = `${streamIdOf(track)}:${track.kind}`;
      received.set(key, (received.get(key) ?? 0) + 1);
    });
  });
  let queue: Promise<unknown> = Promise.resolve();
  const serial = (step: () => Promise<unknown>) => (queue = queue.then(step, step));
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    if (message.type === 'offer') {
      serial(async () => {
        await pc.setRemoteDescription({ type: 'offer', sdp: message.sdp });
        await pc.setLocalDescription(await pc.createAnswer());
        send({ type: 'answer', sdp: pc.localDescription!.sdp });
      });
    } else if (message.type === 'answer') serial(() => pc.setRemoteDescription({ type: 'answer', sdp: message.sdp }));
    else if (message.type === 'candidate' && message.candidate?.candidate) serial(() => pc.addIceCandidate(message.candidate as never));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'join', token }));
  const peer: TestPeer = {
    messages,
    closed,
    received,
    pc,
    send,
    async next(type, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.type === type);
        if (found) {
          messages.splice(messages.indexOf(found), 1);
          return found as never;
        }
        if (Date.now() > deadline || ws.readyState === WebSocket.CLOSED) throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    async publish() {
      const audio = new MediaStreamTrack({ kind: 'audio' });
      const video = new MediaStreamTrack({ kind: 'video' });
      pc.addTransceiver(audio, { direction: 'sendrecv' });
      pc.addTransceiver(video, { direction: 'sendrecv' });
      await serial(async () => {
        await pc.setLocalDescription(await pc.createOffer());
        send({ type: 'offer', sdp: pc.localDescription!.sdp });
      });
      let sequenceNumber = 0;
      let timestamp = 0;
      timers.push(
        setInterval(() => {
          sequenceNumber = (sequenceNumber + 1) & 0xffff;
          timestamp = (timestamp + 960) >>> 0;
          for (const [track, payloadType] of [[audio, 111], [video, 96]] as const) {
            track.writeRtp(new RtpPacket(new RtpHeader({ payloadType, sequenceNumber, timestamp, ssrc: 1234, marker: true }), Buffer.alloc(100, 1)));
          }
        }, 20),
      );
    },
    ignoreConnectivityChecks() {
      // werift's ICE agent answers a binding request from the handler each of its sockets (protocols) holds
      for (const transport of pc.dtlsTransports) {
        const connection = transport.iceTransport.connection as unknown as { protocols: Array<{ onRequestReceived: { allUnsubscribe(): void } }> };
        for (const protocol of connection.protocols) protocol.onRequestReceived.allUnsubscribe();
      }
    },
    close() {
      for (const timer of timers) clearInterval(timer);
      ws.close();
      void pc.close().catch(() => undefined);
    },
  };
  return peer;
}

/** Waits until `check` holds (polling), or fails with `what`. */
export async function eventually(check: () => boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
