// The operations of /invite and /referrals (services/API.md § Slice: referrals-perks-tags).
import { graphql } from '~/web/gql';

export const ReferralLinkQuery = graphql(`
  query ReferralLink {
    referralLink {
      code
      url
    }
  }
`);

export const InvitationFields = graphql(`
  fragment InvitationFields on Invitation {
    email
    invitedAt
    lastSentAt
    sentCount
    joined
    joinedUserUuid
    joinedFullName
  }
`);

export const ReferralsQuery = graphql(`
  query Referrals {
    referrals {
      invitations {
        ...InvitationFields
      }
      registeredWithLink {
        uuid
        fullName
        registeredAt
      }
    }
  }
`);

export const InviteFriendMutation = graphql(`
  mutation InviteFriend($email: String!) {
    inviteFriend(email: $email) {
      ...InvitationFields
    }
  }
`);
