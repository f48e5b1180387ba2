// The web pages that links from outside the app open (mail, calendar feeds, the referral link), as the router's paths
// (web/app/router.tsx) and as the links services write: one place, so a link cannot point at a route the router lacks.

/** Route patterns, relative as react-router nests them; `:name` is a parameter. */
export const PAGES = {
  home: 'home',
  settings: 'settings',
  register: 'register',
  resetPassword: 'reset-password',
  confirmEmail: 'user/confirm',
  confirmChangedEmail: 'user/confirm-changed-email',
  unsubscribe: 'unsubscribe',
  timeslots: 'timeslots',
  groupHookupDetails: 'group-hookups/details/:uuid',
  reviews: 'reviews',
  adminFeedback: 'admin/feedback',
  // spec §2: the LinkedIn popup's landing pages (the provider's redirect URLs)
  linkedInLogin: 'linkedIn/login',
  linkedInSignUp: 'linkedIn/sign_up',
} as const;

type Pattern = (typeof PAGES)[keyof typeof PAGES];
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Args<P extends Pattern> = [ParamsOf<P>] extends [never] ? [] : [params: Record<ParamsOf<P>, string>];

/** The app path of a page, e.g. pagePath(PAGES.groupHookupDetails, { uuid }) → '/group-hookups/details/<uuid>'. */
export function pagePath<P extends Pattern>(pattern: P, ...[params]: Args<P>): string {
  const values = (params ?? {}) as Record<string, string>;
  return `/${pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!))}`;
}

/** The absolute link to an app path under PUBLIC_URL (which may itself have a path), with query parameters. */
export function pageUrl(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path.replace(/^\//, ''), `${publicUrl.replace(/\/+$/, '')}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
