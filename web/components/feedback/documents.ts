import { graphql } from '~/web/gql';

export const FeedbackSettingsQuery = graphql(`
  query FeedbackSettings {
    feedbackSettings {
      redirect
      sentryDsn
    }
  }
`);

export const SendFeedbackMutation = graphql(`
  mutation SendFeedback($input: FeedbackInput!) {
    sendFeedback(input: $input) {
      uuid
    }
  }
`);

export const ReportErrorMutation = graphql(`
  mutation ReportError($input: ErrorReportInput!) {
    reportError(input: $input)
  }
`);
