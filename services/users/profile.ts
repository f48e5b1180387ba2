import { REQUIRED_PROFILE_FIELDS, type RequiredProfileField } from '~/common/profile';
import type { DB } from '~/services/db';
import type { UserRow, UserTable } from '~/services/db/schema';
import { attendedBy } from '~/services/group-hookups/participants';
import type { FileStore } from '~/services/shared/file-store';
import { isUuid } from '~/services/shared/uuid';
import { createUploadsRepository, type UploadImage } from '~/services/uploads/repository';
import type { Updateable } from 'kysely';
import type { MemberProfile } from './profile-schemas';
import { fullName, toUser } from './repository';

const FOREIGN_KEY_VIOLATION = '23503';
/** user_tags.tag → tags.slug (migration 0016) */
const USER_TAG_REFERENCE = 'user_tags_tag_fk';

export type ProfileChanges = Updateable<UserTable>;

/** spec §5: the registration fields a member is missing, in form order. */
export function missingFields(row: UserRow): RequiredProfileField[] {
  const blank = (value: string | null) => value === null || value.trim() === '';
  const present: Record<RequiredProfileField, boolean> = {
    firstName: !blank(row.firstName),
    lastName: !blank(row.lastName),
    linkedInUrl: !blank(row.linkedInUrl),
    jobPosition: !blank(row.jobPosition),
    location: row.locationLat !== null && row.locationLng !== null && !blank(row.locationName),
    howDidYouHearAboutUs: !blank(row.howDidYouHearAboutUs),
    acceptTermsAndConditions: row.acceptTermsAndConditions,
  };
  return REQUIRED_PROFILE_FIELDS.filter((field) => !present[field]);
}

export function createProfilesRepository(db: DB, files: FileStore) {
  const uploads = createUploadsRepository(db, files);

  /** inside a transaction pass its `trx`: PGlite has one connection, so a query on `db` there would wait for ever */
  async function tagsOf(userId: number, on: DB = db): Promise<string[]> {
    const rows = await on.selectFrom('userTags').select('tag').where('userId', '=', userId).orderBy('tag').execute();
    return rows.map((row) => row.tag);
  }

  return {
    tagsOf,

    /** A member of `organizationId` by uuid, or null (unknown, malformed or of another organisation). */
    async findMember(uuid: string, organizationId: string): Promise<UserRow | null> {
      if (!isUuid(uuid)) return null;
      const row = await db.selectFrom('users').selectAll().where('uuid', '=', uuid).where('organizationId', '=', organizationId).executeTakeFirst();
      return row ?? null;
    },

    /**
     * Writes the changed columns and, when given, replaces the member's interest tags; answers the User with tags, or
     * 'unknownTag' (nothing written) when a slug is not one of GET tags: user_tags.tag references tags.slug, so a tag
     * deleted while the edit runs is refused too.
     */
    async update(userId: number, changes: ProfileChanges, tags: string[] | undefined) {
      const save = db.transaction().execute(async (trx) => {
        const row =
          Object.keys(changes).length > 0
            ? await trx.updateTable('users').set(changes).where('id', '=', userId).returningAll().executeTakeFirstOrThrow()
            : await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
        if (tags) {
          await trx.deleteFrom('userTags').where('userId', '=', userId).execute();
          if (tags.length > 0) await trx.insertInto('userTags').values(tags.map((tag) => ({ userId, tag }))).execute();
        }
        return { ...toUser(row), tags: await tagsOf(userId, trx) };
      });
      return save.catch((err: unknown) => {
        const { code, constraint } = (err ?? {}) as { code?: string; constraint?: string };
        if (code === FOREIGN_KEY_VIOLATION && constraint === USER_TAG_REFERENCE) return 'unknownTag' as const;
        throw err;
      });
    },

    /** Stores the (resized) avatar, points users.image_url at it and frees the previous one. */
    async setAvatar(userId: number, image: UploadImage, uploadedBy: number, now: Date) {
      return db.transaction().execute(async (trx) => {
        const uploadId = await uploads.store(trx, image, uploadedBy, now);
        const previous = await trx.selectFrom('userAvatars').select('uploadId').where('userId', '=', userId).forUpdate().executeTakeFirst();
        await trx
          .insertInto('userAvatars')
          .values({ userId, uploadId, updatedAt: now })
          .onConflict((oc) => oc.column('userId').doUpdateSet({ uploadId, updatedAt: now }))
          .execute();
        if (previous) await uploads.remove(trx, previous.uploadId);
        const row = await trx.updateTable('users').set({ imageUrl: `/uploads/${uploadId}` }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
        return { ...toUser(row), tags: await tagsOf(userId, trx) };
      });
    },

    /** Removes the avatar (the stored upload too); image_url becomes null whatever it pointed at. */
    async deleteAvatar(userId: number) {
      return db.transaction().execute(async (trx) => {
        const previous = await trx.deleteFrom('userAvatars').where('userId', '=', userId).returning('uploadId').executeTakeFirst();
        if (previous) await uploads.remove(trx, previous.uploadId);
        const row = await trx.updateTable('users').set({ imageUrl: null }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
        return { ...toUser(row), tags: await tagsOf(userId, trx) };
      });
    },

    /** GET /user/details/{id}: the public side of a member, with their counts. */
    async memberProfile(row: UserRow): Promise<MemberProfile> {
      const [matches, attended, tags] = await Promise.all([
        db
          .selectFrom('hookups')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('status', '=', 'COMPLETED')
          .where((eb) => eb.or([eb('firstParticipantId', '=', row.id), eb('secondParticipantId', '=', row.id)]))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('groupHookups')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('id', 'in', attendedBy(row.id))
          .where('status', '=', 'COMPLETED')
          .executeTakeFirstOrThrow(),
        tagsOf(row.id),
      ]);
      const user = toUser(row);
      return {
        uuid: row.uuid,
        firstName: row.firstName,
        lastName: row.lastName,
        fullName: fullName(row),
        imageUrl: row.imageUrl,
        jobPosition: row.jobPosition,
        companyName: row.companyName,
        industry: row.industry,
        companySize: row.companySize,
        yearsOfExperience: row.yearsOfExperience,
        seniorityLevel: row.seniorityLevel,
        location: user.location,
        linkedInUrl: row.linkedInUrl,
        personalInformation: row.personalInformation,
        roles: row.roles,
        tags,
        pastMatches: Number(matches.count),
        attendedGroupHookups: Number(attended.count),
        // reviews arrive with their feature (spec §1); until then there is no rating to sum up
        rating: null,
      };
    },
  };
}
