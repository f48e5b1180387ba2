/** A member's pause (pause_notifications_start/end_date) covers `now`; an open end means paused until further notice. */
export function isPaused(start: Date | null, end: Date | null, now: Date): boolean {
  return start !== null && start.getTime() <= now.getTime() && (end === null || end.getTime() >= now.getTime());
}
