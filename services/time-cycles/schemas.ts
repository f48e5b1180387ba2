import { Type, type Static } from 'typebox';
import { CADENCES, HOOKUP_DURATIONS } from '~/common/constants';
import { HOOKUP as M } from '~/common/messages';
import { DATE_TIME_TEXT_MAX, Nullable } from '~/services/schemas';

// services/API.md § One-to-one hookups § Types: TimeCycle, MatchingRun, Availability, FeatureGate.

export const NAME = { min: 2, max: 60 };

export const CadenceSchema = Type.Unsafe<(typeof CADENCES)[number]>({ type: 'string', enum: [...CADENCES], errorMessage: M.cadenceRequired });

export const TimeCycleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cadence: CadenceSchema,
  hookupDuration: Type.Integer(),
  isDefaultTimeCycle: Type.Boolean(),
  active: Type.Boolean(),
  nextRunAt: Type.String(),
  lastRunAt: Nullable(Type.String()),
  members: Type.Integer(),
  selected: Type.Boolean(),
  createdOn: Type.String(),
  updatedOn: Type.String(),
});
export const TimeCycleList = Type.Array(TimeCycleSchema);

/** POST /hookup-admin/time-cycle and PUT /hookup-admin/time-cycle/{id} */
export const TimeCycleBody = Type.Object(
  {
    name: Type.String({ minLength: NAME.min, maxLength: NAME.max, pattern: '\\S', errorMessage: M.cycleNameLength }),
    cadence: CadenceSchema,
    hookupDuration: Type.Optional(Type.Unsafe<number>({ type: 'integer', enum: [...HOOKUP_DURATIONS], errorMessage: M.durationChoice })),
    isDefaultTimeCycle: Type.Optional(Type.Boolean({ errorMessage: 'isDefaultTimeCycle must be true or false' })),
    active: Type.Optional(Type.Boolean({ errorMessage: 'active must be true or false' })),
    nextRunAt: Type.Optional(Type.String({ format: 'date-time', maxLength: DATE_TIME_TEXT_MAX, errorMessage: 'nextRunAt must be an ISO 8601 date and time' })),
  },
  { errorMessage: { required: { name: M.cycleNameLength, cadence: M.cadenceRequired } } },
);

export const SelectBody = Type.Object(
  { timeCycleId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { errorMessage: M.timeCycleNotFound }) },
  { errorMessage: { required: { timeCycleId: M.timeCycleNotFound } } },
);

export const CycleParams = Type.Object({ id: Type.Integer({ minimum: 1, errorMessage: M.timeCycleNotFound }) });

export const MatchingRunSchema = Type.Object({
  id: Type.Integer(),
  timeCycleId: Type.Integer(),
  trigger: Type.Unsafe<'SCHEDULE' | 'ADMIN'>({ type: 'string', enum: ['SCHEDULE', 'ADMIN'] }),
  windowStart: Type.String(),
  windowEnd: Type.String(),
  candidates: Type.Integer(),
  pairs: Type.Integer(),
  unmatched: Type.Integer(),
  totalScore: Type.Number(),
  /** candidates with a lower priority for repeated no-shows (issue 18) */
  repeatedNoShows: Type.Integer(),
  startedAt: Type.String(),
  finishedAt: Nullable(Type.String()),
});
export const MatchingRunList = Type.Array(MatchingRunSchema);

/** the shapes only: the rules (zone, grid, order, overlaps, limit) are checked in parseAvailability → 400 1006 */
export const AvailabilitySchema = Type.Object({
  timeZone: Type.String({ maxLength: 100, errorMessage: M.timeZoneInvalid }),
  slots: Type.Array(
    Type.Object({
      dayOfWeek: Type.Integer({ minimum: 1, maximum: 7, errorMessage: 'dayOfWeek must be 1 (Monday) to 7 (Sunday)' }),
      startTime: Type.String({ maxLength: 5, errorMessage: M.slotGrid }),
      endTime: Type.String({ maxLength: 5, errorMessage: M.slotGrid }),
    }),
    { maxItems: 1000, errorMessage: M.slotsLimit },
  ),
});

export const FeatureGateSchema = Type.Object({ name: Type.String(), enabled: Type.Boolean(), description: Type.String() });
export const FeatureGateList = Type.Array(FeatureGateSchema);
export const FeatureGateBody = Type.Object(
  { enabled: Type.Boolean({ errorMessage: 'enabled must be true or false' }) },
  { errorMessage: { required: { enabled: 'enabled must be true or false' } } },
);
export const NameParams = Type.Object({ name: Type.String({ maxLength: 100 }) });

export type TimeCycle = Static<typeof TimeCycleSchema>;
export type TimeCycleBodyType = Static<typeof TimeCycleBody>;
export type MatchingRun = Static<typeof MatchingRunSchema>;
export type Availability = Static<typeof AvailabilitySchema>;
export type FeatureGate = Static<typeof FeatureGateSchema>;
