// The GraphQL documents of the admins' user management (/users, /users/create; schema.graphql § slice: admin-users).
import { graphql } from '~/web/gql';

export const AdminUserRowFields = graphql(`
  fragment AdminUserRowFields on AdminUserRow {
    uuid
    fullName
    username
    imageUrl
    jobPosition
    roles
    city
    companyName
    location {
      name
    }
    subscribe
    active
    verified
    createdOn
    lastActivity
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($filters: AdminUserFilters, $page: Int, $size: Int, $sortBy: AdminUserSort, $sortDirection: SortDirection) {
    adminUsers(filters: $filters, page: $page, size: $size, sortBy: $sortBy, sortDirection: $sortDirection) {
      elements {
        ...AdminUserRowFields
      }
      totalPages
      totalElements
      page
    }
  }
`);

export const RolesQuery = graphql(`
  query Roles {
    roles {
      role
      label
    }
  }
`);

export const SetUserRolesMutation = graphql(`
  mutation SetUserRoles($uuid: ID!, $roles: [Role!]!) {
    setUserRoles(uuid: $uuid, roles: $roles) {
      uuid
      roles
    }
  }
`);

export const DisableUserMutation = graphql(`
  mutation DisableUser($uuid: ID!) {
    disableUser(uuid: $uuid) {
      uuid
      active
    }
  }
`);

export const EnableUserMutation = graphql(`
  mutation EnableUser($uuid: ID!) {
    enableUser(uuid: $uuid) {
      uuid
      active
    }
  }
`);

export const AdminCreateUserMutation = graphql(`
  mutation AdminCreateUser($input: AdminCreateUserInput!) {
    adminCreateUser(input: $input) {
      uuid
      fullName
    }
  }
`);
