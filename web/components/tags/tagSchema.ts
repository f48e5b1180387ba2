import { z } from 'zod';
import { TAG_COLOR_PATTERN, TAG_DESCRIPTION_MAX, TAG_NAME_MAX } from '~/common/constants';
import { TAG } from '~/common/messages/tags';

/** A color as #RRGGBB (TAG_COLOR_PATTERN). */
export const TAG_COLOR_RE = new RegExp(TAG_COLOR_PATTERN);

/** spec §5: name, description, color, fontColor non-empty; colors as #RRGGBB (the same rules as services). */
export const tagSchema = z.object({
  name: z.string().trim().min(1, TAG.nameRequired).max(TAG_NAME_MAX, TAG.tooLong).regex(/[\p{L}\p{N}]/u, TAG.nameSlug),
  description: z.string().trim().min(1, TAG.descriptionRequired).max(TAG_DESCRIPTION_MAX, TAG.tooLong),
  color: z.string().trim().min(1, TAG.colorRequired).regex(TAG_COLOR_RE, TAG.colorFormat),
  fontColor: z.string().trim().min(1, TAG.fontColorRequired).regex(TAG_COLOR_RE, TAG.fontColorFormat),
});

export type TagForm = z.infer<typeof tagSchema>;
export const TAG_FORM_FIELDS = ['name', 'description', 'color', 'fontColor'] as const;

export const tagDefaults = (tag?: TagForm | null): TagForm =>
  tag
    ? { name: tag.name, description: tag.description, color: tag.color, fontColor: tag.fontColor }
    : { name: '', description: '', color: '#1D4ED8', fontColor: '#FFFFFF' };
