// The operations of the admins' hookup pages (/timecycles, /hookups/:hookupId/edit). Names start with Admin
// where a member page may ask for the same thing in its own shape.
import { graphql } from '~/web/gql';

export const AdminTimeCycleFields = graphql(`
  fragment AdminTimeCycleFields on TimeCycle {
    id
    name
    cadence
    hookupDuration
    isDefaultTimeCycle
    active
    nextRunAt
    lastRunAt
    members
  }
`);

export const MatchingRunFields = graphql(`
  fragment MatchingRunFields on MatchingRun {
    id
    timeCycleId
    trigger
    windowStart
    windowEnd
    candidates
    pairs
    unmatched
    repeatedNoShows
    totalScore
    startedAt
    finishedAt
  }
`);

export const AdminHookupFields = graphql(`
  fragment AdminHookupFields on Hookup {
    uuid
    startDateTime
    endDateTime
    hookupStatus
    timeCycleName
    rescheduleCount
    confirmed
    cancellationReason
    firstParticipant {
      uuid
      fullName
      imageUrl
      jobPosition
    }
    secondParticipant {
      uuid
      fullName
      imageUrl
      jobPosition
    }
  }
`);

export const AdminTimeCyclesQuery = graphql(`
  query AdminTimeCycles {
    adminTimeCycles {
      ...AdminTimeCycleFields
    }
  }
`);

export const MatchingRunsQuery = graphql(`
  query MatchingRuns($timeCycleId: ID!) {
    matchingRuns(timeCycleId: $timeCycleId) {
      ...MatchingRunFields
    }
  }
`);

export const CreateTimeCycleMutation = graphql(`
  mutation CreateTimeCycle($input: TimeCycleInput!) {
    createTimeCycle(input: $input) {
      ...AdminTimeCycleFields
    }
  }
`);

export const UpdateTimeCycleMutation = graphql(`
  mutation UpdateTimeCycle($id: ID!, $input: TimeCycleInput!) {
    updateTimeCycle(id: $id, input: $input) {
      ...AdminTimeCycleFields
    }
  }
`);

export const RunMatchingMutation = graphql(`
  mutation RunMatching($timeCycleId: ID!) {
    runMatching(timeCycleId: $timeCycleId) {
      ...MatchingRunFields
    }
  }
`);

export const AllHookupsQuery = graphql(`
  query AllHookups($status: HookupStatus, $fullName: String, $page: Int, $size: Int) {
    allHookups(status: $status, fullName: $fullName, page: $page, size: $size) {
      elements {
        ...AdminHookupFields
      }
      totalPages
      totalElements
      page
      eventCursor
    }
  }
`);

export const AdminHookupQuery = graphql(`
  query AdminHookup($uuid: ID!) {
    adminHookup(uuid: $uuid) {
      ...AdminHookupFields
    }
  }
`);

export const UpdateHookupMutation = graphql(`
  mutation UpdateHookup($input: HookupInput!) {
    updateHookup(input: $input) {
      ...AdminHookupFields
    }
  }
`);

export const MemberPickerQuery = graphql(`
  query MemberPicker($fullName: String, $page: Int, $size: Int) {
    memberPicker(fullName: $fullName, page: $page, size: $size) {
      elements {
        uuid
        fullName
        username
        imageUrl
        jobPosition
      }
      totalPages
      page
    }
  }
`);
