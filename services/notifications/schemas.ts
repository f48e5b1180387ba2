import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE, NOTIFICATION_CODES, NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE_MAX, type NotificationCode } from '~/common/constants';
import { NOTIFICATION as M } from '~/common/messages';
import { Nullable } from '~/services/schemas';

// services/API.md § Notifications § Types and § Calls (the bell; the mailing preferences have their own schemas).

export const SORTING_DIRECTIONS = ['DESC', 'ASC'] as const;
export const SORTING_PARAMETERS = ['date'] as const;

/** spec §3 Notification (services/notifications/types.ts Notification) */
export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  image: Nullable(Type.String()),
  date: Type.String(),
  viewed: Type.Boolean(),
  redirectUrl: Nullable(Type.String()),
  notificationCode: Type.Unsafe<NotificationCode>({ type: 'string', enum: [...NOTIFICATION_CODES] }),
  isNew: Type.Boolean(),
});

export const NotificationListSchema = Type.Object({
  notifications: Type.Object({ elements: Type.Array(NotificationSchema), totalPages: Type.Integer() }),
  newNotificationsCount: Type.Integer(),
});

/** GET /notification/list (spec §7 query names) */
export const NotificationListQuery = Type.Object({
  page: Type.Integer({ minimum: 0, default: DEFAULT_PAGE, errorMessage: 'page must be a whole number of at least 0' }),
  size: Type.Integer({ minimum: 1, maximum: NOTIFICATION_PAGE_SIZE_MAX, default: NOTIFICATION_PAGE_SIZE, errorMessage: M.pageSize }),
  sorting_direction: Type.Unsafe<(typeof SORTING_DIRECTIONS)[number]>({
    type: 'string',
    enum: [...SORTING_DIRECTIONS],
    default: 'DESC',
    errorMessage: M.sorting,
  }),
  sorting_parameter: Type.Unsafe<(typeof SORTING_PARAMETERS)[number]>({
    type: 'string',
    enum: [...SORTING_PARAMETERS],
    default: 'date',
    errorMessage: M.sorting,
  }),
});

export const NewCountSchema = Type.Object({ newNotificationsCount: Type.Integer() });

/** PUT /notification/mark-as-viewed */
const NOTIFICATION_ID = 'notificationId must be the id of a notification';
export const MarkViewedBody = Type.Object(
  { notificationId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, errorMessage: NOTIFICATION_ID }) },
  { errorMessage: { required: { notificationId: NOTIFICATION_ID } } },
);
