// The one selection of a group hookup that lists, details and live events share, so a subscription event
// can replace a listed item as it is.
import { graphql } from '~/web/gql';
import type { GroupHookupFieldsFragment } from '~/web/gql/graphql';

export const GroupHookupFields = graphql(`
  fragment GroupHookupFields on GroupHookup {
    uuid
    title
    description
    whoShouldJoin
    whyShouldJoin
    whatWillDiscuss
    category
    startDate
    duration
    maxParticipants
    slotsLeft
    status
    private
    sponsored
    highlighted
    tags
    imageUrl
    hostUUID
    hostFullName
    hostImageUrl
    hostRoles
    host {
      uuid
      fullName
      imageUrl
      jobPosition
      roles
    }
    participants {
      uuid
      fullName
      imageUrl
      jobPosition
      roles
    }
    cancellationReason
    createdOn
    updatedOn
    isParticipant
    isHost
  }
`);

export type GroupHookupData = GroupHookupFieldsFragment;
