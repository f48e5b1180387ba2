// One room on this media node: its members, what each publishes and what is forwarded to whom (issue 22).
// Every member has one RTCPeerConnection: they publish once (their offer, our answer); the node adds a sendonly
// transceiver per (publisher, kind) to every other member and renegotiates with a server offer. Audio is forwarded to
// everyone, video only for the tiles a member subscribed to (≤ 9). The stream id (msid) of a forwarded track is the
// publisher's participant id. Lost packets are resent by werift itself on both legs: the receiver NACKs the
// publisher for gaps, and each forwarding sender keeps its last 128 packets and answers a subscriber's NACK from them
// (media.test.ts checks the latter through this node).
import { MediaStream, MediaStreamTrack, PictureLossIndication, RtcpPayloadSpecificFeedback, type RTCPeerConnection, type RTCRtpReceiver, type RTCRtpTransceiver, type RtpPacket } from 'werift';
import { VIDEO_MAX_SUBSCRIBED_TILES } from '~/common/video';
import type { RoomGrants } from '~/common/video';
import type { MediaKind, Participant, ServerMessage } from './protocol';

/** How a member's socket and peer connection look to the room (media/server.ts implements it). */
export interface MemberLink {
  send(message: ServerMessage): void;
  /** close the socket with this code (and stop the peer connection) */
  close(code: number, reason?: string): void;
}

interface Forward {
  publisherId: string;
  kind: MediaKind;
  track: MediaStreamTrack;
  transceiver: RTCRtpTransceiver;
  /** stops relaying the subscriber's picture-loss reports */
  unsubscribe: () => void;
}

interface Published {
  track: MediaStreamTrack;
  receiver: RTCRtpReceiver | undefined;
  unsubscribe: () => void;
  /** epoch ms of the last PLI sent to this publisher: many subscribers' reports make one request */
  lastKeyFrameRequest: number;
}

export class Member {
  readonly forwards = new Map<string, Forward>();
  readonly published = new Map<MediaKind, Published>();
  /** publishers whose video this member sees; null = the first 9 until they say */
  subscribed: Set<string> | null = null;
  /** a server offer is waiting for the member's answer */
  private awaitingAnswer = false;
  private answeredOnce = false;
  private offerPending = false;
  private queue: Promise<unknown> = Promise.resolve();
  /** forwards added since the last completed negotiation: their publishers get a PLI once it completes */
  private freshVideo = new Set<string>();
  /** forwards asked for before the member's own offer: added after it, or werift would bind them to its m-lines */
  private deferred: Array<[string, MediaKind]> = [];

  constructor(
    readonly participant: Participant,
    readonly grants: RoomGrants,
    readonly pc: RTCPeerConnection,
    readonly link: MemberLink,
    private readonly onFreshVideo: (subscriber: Member, publisherIds: string[]) => void,
  ) {}

  get id() {
    return this.participant.id;
  }

