import type {
  Availability,
  AvailabilityInput,
  CalendarFeed,
  FeatureGate,
  Hookup,
  HookupInput,
  HookupStatus,
  HookupTotals,
  MatchingRun,
  MemberSummary,
  TimeCycle,
  TimeCycleInput,
  Timeslot,
} from '~/gateway/generated/graphql';
import { withoutNulls } from '~/gateway/sources/call';
import type { Page } from '~/common/paging';
import type { ServicesCall, ServicesCursorCall, ServicesUser } from '~/gateway/sources/call';

// REST shapes of services/API.md § One-to-one hookups. They match the GraphQL types field for field, except that a
// services hookup is the same for every viewer (no partner, no confirmedByMe) and carries its organisation and ICS
// sequence, and that ids are numbers where GraphQL has ID.
export type ServicesHookup = Omit<Hookup, 'partner' | 'confirmedByMe' | '__typename'> & {
  organizationUUID: string;
  sequence: number;
};
export type ServicesTimeCycle = Omit<TimeCycle, '__typename'>;
export type ServicesMatchingRun = Omit<MatchingRun, '__typename'>;

/** Query of GET /hookup-user/hookups, in services' spelling (`view` lower case). */
export interface HookupListQuery {
  view?: 'upcoming' | 'past' | 'all';
  from?: string | null;
  to?: string | null;
  page?: number | null;
  size?: number | null;
}

/** Query of GET /hookup-admin/all-hookups (`f_fullName` matches either participant). */
export interface AllHookupsQuery {
  status?: HookupStatus | null;
  from?: string | null;
  to?: string | null;
  f_fullName?: string | null;
  page?: number | null;
  size?: number | null;
}

const segment = encodeURIComponent;

/**
 * Time cycles, matching runs, availability, hookups and their member/admin actions, the user picker, feature gates
 * and calendar sync (API.md § One-to-one hookups § Calls). Every call carries the member's bearer. The reads a live
 * page subscribes after (the lists, the next hookup) answer services' X-Event-Cursor too (API.md § Events).
 */
export function hookupCalls(call: ServicesCall, cursorCall: ServicesCursorCall) {
  const hookup = (method: 'GET' | 'PUT', path: string, accessToken: string, options: { query?: Record<string, string>; body?: unknown } = {}) =>
    call<ServicesHookup>(method, path, { accessToken, ...options });
  const member = (uuid: string) => `/hookup-user/hookups/${segment(uuid)}`;

  return {
    adminTimeCycles: (accessToken: string) => call<ServicesTimeCycle[]>('GET', '/hookup-admin/time-cycle', { accessToken }),
    createTimeCycle: (accessToken: string, input: TimeCycleInput) =>
      call<ServicesTimeCycle>('POST', '/hookup-admin/time-cycle', { accessToken, body: withoutNulls(input) }),
    updateTimeCycle: (accessToken: string, id: string, input: TimeCycleInput) =>
      call<ServicesTimeCycle>('PUT', `/hookup-admin/time-cycle/${segment(id)}`, { accessToken, body: withoutNulls(input) }),
    runMatching: (accessToken: string, timeCycleId: string) =>
      call<ServicesMatchingRun>('POST', `/hookup-admin/time-cycle/${segment(timeCycleId)}/run`, { accessToken }),
    matchingRuns: (accessToken: string, timeCycleId: string) =>
      call<ServicesMatchingRun[]>('GET', `/hookup-admin/time-cycle/${segment(timeCycleId)}/runs`, { accessToken }),
    timeCycles: (accessToken: string) => call<ServicesTimeCycle[]>('GET', '/time-cycle/all', { accessToken }),
    /** `timeCycleId` null opts out; services want a number or null */
    selectTimeCycle: (accessToken: string, timeCycleId: number | null) =>
      call<ServicesTimeCycle[]>('POST', '/time-cycle/select', { accessToken, body: { timeCycleId } }),

    availability: (accessToken: string) => call<Availability>('GET', '/timeslots', { accessToken }),
    updateAvailability: (accessToken: string, input: AvailabilityInput) =>
      call<Availability>('PUT', '/timeslots', { accessToken, body: input }),

    hookups: (accessToken: string, query: HookupListQuery) =>
      cursorCall<Page<ServicesHookup>>('GET', '/hookup-user/hookups', { accessToken, query: { ...query } }),
    hookup: (accessToken: string, uuid: string) => hookup('GET', member(uuid), accessToken),
    hookupTimeslots: (accessToken: string, uuid: string, query: { from?: string | null; to?: string | null }) =>
      call<Timeslot[]>('GET', `${member(uuid)}/timeslots`, { accessToken, query: { ...query } }),
    confirmHookup: (accessToken: string, uuid: string) => hookup('PUT', `${member(uuid)}/confirm`, accessToken),
    rescheduleHookup: (accessToken: string, uuid: string, startDateTime: string) =>
      hookup('PUT', `${member(uuid)}/reschedule`, accessToken, { body: { startDateTime } }),
    cancelHookup: (accessToken: string, uuid: string, reason: string) =>
      hookup('PUT', `${member(uuid)}/cancel`, accessToken, { query: { reason } }),
    /** 204 (no upcoming hookup) reads as undefined */
    nextHookup: (accessToken: string) =>
      cursorCall<ServicesHookup | undefined>('GET', '/hookup-user/next-hookup-details', { accessToken }),
    totalHookups: (accessToken: string) => call<HookupTotals>('GET', '/user/total-hookups', { accessToken }),

    adminHookup: (accessToken: string, uuid: string) => hookup('GET', `/hookup-admin/hookup/${segment(uuid)}`, accessToken),
    updateHookup: (accessToken: string, input: HookupInput) =>
      hookup('PUT', '/hookup-admin/hookup', accessToken, { body: withoutNulls(input) }),
    allHookups: (accessToken: string, query: AllHookupsQuery) =>
      cursorCall<Page<ServicesHookup>>('GET', '/hookup-admin/all-hookups', { accessToken, query: { ...query } }),
    memberPicker: (
      accessToken: string,
      query: { f_fullName?: string | null; page?: number | null; size?: number | null },
    ) =>
      // a picker is read by name: A–Z, not the admin list's newest first
      call<Page<MemberSummary>>('GET', '/admin/users', {
        accessToken,
        query: { ...query, sorting_parameter: 'fullName', sorting_direction: 'asc' },
      }),

    featureGates: (accessToken: string) => call<FeatureGate[]>('GET', '/feature-gates', { accessToken }),
    setFeatureGate: (accessToken: string, name: string, enabled: boolean) =>
      call<FeatureGate>('PUT', `/hookup-admin/feature-gates/${segment(name)}`, { accessToken, body: { enabled } }),
    calendarFeed: (accessToken: string) => call<CalendarFeed>('GET', '/user/calendar-feed', { accessToken }),
    rotateCalendarFeed: (accessToken: string) => call<CalendarFeed>('PUT', '/user/calendar-feed', { accessToken }),
    linkGoogleCalendar: (accessToken: string, code: string) =>
      call<ServicesUser>('PUT', '/user/google-calendar', { accessToken, body: { code } }),
  };
}
