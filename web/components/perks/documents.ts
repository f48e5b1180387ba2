// The operations of /member-perks (services/API.md § Slice: referrals-perks-tags).
import { graphql } from '~/web/gql';

export const PerkFields = graphql(`
  fragment PerkFields on Perk {
    uuid
    title
    partner
    description
    howToRedeem
    link
    published
    updatedAt
  }
`);

export const PerksQuery = graphql(`
  query Perks($all: Boolean) {
    perks(all: $all) {
      ...PerkFields
    }
  }
`);

export const CreatePerkMutation = graphql(`
  mutation CreatePerk($input: PerkInput!) {
    createPerk(input: $input) {
      ...PerkFields
    }
  }
`);

export const UpdatePerkMutation = graphql(`
  mutation UpdatePerk($uuid: ID!, $input: PerkInput!) {
    updatePerk(uuid: $uuid, input: $input) {
      ...PerkFields
    }
  }
`);

export const DeletePerkMutation = graphql(`
  mutation DeletePerk($uuid: ID!) {
    deletePerk(uuid: $uuid) {
      id
    }
  }
`);
