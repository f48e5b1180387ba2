// Steps of joining a call as User Timing marks (`video:<step>`): DevTools' performance panel shows them, and
// `npm run bench:video` reads them to say where the time from "Join" to the first remote frame goes.
export type JoinStep = 'room-page' | 'room-id' | 'token-asked' | 'token' | 'media' | 'socket-open' | 'joined' | 'offer-sent' | 'answer' | 'connected';

export function markJoinStep(step: JoinStep): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(`video:${step}`);
}
