import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '~/common/constants';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { Nullable } from '~/services/schemas';
import { RoleSchema } from '~/services/users/schemas';
import { PageOf } from '~/services/shared/paging';

export const STATUSES = ['PENDING', 'APPROVED', 'COMPLETED', 'CANCELED', 'NOT ACCEPTED'] as const;
export const VIEWS = ['upcoming', 'mine', 'hosting', 'past', 'all'] as const;
export const PAGE_SIZE_MAX = 100;

// spec §5 / services/API.md § Validation; every rule of a field answers that field's one message
export const TITLE = { min: 3, max: 70 };
export const LONG_TEXT = { min: 10, max: 1000 };
export const DURATION = { min: 15, max: 240 };
export const MAX_PARTICIPANTS = { min: 2, max: 100 };
export const TAGS = { max: 10, length: 30 };
export const REASON = { min: 3, max: 500 };

/** Optional text of 10–1000 characters when given; null, absent or '' (an empty form field) mean not given. */
const LongText = (message: string) =>
  Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      maxLength: LONG_TEXT.max,
      pattern: `^(|[\\s\\S]{${LONG_TEXT.min},})$`,
      errorMessage: message,
    }),
  );

export const PersonSchema = Type.Object({
  uuid: Type.String(),
  fullName: Type.String(),
  imageUrl: Nullable(Type.String()),
  jobPosition: Nullable(Type.String()),
  roles: Type.Array(RoleSchema),
});

export const StatusSchema = Type.Unsafe<(typeof STATUSES)[number]>({ type: 'string', enum: [...STATUSES] });

/** services/API.md GroupHookup (spec §3) */
export const GroupHookupSchema = Type.Object({
  uuid: Type.String(),
  /** the organisation it belongs to: the gateway keeps each event within it (services/API.md § Events) */
  organizationUUID: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  whoShouldJoin: Nullable(Type.String()),
  whyShouldJoin: Nullable(Type.String()),
  whatWillDiscuss: Nullable(Type.String()),
  category: Type.String(),
  startDate: Type.String(),
  duration: Type.Integer(),
  maxParticipants: Type.Integer(),
  slotsLeft: Type.Integer(),
  status: StatusSchema,
  private: Type.Boolean(),
  sponsored: Type.Boolean(),
  highlighted: Type.Boolean(),
  tags: Type.Array(Type.String()),
  imageUrl: Nullable(Type.String()),
  host: PersonSchema,
  hostUUID: Type.String(),
  hostFullName: Type.String(),
  hostImageUrl: Nullable(Type.String()),
  hostRoles: Type.Array(RoleSchema),
  participants: Type.Array(PersonSchema),
  cancellationReason: Nullable(Type.String()),
  createdOn: Type.String(),
  updatedOn: Type.String(),
});

export const GroupHookupPage = PageOf(GroupHookupSchema);
export const GroupHookupList = Type.Array(GroupHookupSchema);
export const CategoryList = Type.Array(Type.Object({ name: Type.String(), label: Type.String() }));

/** POST /group-hookup and PUT /group-hookup/{uuid}: the form (spec §3). */
export const GroupHookupForm = Type.Object(
  {
    title: Type.String({ minLength: TITLE.min, maxLength: TITLE.max, errorMessage: M.titleLength }),
    description: LongText(M.descriptionLength),
    whoShouldJoin: LongText(M.whoShouldJoinLength),
    whyShouldJoin: LongText(M.whyShouldJoinLength),
    whatWillDiscuss: LongText(M.whatWillDiscussLength),
    category: Type.String({ minLength: 1, maxLength: 100, errorMessage: M.categoryRequired }),
    // "in the future" needs the clock: the handler checks it
    startDate: Type.String({ format: 'date-time', errorMessage: M.startDateFuture }),
    duration: Type.Integer({ minimum: DURATION.min, maximum: DURATION.max, errorMessage: M.durationRange }),
    tags: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: TAGS.length, pattern: '\\S' }), { maxItems: TAGS.max, errorMessage: M.tagsLimit }),
    ),
    maxParticipants: Type.Integer({ minimum: MAX_PARTICIPANTS.min, maximum: MAX_PARTICIPANTS.max, errorMessage: M.maxParticipantsRange }),
    private: Type.Boolean({ errorMessage: M.privateRequired }),
    sponsored: Type.Optional(Type.Boolean()),
  },
  {
    errorMessage: {
      required: {
        title: M.titleLength,
        category: M.categoryRequired,
        startDate: M.startDateFuture,
        duration: M.durationRange,
        maxParticipants: M.maxParticipantsRange,
        private: M.privateRequired,
      },
    },
  },
);

