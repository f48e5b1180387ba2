import { Type, type Static } from 'typebox';
import { TAG_COLOR_MAX, TAG_COLOR_PATTERN, TAG_DESCRIPTION_MAX, TAG_NAME_MAX } from '~/common/constants';
import { TAG as M } from '~/common/messages';

const NON_BLANK = '\\S'; // spec §5 "non-empty": at least one character that is not a space (bodies arrive trimmed)

/** spec §3 Tag */
export const TagSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  color: Type.String(),
  fontColor: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

/** POST /tags and PUT /tags/{slug} (spec §5: name, description, color, fontColor non-empty) */
export const TagBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: TAG_NAME_MAX, pattern: NON_BLANK, errorMessage: { type: M.nameRequired, minLength: M.nameRequired, pattern: M.nameRequired, maxLength: M.tooLong } }),
    description: Type.String({
      minLength: 1,
      maxLength: TAG_DESCRIPTION_MAX,
      pattern: NON_BLANK,
      errorMessage: { type: M.descriptionRequired, minLength: M.descriptionRequired, pattern: M.descriptionRequired, maxLength: M.tooLong },
    }),
    // empty first (the §5 message), then the shape
    color: Type.String({ minLength: 1, maxLength: TAG_COLOR_MAX, pattern: TAG_COLOR_PATTERN, errorMessage: { type: M.colorRequired, minLength: M.colorRequired, pattern: M.colorFormat, maxLength: M.colorFormat } }),
    fontColor: Type.String({
      minLength: 1,
      maxLength: TAG_COLOR_MAX,
      pattern: TAG_COLOR_PATTERN,
      errorMessage: { type: M.fontColorRequired, minLength: M.fontColorRequired, pattern: M.fontColorFormat, maxLength: M.fontColorFormat },
    }),
  },
  {
    errorMessage: { required: { name: M.nameRequired, description: M.descriptionRequired, color: M.colorRequired, fontColor: M.fontColorRequired } },
  },
);

export const TagParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

export type Tag = Static<typeof TagSchema>;
export type TagInput = Static<typeof TagBody>;
