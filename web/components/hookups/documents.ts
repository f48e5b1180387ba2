// The member's one-to-one hookup operations. Every hookup is selected with HookupFields (web/lib/hookupLive),
// so a mutation's answer, a query's item and a live event's item are the same shape.
import { graphql } from '~/web/gql';

export const MemberHookupsQuery = graphql(`
  query MemberHookups($view: HookupView, $page: Int, $size: Int) {
    hookups(view: $view, page: $page, size: $size) {
      elements {
        ...HookupFields
      }
      totalPages
      page
      eventCursor
    }
  }
`);

export const MemberHookupQuery = graphql(`
  query MemberHookup($uuid: ID!) {
    hookup(uuid: $uuid) {
      ...HookupFields
    }
  }
`);

export const HookupTimeslotsQuery = graphql(`
  query HookupTimeslots($uuid: ID!, $from: String, $to: String) {
    hookupTimeslots(uuid: $uuid, from: $from, to: $to) {
      startDateTime
      endDateTime
    }
  }
`);

export const MemberAvailabilityQuery = graphql(`
  query MemberAvailability {
    availability {
      timeZone
      slots {
        dayOfWeek
        startTime
        endTime
      }
    }
  }
`);

export const UpdateAvailabilityMutation = graphql(`
  mutation UpdateAvailability($input: AvailabilityInput!) {
    updateAvailability(input: $input) {
      timeZone
      slots {
        dayOfWeek
        startTime
        endTime
      }
    }
  }
`);

export const MemberTimeCyclesQuery = graphql(`
  query MemberTimeCycles {
    timeCycles {
      id
      name
      cadence
      hookupDuration
      isDefaultTimeCycle
      nextRunAt
      selected
    }
  }
`);

export const SelectTimeCycleMutation = graphql(`
  mutation SelectTimeCycle($timeCycleId: ID) {
    selectTimeCycle(timeCycleId: $timeCycleId) {
      id
      name
      cadence
      hookupDuration
      isDefaultTimeCycle
      nextRunAt
      selected
    }
  }
`);

export const ConfirmHookupMutation = graphql(`
  mutation ConfirmHookup($uuid: ID!) {
    confirmHookup(uuid: $uuid) {
      ...HookupFields
    }
  }
`);

export const RescheduleHookupMutation = graphql(`
  mutation RescheduleHookup($uuid: ID!, $startDateTime: String!) {
    rescheduleHookup(uuid: $uuid, startDateTime: $startDateTime) {
      ...HookupFields
    }
  }
`);

export const CancelHookupMutation = graphql(`
  mutation CancelHookup($uuid: ID!, $reason: String!) {
    cancelHookup(uuid: $uuid, reason: $reason) {
      ...HookupFields
    }
  }
`);

export const HomeHookupsQuery = graphql(`
  query HomeHookups {
    nextHookup {
      ...HookupFields
    }
    nextHookupEventCursor
    totalHookups {
      total
      completed
      upcoming
    }
  }
`);
