// The media node (issue 22): WebSocket signalling at /rtc, one werift RTCPeerConnection per member, rooms in memory.
// Joins are checked twice: the room token here (signature, nbf/exp, node), removals and the host's end in services.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RTCPeerConnection, type MediaStreamTrack } from 'werift';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { VIDEO as M } from '~/common/messages';
import { hasHostControls, RTC_PATH, type RoomTokenClaims } from '~/common/video';
import type { MediaConfig } from './config';
import { parseClientMessage } from './messages';
import { CLOSE_CODES, type ClientMessage, type ErrorCode, type ServerMessage } from './protocol';
import { Member, Room, type MemberLink } from './room';
import type { RoomReporter, TokenCheck } from './services';

export interface MediaNodeOptions {
  config: MediaConfig;
  verifyToken: (token: string) => Promise<TokenCheck>;
  reporter: RoomReporter;
  log?: (message: string, error?: unknown) => void;
}

export interface MediaNode {
  url: string;
  rooms: Map<string, Room>;
  close(): Promise<void>;
}

const JOIN_TIMEOUT_MS = 10_000;

export async function startMediaNode({ config, verifyToken, reporter, log = () => {} }: MediaNodeOptions): Promise<MediaNode> {
  const rooms = new Map<string, Room>();
  const http = createServer((_request, response) => response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only'));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  http.on('upgrade', (request: IncomingMessage, socket, head) => {
    if (new URL(request.url ?? '/', 'http://node').pathname !== RTC_PATH) return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws));
  });

  const peerConfig = () => ({
    iceUseIpv4: false, // no addresses of our own interfaces: only the announced one (tests: 127.0.0.1)
    iceUseIpv6: false,
    iceAdditionalHostAddresses: [config.announcedIp],
    iceInterfaceAddresses: { udp4: config.host },
    icePortRange: config.udpPorts,
    // ICE-lite, as servers with a known address are (mediasoup, Janus, LiveKit): the browser runs the checks and
    // keeps consent fresh; the node answers. As a full agent the node sent consent checks of its own with one 500 ms
    // try each, and a node busy forwarding (event loop lagging ~0.5 s in a room of six) missed enough answers that
    // werift declared members' transports dead after 30 s and silently stopped sending to them (media.test.ts).
    iceLite: true,
  });

  function endRoom(room: Room, reason: 'host' | 'time') {
    if (room.ended) return;
    room.ended = true;
    room.clearTimer();
    rooms.delete(room.id);
    for (const member of [...room.members.values()]) {
      member.link.send({ type: 'ended', reason });
      member.link.close(CLOSE_CODES.ended, 'ended');
      room.drop(member);
      if (reason === 'time') void reporter.leave(room.id, member.id);
    }
    // services record the end and tell every member's page (video.room-ended → videoRoomEnded), whatever ended it
    void reporter.end(room.id);
  }

  function roomFor(claims: RoomTokenClaims): Room {
    let room = rooms.get(claims.room);
    if (!room) {
      room = new Room(claims.room, claims.exp * 1000);
      const created = room;
      rooms.set(claims.room, room);
      // the window's end closes every transport, whatever the browsers do
      room.armTimer(config.now, () => endRoom(created, 'time'));
    }
    return room;
  }

  function accept(ws: WebSocket) {
    const send = (message: ServerMessage) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(message));
    const refuse = (code: ErrorCode, message: string) => {
      send({ type: 'error', code, message });
      ws.close(CLOSE_CODES.refused, code);
    };
    let member: Member | null = null;
    let room: Room | null = null;
    let joining = false;
    const timeout = setTimeout(() => !member && refuse('UNAUTHORIZED', M.tokenMissing), JOIN_TIMEOUT_MS);

    ws.on('message', (data: RawData) => {
      const message = parseClientMessage(String(data));
      if (!message) return send({ type: 'error', code: 'BAD_MESSAGE', message: 'This message is not part of the protocol.' });
      if (!member) {
        if (message.type !== 'join' || joining) return refuse('UNAUTHORIZED', M.tokenMissing);
        joining = true;
        void join(message.token).catch((error) => {
          log('join failed', error);
          send({ type: 'error', code: 'UNAVAILABLE', message: 'The video service is not available. Please try again.' });
          ws.close(CLOSE_CODES.serverError);
        });
        return;
      }
      void handle(member, room!, message).catch((error) => {
        log(`${message.type} failed`, error);
        send({ type: 'error', code: 'BAD_MESSAGE', message: `Could not apply ${message.type}.` });
      });
    });

    ws.on('close', () => {
      clearTimeout(timeout);
      if (!member || !room) return;
      const left = room.members.get(member.id) === member;
      room.drop(member);
      if (left && !room.ended) {
        room.broadcast({ type: 'participant.left', id: member.id });
        void reporter.leave(room.id, member.id);
      }
    });

    async function join(token: string) {
      const check = await verifyToken(token);
      if (!check.ok) return refuse(check.code, check.message);
      const { claims } = check;
      if (claims.node !== config.nodeUrl) return refuse('FORBIDDEN', M.tokenOtherRoom);
      if (rooms.get(claims.room)?.removed.has(claims.sub)) return refuse('REMOVED', M.removed);
      const verdict = await reporter.join(claims.room, claims.sub);
      if (!verdict.ok) return refuse(verdict.code, verdict.message);
      if (ws.readyState !== WebSocket.OPEN) return void reporter.leave(claims.room, claims.sub);
      clearTimeout(timeout);
      const target = roomFor(claims);
      const previous = target.members.get(claims.sub);
      const link: MemberLink = { send, close: (code, reason) => ws.close(code, reason) };
      const pc = new RTCPeerConnection(peerConfig());
      const joined = new Member(
        {
          id: claims.sub,
          name: claims.name,
          host: hasHostControls(claims.grants),
          audioMuted: previous?.participant.audioMuted ?? false,
          videoMuted: previous?.participant.videoMuted ?? false,
          muteLocked: previous?.participant.muteLocked ?? false,
        },
        claims.grants,
        pc,
        link,
        (_subscriber, publisherIds) => target.requestKeyFrames(publisherIds),
      );
      pc.onIceCandidate.subscribe((candidate) => send({ type: 'candidate', candidate: candidate ? candidate.toJSON() : null }));
      pc.onTrack.subscribe((track: MediaStreamTrack) => target.publish(joined, track));
      // what was forwarded before the member's transport connected was dropped, the key frame with it
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'connected') target.requestKeyFrames(joined.videoPublishers());
      });
      if (previous) {
        // a rejoin after a network drop replaces the old connection: not a second participant
        target.drop(previous);
        previous.link.close(CLOSE_CODES.normal, 'replaced');
      }
      member = joined;
      room = target;
      target.add(joined);
      send({
        type: 'joined',
        self: joined.participant,
        participants: target.participants(joined.id),
        closesAt: new Date(target.closesAt).toISOString(),
        iceServers: config.iceServers,
      });
      if (!previous) target.broadcast({ type: 'participant.joined', participant: joined.participant }, joined.id);
      else target.broadcast({ type: 'participant.updated', participant: joined.participant }, joined.id);
    }
  }

  async function handle(self: Member, room: Room, message: ClientMessage) {
    const { grants } = self;
    const updated = (target: Member) => room.broadcast({ type: 'participant.updated', participant: target.participant });
    switch (message.type) {
      case 'join':
        return; // already in
      case 'offer':
        return self.acceptOffer(message.sdp);
      case 'answer':
        return self.acceptAnswer(message.sdp);
      case 'candidate':
        if (message.candidate?.candidate) await self.serial(() => self.pc.addIceCandidate(message.candidate as never));
        return;
      case 'subscribe':
        return room.subscribe(self, message.participantIds);
      case 'mute': {
        const key = message.kind === 'audio' ? 'audioMuted' : 'videoMuted';
        if (message.kind === 'audio' && !message.muted && self.participant.muteLocked) {
          return self.link.send({ type: 'error', code: 'MUTE_LOCKED', message: M.muteLocked });
        }
        self.participant[key] = message.muted;
        if (message.kind === 'video' && !message.muted) room.requestKeyFrames([self.id]);
        return updated(self);
      }
      case 'leave':
        return self.link.close(CLOSE_CODES.normal, 'left');
    }
    // the host's controls: the host of the group hookup or an admin (grants in the token)
    if (!hasHostControls(grants)) return self.link.send({ type: 'error', code: 'FORBIDDEN', message: M.hostOnly });
    if (message.type === 'host.end') return endRoom(room, 'host');
    const target = room.members.get(message.participantId);
    if (!target) return self.link.send({ type: 'error', code: 'NOT_FOUND', message: M.notFound });
    switch (message.type) {
      case 'host.mute':
        target.participant.audioMuted = true; // forwarding stops at once (Room.forward)
        target.participant.muteLocked = message.lock;
        target.link.send({ type: 'muted', by: 'host', locked: message.lock });
        return updated(target);
      case 'host.unlock':
        target.participant.muteLocked = false;
        return updated(target);
      case 'host.remove':
        room.removed.add(target.id);
        await reporter.remove(room.id, target.id, self.id);
        target.link.send({ type: 'removed' });
        target.link.close(CLOSE_CODES.removed, 'removed');
        room.drop(target);
        return room.broadcast({ type: 'participant.left', id: target.id });
    }
  }

  await new Promise<void>((resolve) => http.listen(config.port, config.host, resolve));
  const address = http.address() as AddressInfo;
  return {
    url: `http://${config.host}:${address.port}`,
    rooms,
    async close() {
      for (const room of [...rooms.values()]) {
        room.clearTimer();
        for (const member of [...room.members.values()]) {
          member.link.close(CLOSE_CODES.serverError, 'shutting down');
          room.drop(member);
        }
      }
      rooms.clear();
      for (const client of wss.clients) client.terminate();
      wss.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