  /** Runs signalling steps one after another: werift's descriptions must not interleave. */
  serial<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step, step);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The member's offer (their publish, or an ICE restart): answer it. */
  acceptOffer(sdp: string) {
    return this.serial(async () => {
      await this.pc.setRemoteDescription({ type: 'offer', sdp });
      await this.pc.setLocalDescription(await this.pc.createAnswer());
      this.link.send({ type: 'answer', sdp: this.pc.localDescription!.sdp });
      const first = !this.answeredOnce;
      this.answeredOnce = true;
      if (first) for (const [publisherId, kind] of this.deferred.splice(0)) this.addForward(publisherId, kind);
      this.completed();
    });
  }

  acceptAnswer(sdp: string) {
    return this.serial(async () => {
      if (!this.awaitingAnswer) return;
      await this.pc.setRemoteDescription({ type: 'answer', sdp });
      this.awaitingAnswer = false;
      this.completed();
    });
  }

  /** Tracks came or went: offer again once the member has published and answered what was pending. */
  renegotiate() {
    this.offerPending = true;
    void this.serial(async () => this.offerIfDue());
  }

  private async offerIfDue() {
    if (!this.offerPending || !this.answeredOnce || this.awaitingAnswer || this.pc.connectionState === 'closed') return;
    this.offerPending = false;
    this.awaitingAnswer = true;
    await this.pc.setLocalDescription(await this.pc.createOffer());
    this.link.send({ type: 'offer', sdp: this.pc.localDescription!.sdp });
  }

  private completed() {
    if (this.freshVideo.size > 0) {
      this.onFreshVideo(this, [...this.freshVideo]);
      this.freshVideo.clear();
    }
    if (this.offerPending) void this.serial(async () => this.offerIfDue());
  }

  addForward(publisherId: string, kind: MediaKind) {
    const key = `${publisherId}:${kind}`;
    if (this.forwards.has(key)) return;
    if (!this.answeredOnce) {
      this.deferred.push([publisherId, kind]);
      return;
    }
    const track = new MediaStreamTrack({ kind });
    const transceiver = this.pc.addTransceiver(track, { direction: 'sendonly', streams: [new MediaStream({ id: publisherId })] });
    // The subscriber's decoder asks for a key frame (RTCP PLI) when it starts on, or loses, delta frames: the
    // forwarded stream has no encoder of its own, so the request goes to the publisher. Without it a subscriber
    // whose transport connected after the publisher's last key frame never decodes a frame. The PLI is read off
    // the transport, not the sender's onPictureLossIndication: werift 0.25.2 routes a PLI by its *sender* SSRC
    // first, and Chrome signs it with the SSRC of its own published track, so werift hands it to the receiver of
    // that track and the forwarding sender never hears of it.
    const { unSubscribe } = transceiver.sender.dtlsTransport.onRtcp.subscribe((packet) => {
      if (packet instanceof RtcpPayloadSpecificFeedback && packet.feedback instanceof PictureLossIndication && packet.feedback.mediaSsrc === transceiver.sender.ssrc) {
        this.onFreshVideo(this, [publisherId]);
      }
    });
    this.forwards.set(key, { publisherId, kind, track, transceiver, unsubscribe: unSubscribe });
    if (kind === 'video') this.freshVideo.add(publisherId);
    this.renegotiate();
  }

  /** whose video is forwarded to this member */
  videoPublishers(): string[] {
    return [...this.forwards.values()].filter((forward) => forward.kind === 'video').map((forward) => forward.publisherId);
  }

  removeForwardsOf(publisherId: string) {
    this.deferred = this.deferred.filter(([id]) => id !== publisherId);
    let removed = false;
    for (const kind of ['audio', 'video'] as const) {
      const forward = this.forwards.get(`${publisherId}:${kind}`);
      if (!forward) continue;
      this.forwards.delete(`${publisherId}:${kind}`);
      forward.unsubscribe();
      forward.track.stop();
      if (this.pc.connectionState !== 'closed') this.pc.removeTrack(forward.transceiver.sender);
      removed = true;
    }
    if (removed) this.renegotiate();
  }

  wantsVideoOf(publisherId: string, order: string[]) {
    if (this.subscribed) return this.subscribed.has(publisherId);
    // before the member says which tiles are visible: the first 9 others who joined
    return order.filter((id) => id !== this.id).indexOf(publisherId) < VIDEO_MAX_SUBSCRIBED_TILES;
  }

  stop() {
    for (const published of this.published.values()) published.unsubscribe();
    this.published.clear();
    for (const forward of this.forwards.values()) {
      forward.unsubscribe();
      forward.track.stop();
    }
    this.forwards.clear();
    void this.pc.close().catch(() => undefined);
  }
}

/** At most one PLI per publisher in this time: a key frame takes about a round trip to come. */
const KEY_FRAME_REQUEST_INTERVAL_MS = 200;

/** A room on this node: members by participant id, removed ids, the timer at the window's end. */
export class Room {
  readonly members = new Map<string, Member>();
  readonly removed = new Set<string>();
  /** join order, for the default video subscription */
  private order: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  ended = false;

  constructor(
    readonly id: string,
    /** epoch ms: the window's end */
    readonly closesAt: number,
  ) {}

