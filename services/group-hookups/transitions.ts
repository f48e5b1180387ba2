import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { TOPICS, type GroupHookupChangeKind } from '~/common/events';
import { hasEnded, isOpenToMembers, mayBeCancelled, mayBeEdited } from '~/common/groupHookupRules';
import { GROUP_HOOKUP as M } from '~/common/messages';
import type { Database, GroupHookupRow } from '~/services/db/schema';
import { syncGroupHookupConversation } from '~/services/chat/conversations';
import { FieldError } from '~/services/errors';
import { emit } from '~/services/outbox/write';
import { inTransaction } from '~/services/db/transaction';
import { isUuid } from '~/services/shared/uuid';
import type { Viewer } from '~/services/shared/viewer';
import { createUploadsRepository } from '~/services/uploads/repository';
import { isActiveParticipant, participationsIn } from './participants';
import { loadGroupHookup, visibleTo } from './repository';
import type { GroupHookup, GroupHookupFormBody } from './schemas';
import { createSettingsRepository } from './settings';

export type ChangeKind = GroupHookupChangeKind;

/** What a transition did to the group hookup row: its kind of change, and the columns it sets (updatedOn aside). */
interface Change {
  kind: ChangeKind;
  values: Partial<Omit<GroupHookupRow, 'id' | 'uuid' | 'updatedOn'>>;
}

type Trx = Transaction<Database>;

/** services/API.md § Events: the full object, so the gateway filters and pushes without calling back. */
export async function emitChanged(trx: Trx, kind: ChangeKind, actorUUID: string | null, groupHookup: GroupHookup): Promise<void> {
  await emit(trx, TOPICS.groupHookupChanged, { kind, actorUUID, groupHookup });
}

const participantCount = (trx: Trx, groupHookupId: number) =>
  trx
    .selectFrom(participationsIn(groupHookupId).select('groupHookupParticipants.userId').as('p'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));

function formValues(body: GroupHookupFormBody) {
  const text = (value: string | null | undefined) => (value ? value : null);
  // tags are trimmed and kept once each, in the order given
  const tags = [...new Set((body.tags ?? []).map((tag) => tag.trim()))];
  return {
    title: body.title,
    description: text(body.description),
    whoShouldJoin: text(body.whoShouldJoin),
    whyShouldJoin: text(body.whyShouldJoin),
    whatWillDiscuss: text(body.whatWillDiscuss),
    category: body.category,
    startDate: new Date(body.startDate),
    duration: body.duration,
    maxParticipants: body.maxParticipants,
    private: body.private,
    tags,
  };
}

