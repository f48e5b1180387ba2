import type {
  Hookup,
  HookupView,
  QueryAllHookupsArgs,
  QueryHookupsArgs,
} from '~/gateway/generated/graphql';
import { GatewayError } from '~/gateway/errors';
import type { AllHookupsQuery, HookupListQuery, ServicesHookup } from '~/gateway/sources/hookups';
import type { Viewer } from '~/gateway/tokens';
import type { HookupChangedPayload } from '~/gateway/topics';

const viewToServices: Record<HookupView, NonNullable<HookupListQuery['view']>> = {
  UPCOMING: 'upcoming',
  PAST: 'past',
  ALL: 'all',
};

export function hookupListQueryToServices(args: QueryHookupsArgs): HookupListQuery {
  return {
    view: args.view ? viewToServices[args.view] : undefined,
    from: args.from,
    to: args.to,
    page: args.page,
    size: args.size,
  };
}

export function allHookupsQueryToServices(args: QueryAllHookupsArgs): AllHookupsQuery {
  return {
    status: args.status,
    from: args.from,
    to: args.to,
    f_fullName: args.fullName,
    page: args.page,
    size: args.size,
  };
}

const TIME_CYCLE_ID = /^[1-9]\d{0,15}$/;

/** A time cycle's id as services' numeric body field wants it; anything else is the client's mistake, not a 500. */
export function timeCycleIdToServices(id: string | null | undefined): number | null {
  if (id === null || id === undefined) return null;
  if (!TIME_CYCLE_ID.test(id)) throw new GatewayError('timeCycleId must be the id of a time cycle.', { code: 'BAD_USER_INPUT' });
  return Number(id);
}

/**
 * A services hookup as the GraphQL type, seen from `viewer`: `partner` is the other participant (an admin or former
 * participant who is neither: the second), `confirmedByMe` whether the viewer is a participant who confirmed.
 */
export function toHookup(hookup: ServicesHookup, viewer: Pick<Viewer, 'uuid'>): Hookup {
  const { organizationUUID: _organization, sequence: _sequence, ...fields } = hookup;
  const shaped: Omit<Hookup, 'attendance'> = { ...fields, partner: partnerOf(hookup, viewer), confirmedByMe: confirmedBy(hookup, viewer) };
  // attendance is resolved by its loader (gateway/graphql/video.ts), once per request for the whole answer
  return shaped as Hookup;
}

const partnerOf = (hookup: ServicesHookup, viewer: Pick<Viewer, 'uuid'>) =>
  hookup.secondParticipant.uuid === viewer.uuid ? hookup.firstParticipant : hookup.secondParticipant;

const confirmedBy = (hookup: ServicesHookup, viewer: Pick<Viewer, 'uuid'>): boolean =>
  (hookup.firstParticipant.uuid === viewer.uuid && hookup.firstParticipantConfirmed) ||
  (hookup.secondParticipant.uuid === viewer.uuid && hookup.secondParticipantConfirmed);

/** Viewers with equal keys get equal toHookup values of one hookup (it depends on them in these two only). */
export const hookupViewKey = (hookup: ServicesHookup, viewer: Pick<Viewer, 'uuid'>): string =>
  `${partnerOf(hookup, viewer).uuid}\n${confirmedBy(hookup, viewer) ? 'c' : '-'}`;

/** Who a subscriber is, for deciding which `hookup.changed` events reach them. */
export interface HookupAudience {
  uuid: string;
  roles: Viewer['roles'];
  /** the viewer's organisation (GET /user/organization), needed for admins only */
  organizationUUID: string | null;
}

/**
 * services/API.md § Events and mail: a `hookup.changed` event goes to the two participants, to the members an admin
 * edit removed (`formerParticipantUUIDs`), and to the admins of the hookup's organisation — nobody else.
 */
export function mayHearHookupChange(payload: HookupChangedPayload, audience: HookupAudience): boolean {
  const { hookup } = payload;
  // an event this gateway cannot read reaches nobody rather than ending everyone's subscription
  if (!hookup?.firstParticipant || !hookup.secondParticipant) return false;
  if (hookup.firstParticipant.uuid === audience.uuid || hookup.secondParticipant.uuid === audience.uuid) return true;
  if ((payload.formerParticipantUUIDs ?? []).includes(audience.uuid)) return true;
  return audience.roles.includes('ROLE_ADMIN') && audience.organizationUUID !== null && audience.organizationUUID === hookup.organizationUUID;
}
