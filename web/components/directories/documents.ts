// The experts and ambassadors directories (GET public/users/experts|ambassadors through the gateway). A guest's
// request carries no bearer: the gateway then asks services for the default organisation's list.
import { graphql } from '~/web/gql';

export const MemberCardFields = graphql(`
  fragment MemberCardFields on MemberCard {
    uuid
    fullName
    imageUrl
    jobPosition
    companyName
    city
    locationName
    linkedInUrl
    rating {
      average
      count
    }
  }
`);

export const ExpertsQuery = graphql(`
  query Experts($page: Int, $size: Int) {
    experts(page: $page, size: $size) {
      elements {
        ...MemberCardFields
      }
      totalPages
      totalElements
      page
    }
  }
`);

export const AmbassadorsQuery = graphql(`
  query Ambassadors($page: Int, $size: Int) {
    ambassadors(page: $page, size: $size) {
      elements {
        ...MemberCardFields
      }
      totalPages
      totalElements
      page
    }
  }
`);
