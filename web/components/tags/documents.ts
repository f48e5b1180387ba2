// The tag operations (spec §7 GET/POST tags, PUT/DELETE tags/{slug}).
import { graphql } from '~/web/gql';

export const TagFields = graphql(`
  fragment TagFields on Tag {
    slug
    name
    description
    color
    fontColor
  }
`);

export const TagsQuery = graphql(`
  query Tags {
    tags {
      ...TagFields
    }
  }
`);

export const CreateTagMutation = graphql(`
  mutation CreateTag($input: TagInput!) {
    createTag(input: $input) {
      ...TagFields
    }
  }
`);

export const UpdateTagMutation = graphql(`
  mutation UpdateTag($slug: ID!, $input: TagInput!) {
    updateTag(slug: $slug, input: $input) {
      ...TagFields
    }
  }
`);

export const DeleteTagMutation = graphql(`
  mutation DeleteTag($slug: ID!) {
    deleteTag(slug: $slug) {
      id
    }
  }
`);
