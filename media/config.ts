import { iceServersFrom } from '~/common/video';
import type { IceServer } from './protocol';

/** Everything the media node reads from the environment (README § Video). */
export interface MediaConfig {
  /** signalling: WebSocket `/rtc` on MEDIA_HOST:MEDIA_PORT (default 127.0.0.1:4002); UDP binds to the same host */
  host: string;
  port: number;
  /** MEDIA_UDP_PORTS, e.g. 40000-40199: one port per connected member */
  udpPorts: [number, number];
  /** MEDIA_ANNOUNCED_IP: the address browsers send media to (the public one behind NAT); default the host */
  announcedIp: string;
  /** MEDIA_NODE_URL: how gateways reach this node, and the `node` claim its room tokens must carry */
  nodeUrl: string;
  /** services (JWKS at /.well-known/jwks.json, the internal video endpoints) */
  servicesUrl: string;
  internalToken: string | null;
  /** TURN_URLS (comma list), TURN_USERNAME, TURN_CREDENTIAL: given to browsers in `joined` */
  iceServers: IceServer[];
  now: () => Date;
}

const text = (value: string | undefined) => value?.trim() || null;

function portRange(value: string | null): [number, number] {
  const match = /^(\d+)-(\d+)$/.exec(value ?? '40000-40199');
  const range = match ? ([Number(match[1]), Number(match[2])] as [number, number]) : null;
  if (!range || range[0] < 1024 || range[1] > 65535 || range[0] > range[1]) throw new Error(`MEDIA_UDP_PORTS must be a range like 40000-40199, got "${value}"`);
  return range;
}

export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<MediaConfig> = {}): MediaConfig {
  const host = text(env.MEDIA_HOST) ?? '127.0.0.1';
  const port = Number(text(env.MEDIA_PORT) ?? 4002);
  return {
    host,
    port,
    udpPorts: portRange(text(env.MEDIA_UDP_PORTS)),
    announcedIp: text(env.MEDIA_ANNOUNCED_IP) ?? (host === '0.0.0.0' ? '127.0.0.1' : host),
    nodeUrl: (text(env.MEDIA_NODE_URL) ?? `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    servicesUrl: (text(env.SERVICES_URL) ?? 'http://127.0.0.1:4001').replace(/\/+$/, ''),
    internalToken: text(env.INTERNAL_TOKEN),
    iceServers: iceServersFrom(env),
    now: () => new Date(),
    ...overrides,
  };
}
