import type { ErrorGroup, ErrorReportInput, Feedback, FeedbackInput, FeedbackSettings } from '~/gateway/generated/graphql';
import { withoutNulls } from '~/gateway/sources/call';
import type { ServicesCall } from '~/gateway/sources/call';

// REST shapes of services/API.md § Feedback and error reports; they match the GraphQL types field for field.
export type ServicesFeedback = Omit<Feedback, '__typename'>;
export type ServicesErrorGroup = Omit<ErrorGroup, '__typename'>;
export type ServicesFeedbackSettings = Omit<FeedbackSettings, '__typename'>;

/** Feedback and error reports; accessToken is absent for guests (both posts are open to them). */
export function feedbackCalls(call: ServicesCall) {
  return {
    feedbackSettings: () => call<ServicesFeedbackSettings>('GET', '/feedback/settings'),
    sendFeedback: (accessToken: string | undefined, input: FeedbackInput) =>
      call<ServicesFeedback>('POST', '/feedback', { accessToken, body: withoutNulls(input) }),
    feedbackList: (accessToken: string, handled: boolean | null | undefined) =>
      call<ServicesFeedback[]>('GET', '/feedback', { accessToken, query: { handled: typeof handled === 'boolean' ? String(handled) : null } }),
    markFeedbackHandled: (accessToken: string, uuid: string) =>
      call<ServicesFeedback>('PUT', `/feedback/${encodeURIComponent(uuid)}/handled`, { accessToken }),
    reportError: (accessToken: string | undefined, input: ErrorReportInput) =>
      call<void>('POST', '/error-reports', { accessToken, body: withoutNulls(input) }),
    errorReports: (accessToken: string) => call<ServicesErrorGroup[]>('GET', '/error-reports', { accessToken }),
  };
}
