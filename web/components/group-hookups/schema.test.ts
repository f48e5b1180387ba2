import { describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { GROUP_HOOKUP as M } from '~/common/messages/groupHookups';
import { formDefaults, groupHookupSchema, reasonSchema, toGroupHookupInput, toLocalInput, type GroupHookupFormValues } from './schema';

const inAWeek = toLocalInput(new Date(Date.now() + 7 * 24 * 3600_000).toISOString());

const valid: GroupHookupFormValues = {
  ...formDefaults(),
  title: 'Cold calling clinic',
  private: 'public',
  category: 'PRACTICE',
  startDate: inAWeek,
  duration: 45,
  maxParticipants: 8,
};

/** The messages the schema gives for `values`, by field. */
function messages(values: Partial<GroupHookupFormValues>): Record<string, string> {
  const result = groupHookupSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

const file = (size: number, type: string) => {
  const f = new File(['x'], 'cover', { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('group hookup form schema', () => {
  it('accepts a complete form and sends UTC, booleans and no empty texts', () => {
    const result = groupHookupSchema.parse({ ...valid, tags: ['sales', 'calls'] });
    expect(result.private).toBe(false);
    expect(result.description).toBeUndefined();
    expect(result.startDate).toBe(new Date(inAWeek).toISOString());
    expect(toGroupHookupInput(result, false)).not.toHaveProperty('sponsored');
    expect(toGroupHookupInput({ ...result, sponsored: true }, true)).toMatchObject({ sponsored: true, tags: ['sales', 'calls'] });
  });

  it('wants a title of 3 to 70 characters', () => {
    expect(messages({ title: 'ab' }).title).toBe(M.titleLength);
    expect(messages({ title: 'x'.repeat(71) }).title).toBe(M.titleLength);
    expect(messages({ title: 'abc' }).title).toBeUndefined();
  });

  it('takes the four texts as optional, but 10 to 1000 characters when given', () => {
    expect(messages({ description: 'short' }).description).toBe(M.descriptionLength);
    expect(messages({ whoShouldJoin: 'short' }).whoShouldJoin).toBe(M.whoShouldJoinLength);
    expect(messages({ whyShouldJoin: 'y'.repeat(1001) }).whyShouldJoin).toBe(M.whyShouldJoinLength);
    expect(messages({ whatWillDiscuss: 'short' }).whatWillDiscuss).toBe(M.whatWillDiscussLength);
    expect(messages({ description: '', whoShouldJoin: 'Account executives' })).toEqual({});
  });

  it('has no default for private and requires the choice', () => {
    expect(formDefaults().private).toBe('');
    expect(messages({ private: '' }).private).toBe(M.privateRequired);
    expect(groupHookupSchema.parse({ ...valid, private: 'private' }).private).toBe(true);
  });

  it('requires a category and a start in the future', () => {
    expect(messages({ category: '' }).category).toBe(M.categoryRequired);
    expect(messages({ startDate: '' }).startDate).toBe(M.startDateFuture);
    expect(messages({ startDate: '2020-01-01T10:00' }).startDate).toBe(M.startDateFuture);
  });

  it('keeps the duration within 15 to 240 minutes and the participants within 2 to 100', () => {
    expect(messages({ duration: 14 }).duration).toBe(M.durationRange);
    expect(messages({ duration: 241 }).duration).toBe(M.durationRange);
    expect(messages({ duration: Number.NaN }).duration).toBe(M.durationRange);
    expect(messages({ maxParticipants: 1 }).maxParticipants).toBe(M.maxParticipantsRange);
    expect(messages({ maxParticipants: 101 }).maxParticipants).toBe(M.maxParticipantsRange);
    expect(messages({ duration: 15, maxParticipants: 100 })).toEqual({});
  });

  it('allows at most 10 tags of 1 to 30 characters', () => {
    expect(messages({ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }).tags).toBe(M.tagsLimit);
    expect(messages({ tags: ['x'.repeat(31)] }).tags).toBe(M.tagsLimit);
    expect(messages({ tags: Array.from({ length: 10 }, (_, i) => `tag${i}`) })).toEqual({});
  });

  it('checks the image before upload: at most 52428800 bytes and an image type', () => {
    expect(messages({ image: file(MAX_FILE_SIZE_BYTES + 1, 'image/png') }).image).toBe(M.imageTooLarge);
    expect(messages({ image: file(1000, 'application/pdf') }).image).toBe(M.imageType);
    expect(messages({ image: file(MAX_FILE_SIZE_BYTES, 'image/webp') })).toEqual({});
  });

  it('fills the edit form with the group hookup in local time', () => {
    const values = formDefaults({
      title: 'Pitch practice',
      description: null,
      private: true,
      category: 'PRACTICE',
      startDate: '2030-05-01T08:30:00.000Z',
      duration: 60,
      maxParticipants: 6,
      tags: ['pitch'],
      sponsored: false,
    });
    expect(values).toMatchObject({ private: 'private', description: '', tags: ['pitch'] });
    expect(new Date(values.startDate).toISOString()).toBe('2030-05-01T08:30:00.000Z');
  });
});

describe('reason schema', () => {
  it('wants a reason of 3 to 500 characters', () => {
    expect(reasonSchema.safeParse({ reason: ' a ' }).error?.issues[0].message).toBe(M.reasonLength);
    expect(reasonSchema.safeParse({ reason: 'x'.repeat(501) }).error?.issues[0].message).toBe(M.reasonLength);
    expect(reasonSchema.parse({ reason: ' The host is ill ' }).reason).toBe('The host is ill');
  });
});
