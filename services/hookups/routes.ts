import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HOOKUP_ERROR_CODES, SLOT_MINUTES } from '~/common/constants';
import { CodedError } from '~/services/errors';
import { withEventCursor } from '~/services/outbox/cursor';
import { errorResponses } from '~/services/schemas';
import { viewerOf } from '~/services/shared/viewer';
import { meetingStarts } from '~/services/matching/slots';
import { commonFreeTime } from '~/services/time-cycles/availability';
import { createHookupsRepository } from './repository';
import {
  CancelQuery,
  HookupPage,
  HookupSchema,
  MemberListQuery,
  RangeQuery,
  RescheduleBody,
  TimeslotList,
  TotalsSchema,
  UuidParams,
} from './schemas';
import { createHookupTransitions, hookupNotFound } from './transitions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MAX_TIMESLOTS = 200;
const MAX_RANGE_DAYS = 31;

const one = (...errors: number[]) => ({ 200: HookupSchema, ...errorResponses(...errors) });

/** The members' one-to-one hookup calls (services/API.md § One-to-one hookups § Calls). */
const hookupRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const hookups = createHookupsRepository(db);
  const transitions = createHookupTransitions(fastify);
  const member = { preHandler: fastify.authenticate };

  fastify.get(
    '/hookup-user/hookups',
    { ...member, schema: { querystring: MemberListQuery, response: { 200: HookupPage, ...errorResponses(400, 401) } } },
    async (request, reply) => withEventCursor(fastify, reply, () => hookups.listOwn(viewerOf(request), request.query, config.now())),
  );

  fastify.get(
    '/hookup-user/next-hookup-details',
    { ...member, schema: { response: { 200: HookupSchema, 204: Type.Null(), ...errorResponses(401) } } },
    async (request, reply) => {
      const next = await withEventCursor(fastify, reply, () => hookups.next(viewerOf(request), config.now()));
      return next ?? reply.status(204).send(null);
    },
  );

  fastify.get('/user/total-hookups', { ...member, schema: { response: { 200: TotalsSchema, ...errorResponses(401) } } }, async (request) =>
    hookups.totals(viewerOf(request), config.now()),
  );

  fastify.get('/hookup-user/hookups/:uuid', { ...member, schema: { params: UuidParams, response: one(401, 404) } }, async (request) => {
    const hookup = await hookups.findVisible(request.params.uuid, viewerOf(request));
    if (!hookup) throw hookupNotFound();
    return hookup;
  });

  /** free starts for a reschedule: every 30 min where the hookup fits both availabilities and their other hookups */
  fastify.get(
    '/hookup-user/hookups/:uuid/timeslots',
    { ...member, schema: { params: UuidParams, querystring: RangeQuery, response: { 200: TimeslotList, ...errorResponses(400, 401, 404) } } },
    async (request) => {
      const row = await hookups.findOwnRow(request.params.uuid, viewerOf(request));
      if (!row) throw hookupNotFound();
      const now = config.now();
      const step = SLOT_MINUTES * 60_000;
      const asked = request.query.from ? new Date(request.query.from) : new Date(now.getTime() + HOUR);
      const to = request.query.to ? new Date(request.query.to) : new Date(asked.getTime() + 14 * DAY);
      if (to.getTime() - asked.getTime() > MAX_RANGE_DAYS * DAY) {
        throw new CodedError(400, HOOKUP_ERROR_CODES.timeslot, `The range can be at most ${MAX_RANGE_DAYS} days`, 'to');
      }
      // never in the past, and on the half-hour grid
      const from = new Date(Math.ceil(Math.max(asked.getTime(), now.getTime()) / step) * step);
      if (from >= to) return [];
      const duration = (row.endDateTime.getTime() - row.startDateTime.getTime()) / 60_000;
      const free = await commonFreeTime(db, [row.firstParticipantId, row.secondParticipantId], from, to, row.id);
      return meetingStarts(free, duration, SLOT_MINUTES, MAX_TIMESLOTS).map((start) => ({
        startDateTime: new Date(start).toISOString(),
        endDateTime: new Date(start + duration * 60_000).toISOString(),
      }));
    },
  );

  fastify.put('/hookup-user/hookups/:uuid/confirm', { ...member, schema: { params: UuidParams, response: one(401, 404, 409) } }, async (request) =>
    transitions.confirm(request.params.uuid, viewerOf(request)),
  );

  fastify.put(
    '/hookup-user/hookups/:uuid/reschedule',
    { ...member, schema: { params: UuidParams, body: RescheduleBody, response: one(400, 401, 404, 409) } },
    async (request) => transitions.reschedule(request.params.uuid, viewerOf(request), request.body.startDateTime),
  );

  fastify.put(
    '/hookup-user/hookups/:uuid/cancel',
    { ...member, schema: { params: UuidParams, querystring: CancelQuery, response: one(400, 401, 404, 409) } },
    async (request) => transitions.cancel(request.params.uuid, viewerOf(request), request.query.reason),
  );
};

export default hookupRoutes;
