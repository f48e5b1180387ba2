import type { LinkedInMode, LinkedInOutcome, LinkedInRegisterInput } from '~/gateway/generated/graphql';
import type { AuthResponse, ServicesCall } from '~/gateway/sources/call';

// services/API.md § LinkedIn: Sign in with LinkedIn; none of these carry a bearer (the member is not signed in yet).
export type ServicesLinkedInOutcome = Omit<LinkedInOutcome, '__typename'>;

export function linkedInCalls(call: ServicesCall) {
  return {
    linkedInEnabled: async () => (await call<{ enabled: boolean }>('GET', '/auth/linkedin/config')).enabled,
    linkedInAuthorize: async (mode: LinkedInMode) => (await call<{ url: string }>('POST', '/auth/linkedin/authorize', { body: { mode } })).url,
    linkedInCallback: (mode: LinkedInMode, query: string) => call<ServicesLinkedInOutcome>('POST', '/auth/linkedin/callback', { body: { mode, query } }),
    linkedInLink: (linkToken: string, password: string) => call<AuthResponse>('POST', '/auth/linkedin/link', { body: { linkToken, password } }),
    linkedInRegister: (input: LinkedInRegisterInput) => call<AuthResponse>('POST', '/auth/linkedin/register', { body: input }),
  };
}
