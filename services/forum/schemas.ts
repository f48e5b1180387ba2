import { Type } from 'typebox';
import {
  FORUM_CATEGORY_DESCRIPTION_MAX,
  FORUM_CATEGORY_NAME_MAX,
  FORUM_CATEGORY_NAME_MIN,
  FORUM_CONTENT_JSON_MAX, FORUM_PAGE_SIZE_MAX, FORUM_TAGS_MAX, FORUM_TITLE_MAX } from '~/common/constants';
import { FORUM as M } from '~/common/messages';
import { ID_TEXT_MAX } from '~/services/schemas';

// Inputs of the forum's NodeBB-compatible API (services/API.md § Forum). Lengths here only bound the request;
// NodeBB's limits (title 3–255, post 8–32,767 on the plain text) are checked with their own messages in forum.ts.

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Cursor = Type.String({ maxLength: 200 });
const Size = Type.Integer({ minimum: 1, maximum: FORUM_PAGE_SIZE_MAX });
// a title may arrive a little longer than the limit, so the member gets NodeBB's message rather than a generic one
const Title = Type.String({ maxLength: FORUM_TITLE_MAX * 4 });
const ContentJson = Type.String({ maxLength: FORUM_CONTENT_JSON_MAX });
const Content = Type.String({ maxLength: FORUM_CONTENT_JSON_MAX });

export const TidParams = Type.Object({ tid: Id });
export const PidParams = Type.Object({ pid: Id });
export const IdParams = Type.Object({ id: Type.String({ maxLength: ID_TEXT_MAX }) });
export const TopicIdParams = Type.Object({ id: Id });

export const RecentQuery = Type.Object({ cid: Type.Optional(Id), after: Type.Optional(Cursor), size: Type.Optional(Size) });
export const PageQuery = Type.Object({ after: Type.Optional(Cursor), size: Type.Optional(Size) });
export const SearchQuery = Type.Object({
  term: Type.String({ minLength: 2, maxLength: 200, errorMessage: { minLength: M.searchQuery, maxLength: M.searchQuery } }),
  after: Type.Optional(Cursor),
  size: Type.Optional(Size),
});
export const TokenQuery = Type.Object({ username: Type.String({ maxLength: 100 }) });

export const CreateTopicBody = Type.Object({
  cid: Id,
  title: Title,
  contentJson: Type.Optional(ContentJson),
  content: Type.Optional(Content),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: FORUM_TAGS_MAX * 4 })),
});
export const ReplyBody = Type.Object({ contentJson: Type.Optional(ContentJson), content: Type.Optional(Content), toPid: Type.Optional(Type.Union([Id, Type.Null()])) });
export const EditBody = Type.Object({ contentJson: Type.Optional(ContentJson), content: Type.Optional(Content) });
export const VoteBody = Type.Object({
  delta: Type.Integer({ minimum: -1, maximum: 1, errorMessage: { type: M.voteDelta, minimum: M.voteDelta, maximum: M.voteDelta } }),
});
export const SettingsBody = Type.Object({
  settings: Type.Object({ followTopicsOnCreate: Type.Optional(Type.Boolean()), followTopicsOnReply: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
});

/** NodeBB's POST /api/v3/categories and PUT /api/v3/categories/{cid} (admins; the fields this forum has). */
const CategoryName = Type.String({ minLength: FORUM_CATEGORY_NAME_MIN, maxLength: FORUM_CATEGORY_NAME_MAX, pattern: '\\S', errorMessage: { minLength: M.categoryName, maxLength: M.categoryName, pattern: M.categoryName } });
const CategoryDescription = Type.Union([Type.String({ maxLength: FORUM_CATEGORY_DESCRIPTION_MAX, errorMessage: { maxLength: M.categoryDescription } }), Type.Null()]);
const Position = Type.Integer({ minimum: 0, maximum: 10_000 });
export const CidParams = Type.Object({ cid: Id });
/** only admins start topics in the category */
const AdminsOnly = Type.Boolean({ errorMessage: 'adminsOnly must be true or false' });
export const CreateCategoryBody = Type.Object(
  { name: CategoryName, description: Type.Optional(CategoryDescription), order: Type.Optional(Position), adminsOnly: Type.Optional(AdminsOnly) },
  { additionalProperties: false },
);
export const UpdateCategoryBody = Type.Object(
  { name: Type.Optional(CategoryName), description: Type.Optional(CategoryDescription), order: Type.Optional(Position), adminsOnly: Type.Optional(AdminsOnly) },
  { additionalProperties: false },
);
