import type { FastifyInstance } from 'fastify';
import type { Transaction, Updateable } from 'kysely';
import { HOOKUP_ERROR_CODES as CODES, MAX_RESCHEDULES } from '~/common/constants';
import { TOPICS, type HookupChangeKind } from '~/common/events';
import { HOOKUP as M } from '~/common/messages';
import type { Database, HookupRow, HookupTable } from '~/services/db/schema';
import { CodedError } from '~/services/errors';
import { isUuid } from '~/services/shared/uuid';
import { emit } from '~/services/outbox/write';
import { inTransaction } from '~/services/db/transaction';
import { commonFreeTime, fitsIn, hasClash } from '~/services/time-cycles/availability';
import { isParticipant, loadHookup, OPEN_STATUSES, visibleTo, type Viewer } from './repository';
import type { AdminEditBodyType, Hookup } from './schemas';

type Trx = Transaction<Database>;

/** services/API.md § Events and mail: the full Hookup, plus whom an admin edit removed. */
export async function emitHookupChanged(
  trx: Trx,
  kind: HookupChangeKind,
  actorUUID: string | null,
  hookup: Hookup,
  formerParticipantUUIDs: string[] = [],
): Promise<void> {
  await emit(trx, TOPICS.hookupChanged, { kind, actorUUID, hookup, formerParticipantUUIDs });
}

export const hookupNotFound = () => new CodedError(404, CODES.notFound, M.notFound);
const alreadyCancelled = () => new CodedError(409, CODES.alreadyCancelled, M.alreadyCancelled);
const alreadyTookPlace = () => new CodedError(409, CODES.alreadyTookPlace, M.alreadyTookPlace);

interface Outcome {
  kind: HookupChangeKind;
  values: Updateable<HookupTable>;
  formerParticipantUUIDs?: string[];
}

