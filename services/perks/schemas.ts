import { Type, type Static } from 'typebox';
import { PERK_LINK_PATTERN, PERK_TEXT_MAX } from '~/common/constants';
import { PERK as M } from '~/common/messages';

const NON_BLANK = '\\S'; // bodies arrive trimmed; a text of spaces is empty

const required = (max: number, message: string) =>
  Type.String({ minLength: 1, maxLength: max, pattern: NON_BLANK, errorMessage: { type: message, minLength: message, pattern: message, maxLength: M.tooLong } });

/** A member perk (issue 6: title, partner, description, how to redeem, link). */
export const PerkSchema = Type.Object({
  uuid: Type.String(),
  title: Type.String(),
  partner: Type.String(),
  description: Type.String(),
  howToRedeem: Type.String(),
  link: Type.String(),
  published: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

/** POST /perks and PUT /perks/{uuid} */
export const PerkBody = Type.Object(
  {
    title: required(PERK_TEXT_MAX.title, M.titleRequired),
    partner: required(PERK_TEXT_MAX.partner, M.partnerRequired),
    description: required(PERK_TEXT_MAX.description, M.descriptionRequired),
    howToRedeem: required(PERK_TEXT_MAX.howToRedeem, M.howToRedeemRequired),
    link: Type.String({ maxLength: PERK_TEXT_MAX.link, pattern: PERK_LINK_PATTERN, errorMessage: M.link }),
    published: Type.Optional(Type.Boolean()),
  },
  {
    errorMessage: {
      required: { title: M.titleRequired, partner: M.partnerRequired, description: M.descriptionRequired, howToRedeem: M.howToRedeemRequired, link: M.link },
    },
  },
);

/** any text: an id that is no uuid is simply not found (404) */
export const PerkParams = Type.Object({ uuid: Type.String({ maxLength: 100 }) });

/** GET /perks?all=true: drafts too (admins) */
export const PerksQuery = Type.Object({ all: Type.Optional(Type.Boolean()) });

export type Perk = Static<typeof PerkSchema>;
export type PerkInput = Static<typeof PerkBody>;
