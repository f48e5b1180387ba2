import type {
  GroupHookup,
  GroupHookupStatus,
  GroupHookupView,
  QueryGroupHookupsArgs,
} from '~/gateway/generated/graphql';
import { isAdmin } from '~/common/roles';
import type {
  GroupHookupListQuery,
  ServicesGroupHookup,
  ServicesGroupHookupStatus,
} from '~/gateway/sources/groupHookups';
import type { Viewer } from '~/gateway/tokens';

// GraphQL enum values cannot hold a space: NOT_ACCEPTED here is services' 'NOT ACCEPTED' (spec wording).
export const statusFromServices = (status: ServicesGroupHookupStatus): GroupHookupStatus =>
  status === 'NOT ACCEPTED' ? 'NOT_ACCEPTED' : status;

export const statusToServices = (status: GroupHookupStatus): ServicesGroupHookupStatus =>
  status === 'NOT_ACCEPTED' ? 'NOT ACCEPTED' : status;

const viewToServices: Record<GroupHookupView, NonNullable<GroupHookupListQuery['view']>> = {
  UPCOMING: 'upcoming',
  MINE: 'mine',
  HOSTING: 'hosting',
  PAST: 'past',
  ALL: 'all',
};

export function listQueryToServices(args: QueryGroupHookupsArgs): GroupHookupListQuery {
  return {
    view: args.view ? viewToServices[args.view] : undefined,
    status: args.status ? statusToServices(args.status) : undefined,
    category: args.category,
    from: args.from,
    to: args.to,
    page: args.page,
    size: args.size,
  };
}

const isParticipant = (groupHookup: ServicesGroupHookup, viewer: Pick<Viewer, 'uuid'> | null): boolean =>
  viewer !== null && groupHookup.participants.some((person) => person.uuid === viewer.uuid);

const isHost = (groupHookup: ServicesGroupHookup, viewer: Pick<Viewer, 'uuid'> | null): boolean =>
  viewer !== null && groupHookup.hostUUID === viewer.uuid;

/** A services group hookup as the GraphQL type, with isHost/isParticipant seen from `viewer` (none: both false). */
export function toGroupHookup(groupHookup: ServicesGroupHookup, viewer: Viewer | null): GroupHookup {
  const { organizationUUID: _organization, ...fields } = groupHookup;
  return {
    ...fields,
    status: statusFromServices(groupHookup.status),
    isHost: isHost(groupHookup, viewer),
    isParticipant: isParticipant(groupHookup, viewer),
  };
}

const VIEW_KEYS = ['--', '-p', 'h-', 'hp'] as const;

/** Viewers with equal keys get equal toGroupHookup values of one group hookup (it depends on them in these two only). */
export const groupHookupViewKey = (groupHookup: ServicesGroupHookup, viewer: Pick<Viewer, 'uuid'>): string =>
  VIEW_KEYS[(isHost(groupHookup, viewer) ? 2 : 0) + (isParticipant(groupHookup, viewer) ? 1 : 0)];

/** Who a subscriber is, for deciding which `group-hookup.changed` events reach them. */
export interface GroupHookupAudience {
  uuid: string;
  roles: Viewer['roles'];
  /** the viewer's organisation (GET /user/organization, read once when they subscribe) */
  organizationUUID: string;
}

export interface SeeOptions {
  /**
   * The subscriber asked for this one group hookup by uuid and services let them open it at subscribe time (they
   * have the link): private ones then count as public ones, private meaning unlisted, not secret.
   */
  openedByUuid?: boolean;
}

/**
 * services/API.md "Who sees what", for pushing events services already filtered nowhere. Nothing leaves its
 * organisation: an event of another organisation (or one without its organisation) reaches nobody, admins included.
 * Within it: APPROVED and COMPLETED public ones to every member; private ones on the general feed to the host, the
 * participants and admins only, but to every member on a subscription to that one group hookup (`openedByUuid`);
 * PENDING and NOT ACCEPTED to the host and admins; CANCELED to the host, the participants and admins.
 */
export function maySeeGroupHookup(groupHookup: ServicesGroupHookup, audience: GroupHookupAudience, options: SeeOptions = {}): boolean {
  // an event this gateway cannot read reaches nobody rather than ending everyone's subscription
  if (typeof groupHookup?.organizationUUID !== 'string' || !Array.isArray(groupHookup.participants)) return false;
  if (!audience.organizationUUID || groupHookup.organizationUUID !== audience.organizationUUID) return false;
  if (isAdmin(audience.roles) || groupHookup.hostUUID === audience.uuid) return true;
  switch (groupHookup.status) {
    case 'APPROVED':
    case 'COMPLETED':
      return !groupHookup.private || options.openedByUuid === true || isParticipant(groupHookup, audience);
    case 'CANCELED':
      return isParticipant(groupHookup, audience);
    case 'PENDING':
    case 'NOT ACCEPTED':
      return false;
    default:
      // a status this gateway does not know yet is shown to nobody but the host and admins
      return false;
  }
}
