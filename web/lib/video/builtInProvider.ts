// The built-in provider: one RTCPeerConnection to the room's SFU and the `/rtc` signalling WebSocket of
// media/protocol.ts through the gateway. The member publishes once with an offer; afterwards the SFU offers when
// remote tracks come or go and the client answers (it never offers while a server offer is pending). Every
// forwarded track's stream id is its publisher's participant id, so `ontrack` names the tile.
import { CLOSE_CODES, JOIN_REFUSALS, type ClientMessage, type IceServer, type ServerMessage } from '~/media/protocol';
import { RTC_PATH, videoSendEncoding, videoSendProfile } from '~/common/video';
import type { JoinOptions, MediaKind, VideoEvent, VideoProvider } from './provider';
import { exposeForTests } from './testHooks';
import { markJoinStep } from './timing';

/** ws(s)://<the page's host>/rtc: the gateway pipes it to the room's media node. */
export function rtcUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${RTC_PATH}`;
}

export function createBuiltInProvider(url: string = rtcUrl()): VideoProvider {
  const listeners = new Set<(event: VideoEvent) => void>();
  const emit = (event: VideoEvent) => {
    for (const listener of listeners) listener(event);
  };

  let options: JoinOptions | null = null;
  let socket: WebSocket | null = null;
  let pc: RTCPeerConnection | null = null;
  /** candidates that arrived before the remote description */
  let pendingCandidates: RTCIceCandidateInit[] = [];
  /** set once the member leaves or the call ends: nothing reconnects or reports a loss after that */
  let finished = false;
  let lost = false;
  const streams = new Map<string, MediaStream>();
  /** the others in the room: its size picks what the camera sends (common/video.ts videoSendProfile) */
  const others = new Set<string>();

  const send = (message: ClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const reportLost = () => {
    if (finished || lost) return;
    lost = true;
    emit({ type: 'lost' });
  };

  function closePeer() {
    if (!pc) return;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
    pc = null;
    pendingCandidates = [];
  }

  function closeSocket(code = CLOSE_CODES.normal) {
    if (!socket) return;
    const old = socket;
    socket = null;
    old.onmessage = null;
    old.onclose = null;
    if (old.readyState === WebSocket.OPEN || old.readyState === WebSocket.CONNECTING) old.close(code);
  }

  function openPeer(iceServers: IceServer[]) {
    closePeer();
    const peer = new RTCPeerConnection({ iceServers: iceServers as RTCIceServer[] });
    pc = peer;
    exposeForTests(peer);
    peer.onicecandidate = ({ candidate }) => send({ type: 'candidate', candidate: candidate ? candidate.toJSON() : null });
    peer.ontrack = ({ track, streams: [stream] }) => {
      const participantId = stream?.id;
      if (!participantId) return;
      // one stream per participant: audio and video of the same publisher share the tile
      const known = streams.get(participantId) ?? new MediaStream();
      if (!known.getTracks().includes(track)) known.addTrack(track);
      track.onended = () => known.removeTrack(track);
      streams.set(participantId, known);
      emit({ type: 'stream', participantId, stream: known });
    };
    peer.onconnectionstatechange = () => {
      if (pc !== peer) return;
      if (peer.connectionState === 'disconnected' || peer.connectionState === 'failed') reportLost();
      if (peer.connectionState === 'connected') markJoinStep('connected');
      if (peer.connectionState === 'connected' && lost) {
        lost = false;
        emit({ type: 'restored' });
      }
    };
    return peer;
  }

  const cameraEncoding = (track: MediaStreamTrack) => videoSendEncoding(videoSendProfile(others.size + 1), track.getSettings().height);

  /** The room grew or shrank: the camera sends what a room of this size calls for. */
  function applySendProfile() {
    const sender = pc?.getSenders().find((s) => s.track?.kind === 'video');
    if (!sender?.track) return;
    const parameters = sender.getParameters();
    if (!parameters.encodings?.[0]) return;
    Object.assign(parameters.encodings[0], cameraEncoding(sender.track));
    void sender.setParameters(parameters).catch(() => undefined);
  }

  async function publish(peer: RTCPeerConnection, localStream: MediaStream | null) {
    // a listener publishes nothing: the SFU offers what there is to receive
    if (!localStream || localStream.getTracks().length === 0) return;
    for (const track of localStream.getTracks()) {
      peer.addTransceiver(track, { direction: 'sendrecv', streams: [localStream], ...(track.kind === 'video' ? { sendEncodings: [cameraEncoding(track)] } : {}) });
    }
    const offer = await peer.createOffer();
    await peer.setLocalDescription(offer);
    send({ type: 'offer', sdp: offer.sdp ?? '' });
    markJoinStep('offer-sent');
  }

  async function onServerMessage(message: ServerMessage) {
    switch (message.type) {
      case 'joined': {
        markJoinStep('joined');
        lost = false;
        others.clear();
        for (const participant of message.participants) others.add(participant.id);
        const peer = openPeer(message.iceServers.length > 0 ? message.iceServers : (options?.iceServers ?? []));
        emit({ type: 'joined', self: message.self, participants: message.participants, closesAt: Date.parse(message.closesAt) });
        await publish(peer, options?.localStream ?? null);
        return;
      }
      case 'offer': {
        const peer = pc;
        if (!peer) return;
        await peer.setRemoteDescription({ type: 'offer', sdp: message.sdp });
        await flushCandidates(peer);
        const answer = await peer.createAnswer();
        await peer.setLocalDescription(answer);
        send({ type: 'answer', sdp: answer.sdp ?? '' });
        return;
      }
      case 'answer': {
        const peer = pc;
        if (!peer) return;
        markJoinStep('answer');
        await peer.setRemoteDescription({ type: 'answer', sdp: message.sdp });
        await flushCandidates(peer);
        return;
      }
      case 'candidate': {
        const peer = pc;
        if (!peer || !message.candidate) return;
        if (!peer.remoteDescription) pendingCandidates.push(message.candidate);
        else await peer.addIceCandidate(message.candidate);
        return;
      }
      case 'participant.joined':
      case 'participant.updated':
        if (message.type === 'participant.joined' && !others.has(message.participant.id)) {
          others.add(message.participant.id);
          applySendProfile();
        }
        emit({ type: message.type, participant: message.participant });
        return;
      case 'participant.left':
        if (others.delete(message.id)) applySendProfile();
        streams.delete(message.id);
        emit({ type: 'participant.left', id: message.id });
        return;
      case 'muted':
        emit({ type: 'mutedByHost', locked: message.locked });
        return;
      case 'removed':
        finish();
        emit({ type: 'removed' });
        return;
      case 'ended':
        finish();
        emit({ type: 'ended', reason: message.reason });
        return;
      case 'error':
        if ((JOIN_REFUSALS as readonly string[]).includes(message.code)) {
          finish();
          emit({ type: 'refused', code: message.code, message: message.message });
        } else emit({ type: 'error', code: message.code, message: message.message });
        return;
    }
  }

  async function flushCandidates(peer: RTCPeerConnection) {
    const queued = pendingCandidates;
    pendingCandidates = [];
    for (const candidate of queued) await peer.addIceCandidate(candidate);
  }

  function finish() {
    finished = true;
    closeSocket();
    closePeer();
  }

  function connect() {
    if (!options || finished) return;
    closeSocket();
    const ws = new WebSocket(url);
    socket = ws;
    const token = options.token;
    ws.onopen = () => {
      markJoinStep('socket-open');
      ws.send(JSON.stringify({ type: 'join', token } satisfies ClientMessage));
    };
    // messages are handled one at a time, in order: an answer must not overtake the offer before it
    let queue = Promise.resolve();
    ws.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      queue = queue.then(() => onServerMessage(message)).catch(() => reportLost());
    };
    ws.onclose = (event) => {
      if (socket !== ws || finished) return;
      // the reason came as a message before the close; these codes say it again in case it did not
      if (event.code === CLOSE_CODES.removed) {
        finish();
        emit({ type: 'removed' });
      } else if (event.code === CLOSE_CODES.ended) {
        finish();
        emit({ type: 'ended', reason: 'time' });
      } else if (event.code === CLOSE_CODES.refused) {
        finish();
        emit({ type: 'refused', code: 'FORBIDDEN', message: event.reason || 'You cannot join this call.' });
      } else reportLost();
    };
  }

  return {
    join(joinOptions) {
      options = joinOptions;
      finished = false;
      connect();
    },
    restartIce() {
      const peer = pc;
      if (!peer || finished || peer.signalingState !== 'stable') return;
      // a new offer with fresh ICE credentials; the SFU answers it like the first one
      void peer
        .createOffer({ iceRestart: true })
        .then(async (offer) => {
          await peer.setLocalDescription(offer);
          send({ type: 'offer', sdp: offer.sdp ?? '' });
        })
        .catch(() => undefined);
    },
    rejoin() {
      if (finished) return;
      closePeer();
      streams.clear();
      connect();
    },
    leave() {
      if (finished) return;
      send({ type: 'leave' });
      finish();
    },
    setMuted(kind: MediaKind, muted: boolean) {
      for (const track of options?.localStream?.getTracks() ?? []) if (track.kind === kind) track.enabled = !muted;
      send({ type: 'mute', kind, muted });
    },
    async replaceTrack(kind: MediaKind, track: MediaStreamTrack) {
      const local = options?.localStream;
      if (local) {
        for (const old of local.getTracks()) {
          if (old.kind !== kind) continue;
          local.removeTrack(old);
          old.stop();
        }
        local.addTrack(track);
      }
      const sender = pc?.getSenders().find((s) => s.track?.kind === kind);
      await sender?.replaceTrack(track);
      if (kind === 'video') applySendProfile(); // another camera may capture at another size
    },
    subscribe(participantIds: string[]) {
      send({ type: 'subscribe', participantIds });
    },
    host: {
      mute: (participantId, lock) => send({ type: 'host.mute', participantId, lock }),
      unlock: (participantId) => send({ type: 'host.unlock', participantId }),
      remove: (participantId) => send({ type: 'host.remove', participantId }),
      end: () => send({ type: 'host.end' }),
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    peerConnection: () => pc,
  };
}
