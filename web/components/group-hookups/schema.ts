// The group hookup form (spec §3) and its rules (spec §5, services/API.md "Validation"), worded as the
// services answer them (common/messages.ts GROUP_HOOKUP), so a message reads the same from either side.
import { format } from 'date-fns';
import { z } from 'zod';
import { MAX_FILE_SIZE_BYTES, UPLOAD_IMAGE_TYPES } from '~/common/constants';
import { GROUP_HOOKUP as M } from '~/common/messages/groupHookups';
import type { GroupHookupInput } from '~/web/gql/graphql';

export const TITLE_MIN = 3;
export const TITLE_MAX = 70;
export const TEXT_MIN = 10;
export const TEXT_MAX = 1000;
export const DURATION_MIN = 15;
export const DURATION_MAX = 240;
export const PARTICIPANTS_MIN = 2;
export const PARTICIPANTS_MAX = 100;
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 30;
export const REASON_MIN = 3;
export const REASON_MAX = 500;
/** What PUT /group-hookup/{uuid}/image accepts (by its bytes, on the server). */
export const IMAGE_TYPES = UPLOAD_IMAGE_TYPES;

/** spec §5: optional, but 10 to 1000 characters when given. An empty text is sent as not given. */
const optionalText = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (value.length >= TEXT_MIN && value.length <= TEXT_MAX), message)
    .transform((value) => (value === '' ? undefined : value));

/** A whole number in [min, max]; an empty number input arrives as NaN and gets the same message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const imageSchema = z
  .custom<File | null>((value) => value === null || value instanceof File, M.imageType)
  // spec §9: at most 52428800 bytes, checked before anything is sent
  .refine((file) => !file || file.size <= MAX_FILE_SIZE_BYTES, M.imageTooLarge)
  .refine((file) => !file || (IMAGE_TYPES as readonly string[]).includes(file.type), M.imageType);

export const groupHookupSchema = z.object({
  title: z.string().trim().min(TITLE_MIN, M.titleLength).max(TITLE_MAX, M.titleLength),
  description: optionalText(M.descriptionLength),
  whoShouldJoin: optionalText(M.whoShouldJoinLength),
  whyShouldJoin: optionalText(M.whyShouldJoinLength),
  whatWillDiscuss: optionalText(M.whatWillDiscussLength),
  // spec §5: private is required, and the form offers no default
  private: z.enum(['public', 'private'], { error: M.privateRequired }).transform((choice) => choice === 'private'),
  category: z.string().min(1, M.categoryRequired),
  // a datetime-local value is the member's local time; the API takes UTC
  startDate: z
    .string()
    .refine((value) => {
      const start = new Date(value).getTime();
      return Number.isFinite(start) && start > Date.now();
    }, M.startDateFuture)
    .transform((value) => new Date(value).toISOString()),
  duration: wholeNumber(DURATION_MIN, DURATION_MAX, M.durationRange),
  maxParticipants: wholeNumber(PARTICIPANTS_MIN, PARTICIPANTS_MAX, M.maxParticipantsRange),
  tags: z.array(z.string().trim().min(1, M.tagsLimit).max(TAG_MAX_LENGTH, M.tagsLimit)).max(TAGS_MAX, M.tagsLimit),
  image: imageSchema,
  sponsored: z.boolean(),
});

/** What the inputs hold. */
export interface GroupHookupFormValues {
  title: string;
  description: string;
  whoShouldJoin: string;
  whyShouldJoin: string;
  whatWillDiscuss: string;
  private: '' | 'public' | 'private';
  category: string;
  startDate: string;
  duration: number;
  maxParticipants: number;
  tags: string[];
  image: File | null;
  sponsored: boolean;
}

/** What a valid form gives. */
export type GroupHookupFormOutput = z.output<typeof groupHookupSchema>;

/** The form's fields that the server may name in `extensions.fields`. */
export const GROUP_HOOKUP_FORM_FIELDS = [
  'title',
  'description',
  'whoShouldJoin',
  'whyShouldJoin',
  'whatWillDiscuss',
  'private',
  'category',
  'startDate',
  'duration',
  'maxParticipants',
  'tags',
  'image',
  'sponsored',
] as const satisfies readonly (keyof GroupHookupFormValues)[];

/** An ISO date as a datetime-local value in the member's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, "yyyy-MM-dd'T'HH:mm");
}

export interface EditableGroupHookup {
  title: string;
  description?: string | null;
  whoShouldJoin?: string | null;
  whyShouldJoin?: string | null;
  whatWillDiscuss?: string | null;
  private: boolean;
  category: string;
  startDate: string;
  duration: number;
  maxParticipants: number;
  tags: readonly string[];
  sponsored: boolean;
}

/** The form's starting values: empty for a new group hookup (no private/public default), or the edited one. */
export function formDefaults(existing?: EditableGroupHookup | null): GroupHookupFormValues {
  if (!existing) {
    return {
      title: '',
      description: '',
      whoShouldJoin: '',
      whyShouldJoin: '',
      whatWillDiscuss: '',
      private: '',
      category: '',
      startDate: '',
      duration: 60,
      maxParticipants: 10,
      tags: [],
      image: null,
      sponsored: false,
    };
  }
  return {
    title: existing.title,
    description: existing.description ?? '',
    whoShouldJoin: existing.whoShouldJoin ?? '',
    whyShouldJoin: existing.whyShouldJoin ?? '',
    whatWillDiscuss: existing.whatWillDiscuss ?? '',
    private: existing.private ? 'private' : 'public',
    category: existing.category,
    startDate: toLocalInput(existing.startDate),
    duration: existing.duration,
    maxParticipants: existing.maxParticipants,
    tags: [...existing.tags],
    image: null,
    sponsored: existing.sponsored,
  };
}

/** The GraphQL input of a valid form; `sponsored` only goes out for admins (others get a 403 for it). */
export function toGroupHookupInput(values: GroupHookupFormOutput, canSponsor: boolean): GroupHookupInput {
  const { image: _image, sponsored, ...rest } = values;
  return canSponsor ? { ...rest, sponsored } : rest;
}

/** The reason of a cancel or a reject (services: 3 to 500 characters). */
export const reasonSchema = z.object({
  reason: z.string().trim().min(REASON_MIN, M.reasonLength).max(REASON_MAX, M.reasonLength),
});

export type ReasonForm = z.infer<typeof reasonSchema>;
