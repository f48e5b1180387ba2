// Video rooms (issue 22): the windows, the room token's claims and the messages that services, the media node, the
// gateway and the web app share. One rule, one place: services enforce it, the media node and the web read it.
import { GROUP_HOOKUP_FORCE_EXIT_AFTER_MINUTES, GROUP_HOOKUP_JOIN_BEFORE_MINUTES } from '~/common/constants';
import { roomWindow } from '~/common/groupHookupRules';

const MINUTE_MS = 60_000;

/** spec §4/§9 for group rooms; issue 22 gives one-to-one calls the same margins around the hookup. */
export const VIDEO_JOIN_BEFORE_MINUTES = GROUP_HOOKUP_JOIN_BEFORE_MINUTES;
export const VIDEO_CLOSE_AFTER_MINUTES = GROUP_HOOKUP_FORCE_EXIT_AFTER_MINUTES;
/** A hookup participant who has not joined by start + 10 minutes is a no-show (issue 22, attendance). */
export const VIDEO_NO_SHOW_AFTER_MINUTES = 10;
/** Video is forwarded for at most this many visible tiles per subscriber; audio for everyone. */
export const VIDEO_MAX_SUBSCRIBED_TILES = 9;
/** The `aud` claim of a room token. */
export const ROOM_TOKEN_AUDIENCE = 'hookups-media';
/** The WebSocket path of signalling, on the gateway and on every media node. */
export const RTC_PATH = '/rtc';

export type VideoRoomKind = 'group' | 'hookup';

/** A room's window: joinable at [opensAt, closesAt), epoch ms. */
export interface RoomWindow {
  opensAt: number;
  closesAt: number;
}

const parse = (iso: string | Date) => (iso instanceof Date ? iso.getTime() : Date.parse(iso));

/** Group hookup room: start − 5 min to start + duration + 10 min (spec §4, §9), the one rule of common/groupHookupRules. */
export function groupRoomWindow(startDate: string | Date, durationMinutes: number): RoomWindow {
  return roomWindow({ startDate, duration: durationMinutes });
}

/** One-to-one call: startDateTime − 5 min to endDateTime + 10 min (issue 22). */
export function hookupRoomWindow(startDateTime: string | Date, endDateTime: string | Date): RoomWindow {
  return {
    opensAt: parse(startDateTime) - VIDEO_JOIN_BEFORE_MINUTES * MINUTE_MS,
    closesAt: parse(endDateTime) + VIDEO_CLOSE_AFTER_MINUTES * MINUTE_MS,
  };
}

export type RoomWindowState = 'before' | 'open' | 'over';

/** Where `now` (epoch ms) falls in the window. An invalid date gives NaN bounds: never open. */
export function roomWindowState(window: RoomWindow, now: number): RoomWindowState {
  if (!(now >= window.opensAt)) return now >= window.closesAt ? 'over' : 'before';
  return now >= window.closesAt ? 'over' : 'open';
}

export const isRoomOpen = (window: RoomWindow, now: number): boolean => roomWindowState(window, now) === 'open';

/** The time at which a hookup participant who never joined counts as a no-show. */
export const noShowAt = (startDateTime: string | Date): number => parse(startDateTime) + VIDEO_NO_SHOW_AFTER_MINUTES * MINUTE_MS;

/** What a room token grants: the host's controls (host = hostUUID; admins have them too). */
export interface RoomGrants {
  host: boolean;
  admin: boolean;
}

/** The claims of a room token (EdDSA JWT signed by services, verified by the media node against the JWKS). */
export interface RoomTokenClaims {
  aud: typeof ROOM_TOKEN_AUDIENCE;
  /** the member's uuid */
  sub: string;
  name: string;
  /** the room id: a hookup's videoCallId or a group hookup's videoRoomId */
  room: string;
  /** the URL of the media node the room lives on (how gateways reach it) */
  node: string;
  grants: RoomGrants;
  /** seconds: the window opens */
  nbf: number;
  /** seconds: the window closes */
  exp: number;
}

/** May this token use the host's controls (mute, remove, end)? */
export const hasHostControls = (grants: RoomGrants): boolean => grants.host || grants.admin;

/** RTCIceServer as browsers take it. */
export interface IceServerConfig {
  urls: string[];
  username?: string;
  credential?: string;
}

const envText = (value: string | undefined) => value?.trim() || null;

/** TURN_URLS (comma list), TURN_USERNAME, TURN_CREDENTIAL → the ICE servers given to browsers (none without TURN_URLS). */
export function iceServersFrom(env: Record<string, string | undefined>): IceServerConfig[] {
  const urls = (envText(env.TURN_URLS) ?? '').split(',').map((url) => url.trim()).filter(Boolean);
  if (urls.length === 0) return [];
  const username = envText(env.TURN_USERNAME);
  const credential = envText(env.TURN_CREDENTIAL);
  return [{ urls, ...(username ? { username } : {}), ...(credential ? { credential } : {}) }];
}

/**
 * The media nodes (MEDIA_NODES, a comma list of http(s)://host:port; else MEDIA_NODE_URL; else the in-process one at
 * http://127.0.0.1:4002). Services assign rooms to them; gateways connect only to these.
 */
export function mediaNodesFrom(env: Record<string, string | undefined>): string[] {
  const list = (envText(env.MEDIA_NODES) ?? envText(env.MEDIA_NODE_URL) ?? 'http://127.0.0.1:4002')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const url of list) if (!/^https?:\/\/[^/]+$/.test(url)) throw new Error(`MEDIA_NODES must be http(s)://host:port URLs, got "${url}"`);
  return list;
}

/** What one member's camera sends: at most this height (scaled down from the capture), frame rate and bitrate. */
export interface VideoSendProfile {
  maxHeight: number;
  maxFramerate: number;
  maxBitrateKbps: number;
}

/**
 * What each member's camera sends in a room of `members` (them included). Every member decodes the video of every
 * tile they show (up to 9), so as a room grows its tiles get smaller and each stream cheaper, as Meet and Zoom do:
 * up to 4 members 360p, from 5 on 180p at a lower bitrate. The SFU forwards each stream as sent (no simulcast), so one
 * profile serves every subscriber; the web's provider applies it whenever the room's size changes.
 */
export function videoSendProfile(members: number): VideoSendProfile {
  if (members <= 4) return { maxHeight: 360, maxFramerate: 24, maxBitrateKbps: 600 };
  return { maxHeight: 180, maxFramerate: 20, maxBitrateKbps: 250 };
}

/** The sender encoding of a profile for a camera of `captureHeight` pixels (it is never scaled up). */
export function videoSendEncoding(profile: VideoSendProfile, captureHeight: number | undefined): { scaleResolutionDownBy: number; maxFramerate: number; maxBitrate: number } {
  return {
    scaleResolutionDownBy: captureHeight && captureHeight > profile.maxHeight ? captureHeight / profile.maxHeight : 1,
    maxFramerate: profile.maxFramerate,
    maxBitrate: profile.maxBitrateKbps * 1000,
  };
}
