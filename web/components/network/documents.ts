// My network, member search, blocking and the home page's top active members (services/API.md § Slice: directories).
import { graphql } from '~/web/gql';

export const ContactFields = graphql(`
  fragment ContactFields on Contact {
    uuid
    fullName
    imageUrl
    jobPosition
    companyName
    city
    locationName
    linkedInUrl
    met
    added
  }
`);

export const MyNetworkQuery = graphql(`
  query MyNetwork($query: String, $page: Int, $size: Int) {
    myNetwork(query: $query, page: $page, size: $size) {
      elements {
        ...ContactFields
      }
      totalPages
      totalElements
      page
    }
  }
`);

export const SearchMembersQuery = graphql(`
  query SearchMembers($fullName: String, $page: Int, $size: Int) {
    searchMembers(fullName: $fullName, page: $page, size: $size) {
      elements {
        ...MemberCardFields
      }
      totalElements
    }
  }
`);

export const BlockedUsersQuery = graphql(`
  query BlockedUsers {
    blockedUsers {
      uuid
      fullName
      imageUrl
      jobPosition
      companyName
      blockedAt
    }
  }
`);

export const TopActiveMembersQuery = graphql(`
  query TopActiveMembers {
    topActiveMembers {
      uuid
      fullName
      imageUrl
      jobPosition
      companyName
      activity
    }
  }
`);

export const AddContactMutation = graphql(`
  mutation AddContact($uuid: ID!) {
    addContact(uuid: $uuid) {
      ...ContactFields
    }
  }
`);

export const RemoveContactMutation = graphql(`
  mutation RemoveContact($uuid: ID!) {
    removeContact(uuid: $uuid)
  }
`);

export const BlockUserMutation = graphql(`
  mutation BlockUser($uuid: ID!) {
    blockUser(uuid: $uuid) {
      uuid
    }
  }
`);

export const UnblockUserMutation = graphql(`
  mutation UnblockUser($uuid: ID!) {
    unblockUser(uuid: $uuid) {
      uuid
    }
  }
`);