/** The transitions of services/API.md § States, each under a row lock in a transaction that writes its event. */
export function createHookupTransitions(fastify: FastifyInstance) {
  const { config, db } = fastify;

  /**
   * Locks the hookup (select … for update) if the viewer may act on it — `who` 'participant': one of its two members;
   * 'participantOrAdmin': also an admin of its organisation — lets `apply` check it and answer the change, and writes
   * the change and its event (the notifications consumer turns the event into the members' notifications and mail).
   * `apply` answering null means nothing changed: the hookup is answered as is, with no update and no event.
   */
  async function change(
    uuid: string,
    viewer: Viewer,
    who: 'participant' | 'participantOrAdmin',
    apply: (row: HookupRow, trx: Trx, now: Date) => Promise<Outcome | null>,
  ): Promise<Hookup> {
    if (!isUuid(uuid)) throw hookupNotFound();
    return inTransaction(db, async (trx) => {
      const row = await trx.selectFrom('hookups').selectAll().where('uuid', '=', uuid).where(visibleTo(viewer)).forUpdate().executeTakeFirst();
      if (!row || (who === 'participant' && !isParticipant(row, viewer.id))) throw hookupNotFound();
      const now = config.now();
      const outcome = await apply(row, trx, now);
      if (!outcome) return loadHookup(trx, row.id);
      await trx
        .updateTable('hookups')
        .set({ ...outcome.values, updatedOn: now })
        .where('id', '=', row.id)
        .execute();
      const hookup = await loadHookup(trx, row.id);
      await emitHookupChanged(trx, outcome.kind, viewer.uuid, hookup, outcome.formerParticipantUUIDs ?? []);
      return hookup;
    });
  }

  /** refusals shared by every member transition: cancelled first, then started */
  function upcoming(row: HookupRow, now: Date) {
    if (row.status === 'CANCELLED') throw alreadyCancelled();
    if (row.startDateTime <= now || !OPEN_STATUSES.includes(row.status)) throw alreadyTookPlace();
  }

  return {
    /** a participant confirms; both confirmed → CONFIRMED */
    confirm: (uuid: string, viewer: Viewer) =>
      change(uuid, viewer, 'participant', async (row, _trx, now) => {
        upcoming(row, now);
        const first = row.firstParticipantId === viewer.id;
        if (row.status !== 'PENDING') throw new CodedError(409, CODES.notConfirmable, M.notConfirmable);
        if (first ? row.firstConfirmed : row.secondConfirmed) throw new CodedError(409, CODES.notConfirmable, M.alreadyConfirmed);
        const firstConfirmed = first || row.firstConfirmed;
        const secondConfirmed = !first || row.secondConfirmed;
        return {
          kind: 'confirmed',
          values: { firstConfirmed, secondConfirmed, status: firstConfirmed && secondConfirmed ? 'CONFIRMED' : 'PENDING' },
        };
      }),

    /**
     * a participant moves it to a time free for both (inside both availabilities, clear of their other hookups);
     * at most MAX_RESCHEDULES times. The rescheduler counts as confirmed, the partner must confirm again.
     */
    reschedule: (uuid: string, viewer: Viewer, startDateTime: string) =>
      change(uuid, viewer, 'participant', async (row, trx, now) => {
        upcoming(row, now);
        if (row.rescheduleCount >= MAX_RESCHEDULES) throw new CodedError(409, CODES.rescheduleLimit, M.rescheduleLimit);
        const start = new Date(startDateTime);
        const end = new Date(start.getTime() + (row.endDateTime.getTime() - row.startDateTime.getTime()));
        if (start <= now) throw new CodedError(409, CODES.timeslot, M.startInPast, 'startDateTime');
        const free = await commonFreeTime(trx, [row.firstParticipantId, row.secondParticipantId], start, end, row.id);
        if (!fitsIn(free, start.getTime(), end.getTime())) throw new CodedError(409, CODES.timeslot, M.slotUnavailable, 'startDateTime');
        const first = row.firstParticipantId === viewer.id;
        return {
          kind: 'rescheduled',
          values: {
            startDateTime: start,
            endDateTime: end,
            status: 'PENDING',
            rescheduleCount: row.rescheduleCount + 1,
            firstConfirmed: first,
            secondConfirmed: !first,
            sequence: row.sequence + 1,
          },
        };
      }),

    /** a participant or an admin cancels with a reason, until it has ended */
    cancel: (uuid: string, viewer: Viewer, reason: string) =>
      change(uuid, viewer, 'participantOrAdmin', async (row, _trx, now) => {
        if (row.status === 'CANCELLED') throw alreadyCancelled();
        if (row.endDateTime <= now || !OPEN_STATUSES.includes(row.status)) throw alreadyTookPlace();
        return {
          kind: 'cancelled',
          values: { status: 'CANCELLED', cancellationReason: reason, cancelledById: viewer.id, sequence: row.sequence + 1 },
        };
      }),

    /**
     * PUT /hookup-admin/hookup: an admin changes the people or the time (the duration is kept). Not a reschedule:
     * the count stays; both members must confirm again. Nothing changed → answered as is, no event.
     */
    adminEdit: (viewer: Viewer, body: AdminEditBodyType): Promise<Hookup> =>
      change(body.id, viewer, 'participantOrAdmin', async (row, trx, now) => {
        if (row.status === 'CANCELLED') throw alreadyCancelled();
        if (row.startDateTime <= now || !OPEN_STATUSES.includes(row.status)) throw alreadyTookPlace();
        const member = async (uuid: string, field: string) => {
          const found = isUuid(uuid)
            ? await trx.selectFrom('users').select(['id', 'uuid']).where('uuid', '=', uuid).where('organizationId', '=', row.organizationId).executeTakeFirst()
            : undefined;
          if (!found) throw new CodedError(404, CODES.notFound, M.userNotFound, field);
          return found;
        };
        const first = await member(body.firstParticipant, 'firstParticipant');
        const second = body.secondParticipant
          ? await member(body.secondParticipant, 'secondParticipant')
          : await trx.selectFrom('users').select(['id', 'uuid']).where('id', '=', row.secondParticipantId).executeTakeFirstOrThrow();
        if (first.id === second.id) throw new CodedError(400, CODES.samePerson, M.samePerson, 'secondParticipant');
        const blocked = await trx
          .selectFrom('userBlocks')
          .select('blockerId')
          .where((eb) =>
            eb.or([
              eb.and([eb('blockerId', '=', first.id), eb('blockedId', '=', second.id)]),
              eb.and([eb('blockerId', '=', second.id), eb('blockedId', '=', first.id)]),
            ]),
          )
          .executeTakeFirst();
        if (blocked) throw new CodedError(409, CODES.blockedPair, M.blockedPair);
        const start = new Date(body.startDateTime);
        const end = new Date(start.getTime() + (row.endDateTime.getTime() - row.startDateTime.getTime()));
        const samePeople = new Set([first.id, second.id]);
        const changed =
          start.getTime() !== row.startDateTime.getTime() || first.id !== row.firstParticipantId || second.id !== row.secondParticipantId;
        if (!changed) return null;
        if (start <= now) throw new CodedError(409, CODES.timeslot, M.startInPast, 'startDateTime');
        if (await hasClash(trx, [first.id, second.id], start, end, row.id)) throw new CodedError(409, CODES.timeslot, M.participantBusy, 'startDateTime');
        const removedIds = [row.firstParticipantId, row.secondParticipantId].filter((id) => !samePeople.has(id));
        const removed = removedIds.length
          ? await trx.selectFrom('users').select('uuid').where('id', 'in', removedIds).orderBy('id').execute()
          : [];
        return {
          kind: 'updated',
          values: {
            firstParticipantId: first.id,
            secondParticipantId: second.id,
            startDateTime: start,
            endDateTime: end,
            status: 'PENDING',
            firstConfirmed: false,
            secondConfirmed: false,
            sequence: row.sequence + 1,
          },
          formerParticipantUUIDs: removed.map((r) => r.uuid),
        };
      }),
  };
}
