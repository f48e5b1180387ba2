import { Type } from 'typebox';

const EventId = Type.Integer({ minimum: 0, errorMessage: 'after must be an event id (a whole number of at least 0)' });

/** GET /events: the Last-Event-ID header (or ?after=) says where to resume. */
export const StreamQuery = Type.Object({ after: Type.Optional(EventId) });
export const StreamHeaders = Type.Object({
  'last-event-id': Type.Optional(Type.String({ pattern: '^\\d{1,18}$', errorMessage: 'Last-Event-ID must be an event id' })),
});

export const REPLAY_MAX = 1000;

/** GET /events/replay?after&limit */
export const ReplayQuery = Type.Object({
  after: Type.Optional(EventId),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REPLAY_MAX, errorMessage: `limit must be between 1 and ${REPLAY_MAX}` })),
});

export const ReplayResponse = Type.Object({
  events: Type.Array(Type.Object({ id: Type.Integer(), topic: Type.String(), payload: Type.Unknown() })),
});
