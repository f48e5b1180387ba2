import { Type, type Static } from 'typebox';
import { VIDEO as M } from '~/common/messages';
import { Nullable } from '~/services/schemas';

const RoomId = Type.String({ minLength: 1, maxLength: 100, errorMessage: M.roomRequired });

export const GenerateTokenQuery = Type.Object({ roomId: RoomId }, { errorMessage: { required: { roomId: M.roomRequired } } });
export const TokenSchema = Type.Object({ token: Type.String() });

export const RoomParams = Type.Object({ roomId: RoomId });
export const ValidateHeaders = Type.Object({ authorization: Type.Optional(Type.String()) });
/** spec §7 GET rooms/validate/{roomId}: a result with roomId is valid */
export const ValidatedRoomSchema = Type.Object({
  roomId: Type.String(),
  /** ISO 8601: the window's end (the forced exit) */
  closesAt: Type.String(),
  /** the token carries the host's controls */
  host: Type.Boolean(),
});

/** The media node reports a member of a room (by uuid). */
export const MemberBody = Type.Object({ memberUUID: Type.String({ minLength: 1, maxLength: 100 }) });
export const RemovalBody = Type.Object({
  memberUUID: Type.String({ minLength: 1, maxLength: 100 }),
  byUUID: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export const InternalRoomSchema = Type.Object({ roomId: Type.String(), mediaNode: Type.String(), endedAt: Nullable(Type.String()) });

export const AttendeeSchema = Type.Object({
  memberUUID: Type.String(),
  fullName: Type.String(),
  attended: Type.Boolean(),
  firstJoinedAt: Nullable(Type.String()),
  /** null while they are in the room (or never joined) */
  lastLeftAt: Nullable(Type.String()),
  /** a participant who had not joined by start + 10 minutes, once that time has passed */
  noShow: Type.Boolean(),
});
export type Attendee = Static<typeof AttendeeSchema>;

const UuidList = Type.String({ maxLength: 37 * 100, pattern: '^[0-9a-fA-F,-]*$' });
export const RecordsQuery = Type.Object({ hookups: Type.Optional(UuidList), groupHookups: Type.Optional(UuidList) });
const RoomRecordSchema = Type.Object({ uuid: Type.String(), roomId: Type.String(), attendance: Type.Array(AttendeeSchema) });
export const RecordsSchema = Type.Object({ hookups: Type.Array(RoomRecordSchema), groupHookups: Type.Array(RoomRecordSchema) });