/** The state changes of services/API.md § Rules: each one in a transaction that also writes its outbox event. */
export function createGroupHookupTransitions(fastify: FastifyInstance) {
  const { config, db, httpErrors } = fastify;
  const uploads = createUploadsRepository(db, fastify.files);

  /** spec §5 rules that need the clock or the categories table */
  async function checkForm(trx: Trx, body: GroupHookupFormBody, now: Date) {
    const category = await trx.selectFrom('groupHookupCategories').select('name').where('name', '=', body.category).executeTakeFirst();
    if (!category) throw new FieldError(400, 'category', M.categoryRequired);
    if (new Date(body.startDate).getTime() <= now.getTime()) throw new FieldError(400, 'startDate', M.startDateFuture);
  }

  function checkSponsored(viewer: Viewer, wanted: boolean | undefined, current: boolean) {
    if (!viewer.admin && wanted !== undefined && wanted !== current) throw httpErrors.forbidden(M.sponsoredAdminsOnly);
  }

  /**
   * Locks the group hookup row (select … for update) if the viewer may see it, lets `apply` check it (and change other
   * tables), writes the columns it answers with updatedOn in one update, and the event of its kind (null: nothing
   * changed). Not visible (or no such uuid) → 404.
   */
  async function change(uuid: string, viewer: Viewer, apply: (row: GroupHookupRow, trx: Trx, now: Date) => Promise<Change | null>): Promise<GroupHookup> {
    if (!isUuid(uuid)) throw httpErrors.notFound(M.notFound);
    return inTransaction(db, async (trx) => {
      const row = await trx.selectFrom('groupHookups').selectAll().where('uuid', '=', uuid).where(visibleTo(viewer)).forUpdate().executeTakeFirst();
      if (!row) throw httpErrors.notFound(M.notFound);
      const now = config.now();
      const changed = await apply(row, trx, now);
      if (changed) await trx.updateTable('groupHookups').set({ ...changed.values, updatedOn: now }).where('id', '=', row.id).execute();
      // issue 16: the group hookup's conversation follows its attendance, in the same transaction
      if (changed?.kind === 'attended' || changed?.kind === 'left') await syncGroupHookupConversation(trx, row.id, viewer.uuid, now);
      const groupHookup = await loadGroupHookup(trx, row.id);
      if (changed) await emitChanged(trx, changed.kind, viewer.uuid, groupHookup);
      return groupHookup;
    });
  }

  const hostOrAdmin = (row: GroupHookupRow, viewer: Viewer) => {
    if (row.hostId !== viewer.id && !viewer.admin) throw httpErrors.forbidden(M.onlyHostOrAdmin);
  };
  const set = (kind: ChangeKind, values: Change['values'] = {}): Change => ({ kind, values });

  /** leaving keeps the attendance row (and the reason given with a participant's cancel) */
  async function leave(trx: Trx, row: GroupHookupRow, viewer: Viewer, now: Date, reason: string | null): Promise<Change> {
    if (!(await isActiveParticipant(trx, row.id, viewer.id))) throw httpErrors.conflict(M.leaveNotParticipant);
    if (hasEnded(row, now.getTime())) throw httpErrors.conflict(M.leaveEnded);
    await trx
      .updateTable('groupHookupParticipants')
      .set({ leftAt: now, leaveReason: reason })
      .where('groupHookupId', '=', row.id)
      .where('userId', '=', viewer.id)
      .execute();
    await trx.deleteFrom('groupHookupPresence').where('groupHookupId', '=', row.id).where('userId', '=', viewer.id).execute();
    return set('left');
  }

  return {
    async create(viewer: Viewer & { verified: boolean }, body: GroupHookupFormBody): Promise<GroupHookup> {
      if (!viewer.verified) throw httpErrors.forbidden(M.verifyFirst);
      checkSponsored(viewer, body.sponsored, false);
      return inTransaction(db, async (trx) => {
        const now = config.now();
        await checkForm(trx, body, now);
        const settings = await createSettingsRepository(trx).get(viewer.organizationId);
        // an admin's group hookup starts APPROVED; others wait for approval unless the organisation says otherwise
        const status = viewer.admin || !settings.requireApproval ? 'APPROVED' : 'PENDING';
        const { id } = await trx
          .insertInto('groupHookups')
          .values({
            ...formValues(body),
            organizationId: viewer.organizationId,
            hostId: viewer.id,
            status,
            sponsored: body.sponsored ?? false,
            imageUploadId: null,
            cancellationReason: null,
            createdOn: now,
            updatedOn: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const groupHookup = await loadGroupHookup(trx, id);
        await emitChanged(trx, 'created', viewer.uuid, groupHookup);
        return groupHookup;
      });
    },

    update: (uuid: string, viewer: Viewer, body: GroupHookupFormBody) =>
      change(uuid, viewer, async (row, trx, now) => {
        hostOrAdmin(row, viewer);
        checkSponsored(viewer, body.sponsored, row.sponsored);
        if (!mayBeEdited(row, now.getTime())) throw httpErrors.conflict(M.notEditable);
        await checkForm(trx, body, now);
        if (body.maxParticipants < (await participantCount(trx, row.id))) throw httpErrors.conflict(M.belowParticipants);
        return set('updated', { ...formValues(body), sponsored: body.sponsored ?? row.sponsored });
      }),

    approve: (uuid: string, viewer: Viewer) =>
      change(uuid, viewer, async (row, trx) => {
        if (row.status !== 'PENDING') throw httpErrors.conflict(M.approveNotPending);
        return set('approved', { status: 'APPROVED' });
      }),

    reject: (uuid: string, viewer: Viewer, reason: string) =>
      change(uuid, viewer, async (row, trx) => {
        if (row.status !== 'PENDING') throw httpErrors.conflict(M.rejectNotPending);
        return set('rejected', { status: 'NOT ACCEPTED', cancellationReason: reason });
      }),

    /** The host or an admin cancels; a participant who calls it leaves instead, their reason kept. */
    cancel: (uuid: string, viewer: Viewer, reason: string) =>
      change(uuid, viewer, async (row, trx, now) => {
        if (row.hostId !== viewer.id && !viewer.admin) {
          if (!(await isActiveParticipant(trx, row.id, viewer.id))) throw httpErrors.forbidden(M.onlyHostOrAdmin);
          return leave(trx, row, viewer, now, reason);
        }
        if (!mayBeCancelled(row, now.getTime())) throw httpErrors.conflict(M.cancelNotActive);
        return set('cancelled', { status: 'CANCELED', cancellationReason: reason, highlighted: false });
      }),

    highlight: (uuid: string, viewer: Viewer, highlighted: boolean) =>
      change(uuid, viewer, async (row, trx, now) => {
        if (!isOpenToMembers(row, now.getTime())) throw httpErrors.conflict(M.highlightNotApproved);
        if (row.highlighted === highlighted) return null;
        return set(highlighted ? 'highlighted' : 'unhighlighted', { highlighted });
      }),

    /** The row lock makes slotsLeft exact: concurrent attends take turns on the count. */
    attend: (uuid: string, viewer: Viewer) =>
      change(uuid, viewer, async (row, trx, now) => {
        if (!isOpenToMembers(row, now.getTime())) throw httpErrors.conflict(M.attendNotOpen);
        if (row.hostId === viewer.id) throw httpErrors.conflict(M.attendOwn);
        if (await isActiveParticipant(trx, row.id, viewer.id)) return null; // attending twice is harmless
        if ((await participantCount(trx, row.id)) >= row.maxParticipants) throw httpErrors.conflict(M.attendFull);
        await trx
          .insertInto('groupHookupParticipants')
          .values({ groupHookupId: row.id, userId: viewer.id, joinedAt: now, leftAt: null, leaveReason: null })
          .onConflict((oc) => oc.columns(['groupHookupId', 'userId']).doUpdateSet({ joinedAt: now, leftAt: null, leaveReason: null }))
          .execute();
        return set('attended');
      }),

    leave: (uuid: string, viewer: Viewer) => change(uuid, viewer, (row, trx, now) => leave(trx, row, viewer, now, null)),

    /** Stores the image and points the group hookup at it; the previous image is deleted. */
    setImage: (uuid: string, viewer: Viewer, image: { contentType: string; bytes: Buffer }) =>
      change(uuid, viewer, async (row, trx, now) => {
        hostOrAdmin(row, viewer);
        const uploadId = await uploads.store(trx, image, viewer.id, now);
        if (row.imageUploadId) await uploads.remove(trx, row.imageUploadId);
        return set('image', { imageUploadId: uploadId });
      }),

    /** checks hostOrAdmin before the upload is read (so a stranger's file is not buffered) */
    async assertCanEdit(uuid: string, viewer: Viewer): Promise<void> {
      if (!isUuid(uuid)) throw httpErrors.notFound(M.notFound);
      const row = await db.selectFrom('groupHookups').selectAll().where('uuid', '=', uuid).where(visibleTo(viewer)).executeTakeFirst();
      if (!row) throw httpErrors.notFound(M.notFound);
      hostOrAdmin(row, viewer);
    },
  };
}
