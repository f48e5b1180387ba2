import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';
import {
  allHookupsQueryToServices,
  hookupListQueryToServices,
  timeCycleIdToServices,
  toHookup,
} from '~/gateway/graphql/hookupMapping';
import type { ServicesHookup } from '~/gateway/sources/hookups';
import { sharedRead } from '~/gateway/sources/services';

/** The bearer for the services call, and a mapper that computes partner/confirmedByMe for this viewer. */
function signedIn(context: MercuriusContext) {
  const accessToken = requireAccessToken(context);
  // a valid bearer always comes with its viewer
  const viewer = context.viewer!;
  return { accessToken, services: context.services, shape: (hookup: ServicesHookup) => toHookup(hookup, viewer) };
}

/** GET hookup-user/next-hookup-details once for the nextHookup field and its eventCursor sibling. */
const nextHookup = (context: MercuriusContext) => {
  const accessToken = requireAccessToken(context);
  return sharedRead(context, 'nextHookup', () => context.services.nextHookup(accessToken));
};

/**
 * One-to-one hookups (spec §3 Hookup, §7, §8; services/API.md § One-to-one hookups): time cycles and matching runs
 * (admins), the member's cycle and weekly availability, hookups and their confirm/reschedule/cancel, the admin edit
 * and list, the user picker, feature gates and calendar sync. services answer 403 to non-admins and 404 outside the
 * caller's organisation; refusals keep services' `errorCode` (1001–1010) in `extensions.errorCode`.
 */
export const hookupsResolvers: Resolvers = {
  Query: {
    adminTimeCycles: (_parent, _args, context) => context.services.adminTimeCycles(requireAccessToken(context)),
    matchingRuns: (_parent, { timeCycleId }, context) => context.services.matchingRuns(requireAccessToken(context), timeCycleId),
    timeCycles: (_parent, _args, context) => context.services.timeCycles(requireAccessToken(context)),
    availability: (_parent, _args, context) => context.services.availability(requireAccessToken(context)),
    hookups: async (_parent, args, context) => {
      const { accessToken, services, shape } = signedIn(context);
      const { body: page, eventCursor } = await services.hookups(accessToken, hookupListQueryToServices(args));
      return { ...page, elements: page.elements.map(shape), eventCursor };
    },
    hookup: async (_parent, { uuid }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.hookup(accessToken, uuid));
    },
    hookupTimeslots: (_parent, { uuid, from, to }, context) =>
      context.services.hookupTimeslots(requireAccessToken(context), uuid, { from, to }),
    nextHookup: async (_parent, _args, context) => {
      const { shape } = signedIn(context);
      // services answer 204 when there is no upcoming hookup
      const { body: next } = await nextHookup(context);
      return next ? shape(next) : null;
    },
    nextHookupEventCursor: async (_parent, _args, context) => (await nextHookup(context)).eventCursor,
    totalHookups: (_parent, _args, context) => context.services.totalHookups(requireAccessToken(context)),
    adminHookup: async (_parent, { uuid }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.adminHookup(accessToken, uuid));
    },
    allHookups: async (_parent, args, context) => {
      const { accessToken, services, shape } = signedIn(context);
      const { body: page, eventCursor } = await services.allHookups(accessToken, allHookupsQueryToServices(args));
      return { ...page, elements: page.elements.map(shape), eventCursor };
    },
    memberPicker: (_parent, { fullName, page, size }, context) =>
      context.services.memberPicker(requireAccessToken(context), { f_fullName: fullName, page, size }),
    featureGates: (_parent, _args, context) => context.services.featureGates(requireAccessToken(context)),
    calendarFeed: (_parent, _args, context) => context.services.calendarFeed(requireAccessToken(context)),
  },
  Mutation: {
    createTimeCycle: (_parent, { input }, context) => context.services.createTimeCycle(requireAccessToken(context), input),
    updateTimeCycle: (_parent, { id, input }, context) =>
      context.services.updateTimeCycle(requireAccessToken(context), id, input),
    runMatching: (_parent, { timeCycleId }, context) => context.services.runMatching(requireAccessToken(context), timeCycleId),
    selectTimeCycle: (_parent, { timeCycleId }, context) => {
      const accessToken = requireAccessToken(context);
      return context.services.selectTimeCycle(accessToken, timeCycleIdToServices(timeCycleId));
    },
    updateAvailability: (_parent, { input }, context) =>
      context.services.updateAvailability(requireAccessToken(context), input),
    confirmHookup: async (_parent, { uuid }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.confirmHookup(accessToken, uuid));
    },
    rescheduleHookup: async (_parent, { uuid, startDateTime }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.rescheduleHookup(accessToken, uuid, startDateTime));
    },
    cancelHookup: async (_parent, { uuid, reason }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.cancelHookup(accessToken, uuid, reason));
    },
    updateHookup: async (_parent, { input }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.updateHookup(accessToken, input));
    },
    setFeatureGate: (_parent, { name, enabled }, context) =>
      context.services.setFeatureGate(requireAccessToken(context), name, enabled),
    rotateCalendarFeed: (_parent, _args, context) => context.services.rotateCalendarFeed(requireAccessToken(context)),
  },
};
