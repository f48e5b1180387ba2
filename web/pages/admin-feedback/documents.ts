import { graphql } from '~/web/gql';

export const FeedbackListQuery = graphql(`
  query FeedbackList($handled: Boolean) {
    feedbackList(handled: $handled) {
      uuid
      name
      email
      message
      page
      createdAt
      handledAt
    }
  }
`);

export const MarkFeedbackHandledMutation = graphql(`
  mutation MarkFeedbackHandled($uuid: ID!) {
    markFeedbackHandled(uuid: $uuid) {
      uuid
      handledAt
    }
  }
`);

export const ErrorReportsQuery = graphql(`
  query ErrorReports {
    errorReports {
      message
      count
      lastSeenAt
      lastRoute
      release
      lastUserUuid
      breadcrumbs
    }
  }
`);