  /** Schedules `onEnd` at the window's end (setTimeout takes at most ~24.8 days: re-armed until then). */
  armTimer(now: () => Date, onEnd: () => void) {
    const arm = () => {
      const wait = this.closesAt - now().getTime();
      if (wait <= 0) return onEnd();
      this.timer = setTimeout(arm, Math.min(wait, 2 ** 31 - 1));
      this.timer.unref?.();
    };
    arm();
  }

  participants(except?: string): Participant[] {
    return [...this.members.values()].filter((member) => member.id !== except).map((member) => member.participant);
  }

  broadcast(message: ServerMessage, except?: string) {
    for (const member of this.members.values()) if (member.id !== except) member.link.send(message);
  }

  add(member: Member) {
    this.members.set(member.id, member);
    this.order = [...this.order.filter((id) => id !== member.id), member.id];
    // what the others already publish is forwarded to the newcomer
    for (const other of this.members.values()) {
      if (other === member) continue;
      for (const kind of other.published.keys()) member.addForward(other.id, kind);
    }
  }

  /** A publisher's track arrived: forward its packets to every other member (gated per kind and subscriber). */
  publish(publisher: Member, track: MediaStreamTrack) {
    const kind = track.kind as MediaKind;
    publisher.published.get(kind)?.unsubscribe();
    const receiver = publisher.pc.getTransceivers().find((t) => t.receiver.tracks.includes(track))?.receiver;
    const key = `${publisher.id}:${kind}`;
    const { unSubscribe } = track.onReceiveRtp.subscribe((rtp: RtpPacket) => this.forward(publisher, kind, key, rtp));
    publisher.published.set(kind, { track, receiver, unsubscribe: unSubscribe, lastKeyFrameRequest: 0 });
    for (const member of this.members.values()) if (member !== publisher) member.addForward(publisher.id, kind);
  }

  private forward(publisher: Member, kind: MediaKind, key: string, rtp: RtpPacket) {
    // host mute (and the member's own mute) stop forwarding their audio at the node
    if (kind === 'audio' && publisher.participant.audioMuted) return;
    if (kind === 'video' && publisher.participant.videoMuted) return;
    for (const member of this.members.values()) {
      if (member === publisher) continue;
      const forward = member.forwards.get(key);
      if (!forward) continue;
      if (kind === 'video' && !member.wantsVideoOf(publisher.id, this.order)) continue;
      forward.track.writeRtp(rtp.clone());
    }
  }

  /** Ask these publishers for a key frame (RTCP PLI) so a new subscriber's first frame comes quickly. */
  requestKeyFrames(publisherIds: Iterable<string>, now = Date.now()) {
    for (const id of publisherIds) {
      const published = this.members.get(id)?.published.get('video');
      if (!published?.receiver || published.track.ssrc === undefined) continue;
      // one key frame serves every subscriber: their reports within the interval are one request
      if (now - published.lastKeyFrameRequest < KEY_FRAME_REQUEST_INTERVAL_MS) continue;
      published.lastKeyFrameRequest = now;
      void published.receiver.sendRtcpPLI(published.track.ssrc).catch(() => undefined);
    }
  }

  /** The member's tiles changed: PLI for the publishers they now see. */
  subscribe(member: Member, participantIds: string[]) {
    const before = new Set([...this.members.keys()].filter((id) => id !== member.id && member.wantsVideoOf(id, this.order)));
    member.subscribed = new Set(participantIds.filter((id) => id !== member.id).slice(0, VIDEO_MAX_SUBSCRIBED_TILES));
    this.requestKeyFrames([...member.subscribed].filter((id) => !before.has(id)));
  }

  /** Takes a member out (left, removed, replaced by a rejoin, ended); others stop receiving them. */
  drop(member: Member) {
    if (this.members.get(member.id) !== member) return;
    this.members.delete(member.id);
    this.order = this.order.filter((id) => id !== member.id);
    member.stop();
    for (const other of this.members.values()) other.removeForwardsOf(member.id);
  }

  clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
