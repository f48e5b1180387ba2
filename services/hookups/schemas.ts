import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '~/common/constants';
import { HOOKUP as M } from '~/common/messages';
import { PersonSchema, REASON } from '~/services/group-hookups/schemas';
import { PageOf } from '~/services/shared/paging';
import { ErrorSchema, Nullable } from '~/services/schemas';

// services/API.md § One-to-one hookups § Types and § Calls: the hookup side (time cycles and availability are in
// services/time-cycles/schemas.ts).

export const HOOKUP_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'EXPIRED'] as const;
export const HOOKUP_VIEWS = ['upcoming', 'past', 'all'] as const;
export const PAGE_SIZE_MAX = 100;

/** services/API.md Hookup (spec §3): the same object for every viewer; events carry it as is. */
export const HookupSchema = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  organizationUUID: Type.String(),
  firstParticipant: PersonSchema,
  secondParticipant: PersonSchema,
  firstParticipantGoogleEventId: Nullable(Type.String()),
  secondParticipantGoogleEventId: Nullable(Type.String()),
  videoCallId: Type.String(),
  startDateTime: Type.String(),
  endDateTime: Type.String(),
  createdOn: Type.String(),
  updatedOn: Type.String(),
  timeCycleId: Nullable(Type.Integer()),
  timeCycleName: Nullable(Type.String()),
  isDefaultTimeCycle: Type.Boolean(),
  hookupStatus: Type.Unsafe<(typeof HOOKUP_STATUSES)[number]>({ type: 'string', enum: [...HOOKUP_STATUSES] }),
  rescheduled: Type.Boolean(),
  rescheduleCount: Type.Integer(),
  reschedulesLeft: Type.Integer(),
  confirmed: Type.Boolean(),
  firstParticipantConfirmed: Type.Boolean(),
  secondParticipantConfirmed: Type.Boolean(),
  matchScore: Nullable(Type.Number()),
  matchReasons: Type.Array(Type.String()),
  cancellationReason: Nullable(Type.String()),
  cancelledBy: Nullable(PersonSchema),
  sequence: Type.Integer(),
});

export const HookupPage = PageOf(HookupSchema);
export const TimeslotSchema = Type.Object({ startDateTime: Type.String(), endDateTime: Type.String() });
export const TimeslotList = Type.Array(TimeslotSchema);
export const TotalsSchema = Type.Object({ total: Type.Integer(), completed: Type.Integer(), upcoming: Type.Integer() });

export const MemberSummarySchema = Type.Object({
  uuid: Type.String(),
  fullName: Type.String(),
  username: Type.String(),
  imageUrl: Nullable(Type.String()),
  jobPosition: Nullable(Type.String()),
});

const IsoDate = (name: string) => Type.Optional(Type.String({ format: 'date-time', errorMessage: `${name} must be an ISO 8601 date and time` }));
const Page = Type.Integer({ minimum: 0, default: DEFAULT_PAGE, errorMessage: 'page must be a whole number of at least 0' });
const Size = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: fallback, errorMessage: `size must be between 1 and ${PAGE_SIZE_MAX}` });
const StatusFilter = Type.Optional(
  Type.Unsafe<(typeof HOOKUP_STATUSES)[number]>({ type: 'string', enum: [...HOOKUP_STATUSES], errorMessage: `status must be one of ${HOOKUP_STATUSES.join(', ')}` }),
);

/** GET /hookup-user/hookups */
export const MemberListQuery = Type.Object({
  view: Type.Unsafe<(typeof HOOKUP_VIEWS)[number]>({
    type: 'string',
    enum: [...HOOKUP_VIEWS],
    default: 'upcoming',
    errorMessage: `view must be one of ${HOOKUP_VIEWS.join(', ')}`,
  }),
  from: IsoDate('from'),
  to: IsoDate('to'),
  page: Page,
  size: Size(DEFAULT_PAGE_SIZE),
});

/** GET /hookup-admin/all-hookups */
export const AdminListQuery = Type.Object({
  status: StatusFilter,
  from: IsoDate('from'),
  to: IsoDate('to'),
  f_fullName: Type.Optional(Type.String({ maxLength: 200 })),
  page: Page,
  size: Size(DEFAULT_PAGE_SIZE),
});

/** GET /admin/users */
export const MemberPickerQuery = Type.Object({
  page: Page,
  size: Size(50),
  f_fullName: Type.Optional(Type.String({ maxLength: 200 })),
  f_username: Type.Optional(Type.String({ maxLength: 200 })),
});

export const RangeQuery = Type.Object({ from: IsoDate('from'), to: IsoDate('to') });

export const UuidParams = Type.Object({ uuid: Type.String() });
export const IdParams = Type.Object({ id: Type.String() });

export const RescheduleBody = Type.Object(
  { startDateTime: Type.String({ format: 'date-time', errorMessage: M.startInPast }) },
  { errorMessage: { required: { startDateTime: M.startInPast } } },
);

export const CancelQuery = Type.Object(
  { reason: Type.String({ minLength: REASON.min, maxLength: REASON.max, pattern: '\\S', errorMessage: M.reasonLength }) },
  { errorMessage: { required: { reason: M.reasonLength } } },
);

/** PUT /hookup-admin/hookup: the hookup form (spec §3) */
export const AdminEditBody = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 100, errorMessage: M.notFound }),
    firstParticipant: Type.String({ minLength: 1, maxLength: 100, errorMessage: M.userNotFound }),
    secondParticipant: Type.Optional(Type.String({ minLength: 1, maxLength: 100, errorMessage: M.userNotFound })),
    startDateTime: Type.String({ format: 'date-time', errorMessage: M.startInPast }),
  },
  { errorMessage: { required: { id: M.notFound, firstParticipant: M.userNotFound, startDateTime: M.startInPast } } },
);

export type Hookup = Static<typeof HookupSchema>;
export type Timeslot = Static<typeof TimeslotSchema>;
export type MemberListQueryType = Static<typeof MemberListQuery>;
export type AdminListQueryType = Static<typeof AdminListQuery>;
export type AdminEditBodyType = Static<typeof AdminEditBody>;
export type MemberSummary = Static<typeof MemberSummarySchema>;
