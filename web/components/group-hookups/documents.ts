// The group hookup operations of the web app. Every group hookup is selected with GroupHookupFields, so
// a mutation's answer, a query's item and a live event's item are the same shape.
import { graphql } from '~/web/gql';

export const GroupHookupsQuery = graphql(`
  query GroupHookups($view: GroupHookupView, $category: String, $status: GroupHookupStatus, $page: Int, $size: Int) {
    groupHookups(view: $view, category: $category, status: $status, page: $page, size: $size) {
      elements {
        ...GroupHookupFields
      }
      totalPages
      page
      eventCursor
    }
  }
`);

export const HighlightedGroupHookupsQuery = graphql(`
  query HighlightedGroupHookups {
    highlightedGroupHookups {
      ...GroupHookupFields
    }
    highlightedGroupHookupsEventCursor
  }
`);

export const GroupHookupCategoriesQuery = graphql(`
  query GroupHookupCategories {
    categories {
      name
      label
    }
  }
`);

export const GroupHookupQuery = graphql(`
  query GroupHookup($uuid: ID!) {
    groupHookup(uuid: $uuid) {
      ...GroupHookupFields
      eventCursor
    }
  }
`);

export const PublicGroupHookupQuery = graphql(`
  query PublicGroupHookup($uuid: ID!) {
    publicGroupHookup(uuid: $uuid) {
      ...GroupHookupFields
    }
  }
`);

export const CreateGroupHookupMutation = graphql(`
  mutation CreateGroupHookup($input: GroupHookupInput!) {
    createGroupHookup(input: $input) {
      ...GroupHookupFields
    }
  }
`);

export const UpdateGroupHookupMutation = graphql(`
  mutation UpdateGroupHookup($uuid: ID!, $input: GroupHookupInput!) {
    updateGroupHookup(uuid: $uuid, input: $input) {
      ...GroupHookupFields
    }
  }
`);

export const AttendGroupHookupMutation = graphql(`
  mutation AttendGroupHookup($uuid: ID!) {
    attendGroupHookup(uuid: $uuid) {
      ...GroupHookupFields
    }
  }
`);

export const LeaveGroupHookupMutation = graphql(`
  mutation LeaveGroupHookup($uuid: ID!) {
    leaveGroupHookup(uuid: $uuid) {
      ...GroupHookupFields
    }
  }
`);

export const CancelGroupHookupMutation = graphql(`
  mutation CancelGroupHookup($uuid: ID!, $reason: String!) {
    cancelGroupHookup(uuid: $uuid, reason: $reason) {
      ...GroupHookupFields
    }
  }
`);

export const ApproveGroupHookupMutation = graphql(`
  mutation ApproveGroupHookup($uuid: ID!) {
    approveGroupHookup(uuid: $uuid) {
      ...GroupHookupFields
    }
  }
`);

export const RejectGroupHookupMutation = graphql(`
  mutation RejectGroupHookup($uuid: ID!, $reason: String!) {
    rejectGroupHookup(uuid: $uuid, reason: $reason) {
      ...GroupHookupFields
    }
  }
`);

export const HighlightGroupHookupMutation = graphql(`
  mutation HighlightGroupHookup($uuid: ID!) {
    highlightGroupHookup(uuid: $uuid) {
      ...GroupHookupFields
    }
  }
`);

export const UnhighlightGroupHookupMutation = graphql(`
  mutation UnhighlightGroupHookup($uuid: ID!) {
    unhighlightGroupHookup(uuid: $uuid) {
      ...GroupHookupFields
    }
  }
`);

export const EnterRoomMutation = graphql(`
  mutation EnterRoom($uuid: ID!) {
    enterRoom(uuid: $uuid) {
      uuid
      closesAt
    }
  }
`);

export const LeaveRoomMutation = graphql(`
  mutation LeaveRoom($uuid: ID!) {
    leaveRoom(uuid: $uuid) {
      uuid
    }
  }
`);
