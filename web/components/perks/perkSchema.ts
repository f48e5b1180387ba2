import { z } from 'zod';
import { PERK_LINK_PATTERN, PERK_TEXT_MAX } from '~/common/constants';
import { PERK } from '~/common/messages/perks';

const required = (max: number, message: string) => z.string().trim().min(1, message).max(max, PERK.tooLong);

/** The perk form: the same rules as services (title, partner, description, how to redeem non-empty; an http(s) link). */
export const perkSchema = z.object({
  title: required(PERK_TEXT_MAX.title, PERK.titleRequired),
  partner: required(PERK_TEXT_MAX.partner, PERK.partnerRequired),
  description: required(PERK_TEXT_MAX.description, PERK.descriptionRequired),
  howToRedeem: required(PERK_TEXT_MAX.howToRedeem, PERK.howToRedeemRequired),
  link: z.string().trim().max(PERK_TEXT_MAX.link, PERK.link).regex(new RegExp(PERK_LINK_PATTERN), PERK.link),
  published: z.boolean(),
});

export type PerkForm = z.infer<typeof perkSchema>;
export const PERK_FORM_FIELDS = ['title', 'partner', 'description', 'howToRedeem', 'link', 'published'] as const;

export const perkDefaults = (perk?: PerkForm | null): PerkForm =>
  perk
    ? { title: perk.title, partner: perk.partner, description: perk.description, howToRedeem: perk.howToRedeem, link: perk.link, published: perk.published }
    : { title: '', partner: '', description: '', howToRedeem: '', link: 'https://', published: true };
