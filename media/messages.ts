// The client's messages, checked at the node's edge: anything else is answered BAD_MESSAGE, never applied.
import type { ClientMessage } from './protocol';

const isString = (value: unknown, max = 100_000): value is string => typeof value === 'string' && value.length <= max;
const isId = (value: unknown): value is string => isString(value, 100) && value.length > 0;

export function parseClientMessage(raw: string): ClientMessage | null {
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const m = message as Record<string, any>;
  switch (m.type) {
    case 'join':
      return isString(m.token, 4096) ? { type: 'join', token: m.token } : null;
    case 'offer':
    case 'answer':
      return isString(m.sdp) ? { type: m.type, sdp: m.sdp } : null;
    case 'candidate':
      if (m.candidate === null) return { type: 'candidate', candidate: null };
      return m.candidate && typeof m.candidate === 'object' && isString(m.candidate.candidate ?? '', 2000)
        ? { type: 'candidate', candidate: m.candidate }
        : null;
    case 'mute':
      return (m.kind === 'audio' || m.kind === 'video') && typeof m.muted === 'boolean' ? { type: 'mute', kind: m.kind, muted: m.muted } : null;
    case 'subscribe':
      return Array.isArray(m.participantIds) && m.participantIds.length <= 100 && m.participantIds.every(isId)
        ? { type: 'subscribe', participantIds: m.participantIds }
        : null;
    case 'host.mute':
      return isId(m.participantId) && typeof m.lock === 'boolean' ? { type: 'host.mute', participantId: m.participantId, lock: m.lock } : null;
    case 'host.unlock':
    case 'host.remove':
      return isId(m.participantId) ? { type: m.type, participantId: m.participantId } : null;
    case 'host.end':
    case 'leave':
      return { type: m.type };
    default:
      return null;
  }
}