export const UuidParams = Type.Object({ uuid: Type.String() });
export const UuidQuery = Type.Object({ uuid: Type.String() });

/** ?reason= of cancel and reject */
export const ReasonQuery = Type.Object(
  { reason: Type.String({ minLength: REASON.min, maxLength: REASON.max, pattern: '\\S', errorMessage: M.reasonLength }) },
  { errorMessage: { required: { reason: M.reasonLength } } },
);

const IsoDate = (name: string) => Type.Optional(Type.String({ format: 'date-time', errorMessage: `${name} must be an ISO 8601 date and time` }));

/** GET /group-hookup/all */
export const ListQuery = Type.Object({
  page: Type.Integer({ minimum: 0, default: DEFAULT_PAGE, errorMessage: 'page must be a whole number of at least 0' }),
  size: Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: DEFAULT_PAGE_SIZE, errorMessage: `size must be between 1 and ${PAGE_SIZE_MAX}` }),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Unsafe<(typeof STATUSES)[number]>({ type: 'string', enum: [...STATUSES], errorMessage: `status must be one of ${STATUSES.join(', ')}` })),
  from: IsoDate('from'),
  to: IsoDate('to'),
  view: Type.Unsafe<(typeof VIEWS)[number]>({ type: 'string', enum: [...VIEWS], default: 'upcoming', errorMessage: `view must be one of ${VIEWS.join(', ')}` }),
});

export const ExportQuery = Type.Object({ from: IsoDate('from'), to: IsoDate('to') });

export const SettingsSchema = Type.Object({
  organizationUUID: Type.String(),
  requireApproval: Type.Boolean(),
  defaultDuration: Type.Integer(),
  defaultMaxParticipants: Type.Integer(),
});

export const SettingsBody = Type.Object(
  {
    requireApproval: Type.Boolean({ errorMessage: M.requireApprovalRequired }),
    defaultDuration: Type.Integer({ minimum: DURATION.min, maximum: DURATION.max, errorMessage: M.durationRange }),
    defaultMaxParticipants: Type.Integer({ minimum: MAX_PARTICIPANTS.min, maximum: MAX_PARTICIPANTS.max, errorMessage: M.maxParticipantsRange }),
  },
  {
    errorMessage: {
      required: {
        requireApproval: M.requireApprovalRequired,
        defaultDuration: M.durationRange,
        defaultMaxParticipants: M.maxParticipantsRange,
      },
    },
  },
);

export const OrganizationParams = Type.Object({ organizationUUID: Type.String() });
export const OrganizationSchema = Type.Object({ uuid: Type.String(), name: Type.String() });

/** GET /group-hookup/{uuid}/room */
export const RoomSchema = Type.Object({ uuid: Type.String(), opensAt: Type.String(), closesAt: Type.String(), present: Type.Array(PersonSchema) });

export type Person = Static<typeof PersonSchema>;
export type GroupHookup = Static<typeof GroupHookupSchema>;
export type GroupHookupFormBody = Static<typeof GroupHookupForm>;
export type ListQueryType = Static<typeof ListQuery>;
export type Room = Static<typeof RoomSchema>;
export type Settings = Static<typeof SettingsSchema>;
