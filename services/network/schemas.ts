import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '~/common/constants';
import { NETWORK as M } from '~/common/messages';
import { PageOf } from '~/services/shared/paging';
import { PAGE_SIZE_MAX } from '~/services/hookups/schemas';
import { Nullable } from '~/services/schemas';
import { RoleSchema } from '~/services/users/schemas';

// services/API.md § Slice: directories. A member card carries only what a profile shows to anyone: never the email
// (username) or phone number, which only admins read (AdminDirectoryMember).

const text = Nullable(Type.String());

/** A member as directories, search, the network and the home page show them. */
export const MemberCardSchema = Type.Object({
  uuid: Type.String(),
  fullName: Type.String(),
  imageUrl: text,
  jobPosition: text,
  companyName: text,
  city: text,
  /** the name of the member's location (spec §3 location.name) */
  locationName: text,
  linkedInUrl: text,
  roles: Type.Array(RoleSchema),
});

/** GET /admin/users/experts|ambassadors: the card plus what admins manage. */
export const AdminDirectoryMemberSchema = Type.Object({
  ...MemberCardSchema.properties,
  id: Type.Integer(),
  username: Type.String(),
  phoneNumber: text,
  active: Type.Boolean(),
  verified: Type.Boolean(),
  lastActivity: text,
  createdOn: Type.String(),
});

/** A member of my network: `met` in a hookup or group hookup, `added` by hand (or both). */
export const ContactSchema = Type.Object({ ...MemberCardSchema.properties, met: Type.Boolean(), added: Type.Boolean() });

/** A member the caller blocked, with when. */
export const BlockedMemberSchema = Type.Object({ ...MemberCardSchema.properties, blockedAt: Type.String() });

/** GET /user/top-active-members: `activity` = completed hookups plus attended group hookups in the last 90 days. */
export const ActiveMemberSchema = Type.Object({ ...MemberCardSchema.properties, activity: Type.Integer() });

export const MemberCardPage = PageOf(MemberCardSchema);
export const AdminDirectoryPage = PageOf(AdminDirectoryMemberSchema);
export const ContactPage = PageOf(ContactSchema);
export const BlockedMemberList = Type.Array(BlockedMemberSchema);
export const ActiveMemberList = Type.Array(ActiveMemberSchema);

const Page = Type.Integer({ minimum: 0, default: DEFAULT_PAGE, errorMessage: M.page });
const Size = Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: DEFAULT_PAGE_SIZE, errorMessage: M.pageSize });
const Search = Type.Optional(Type.String({ maxLength: 100, errorMessage: M.queryLength }));

export const PageQuery = Type.Object({ page: Page, size: Size });
/** GET /user?fullName= */
export const MemberSearchQuery = Type.Object({ fullName: Search, page: Page, size: Size });
/** GET /user/network?query= */
export const NetworkQuery = Type.Object({ query: Search, page: Page, size: Size });

/** A member's uuid in the path; anything that is not a uuid is a member that does not exist (404). */
export const MemberParams = Type.Object({ uuid: Type.String({ maxLength: 100 }) });

export type MemberCard = Static<typeof MemberCardSchema>;
export type AdminDirectoryMember = Static<typeof AdminDirectoryMemberSchema>;
export type Contact = Static<typeof ContactSchema>;
export type BlockedMember = Static<typeof BlockedMemberSchema>;
export type ActiveMember = Static<typeof ActiveMemberSchema>;
