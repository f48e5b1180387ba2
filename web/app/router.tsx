// The route table (spec §2). Pages are lazy-loaded; a failed chunk load reloads the browser once. The pages that mail,
// calendar feeds and the referral link open take their paths from common/routes.ts, as those links do.
import { Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ScrollRestoration } from '~/web/app/appRouter';
import { PAGES, pagePath } from '~/common/routes';
import { pageModules } from '~/web/app/firstPaths';
import { RequireRoles, RequireSession, SessionPending, ShellWhenSignedIn } from '~/web/app/guards';
import { PublicLayout } from '~/web/components/layout/PublicLayout';
import { RouteErrorBoundary } from '~/web/pages/errors/ErrorPage';
import { GuestLayout } from '~/web/pages/guest/GuestLayout';
import { RequireClient } from '~/web/components/referrals/RequireClient';
import { lazyComponent, lazyRoute, type LazyRouteHandle } from '~/web/lib/lazyPage';
import { useBreadcrumbs } from '~/web/components/feedback/useBreadcrumbs';

// fixed at the edge, over the page: it loads beside the first route's page without delaying or moving it (issue 21)
const FeedbackTab = lazyComponent(() => import('~/web/components/feedback/FeedbackTab').then((module) => module.FeedbackTab));

function Root() {
  useBreadcrumbs(); // issue 18: the trail an error report carries
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {/* spec §2: fixed at the right edge of every page, signed in or public */}
      <Suspense fallback={null}>
        <FeedbackTab />
      </Suspense>
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        // public split layout (image plus content)
        element: <PublicLayout />,
        children: [
          {
            path: 'login',
            // the page paints without its form's code (react-hook-form), which starts loading beside it (issue 21)
            ...lazyRoute(pageModules.login, { alongside: pageModules.loginForm }),
          },
          { path: PAGES.register, ...lazyRoute(pageModules.register) },
          { path: 'forgot-password', ...lazyRoute(() => import('~/web/pages/auth/ForgotPasswordPage')) },
          { path: PAGES.resetPassword, ...lazyRoute(() => import('~/web/pages/auth/ResetPasswordPage')) },
          // email and account flows
          { path: 'validation', ...lazyRoute(() => import('~/web/pages/auth/ValidationPage')) },
          { path: PAGES.confirmEmail, ...lazyRoute(() => import('~/web/pages/auth/ConfirmEmailPage')) },
          { path: PAGES.confirmChangedEmail, ...lazyRoute(() => import('~/web/pages/auth/ConfirmChangedEmailPage')) },
          // spec §2: the LinkedIn popup's landing pages (issue 19)
          { path: PAGES.linkedInLogin, ...lazyRoute(() => import('~/web/pages/auth/LinkedInCallbackPage')) },
          { path: PAGES.linkedInSignUp, ...lazyRoute(() => import('~/web/pages/auth/LinkedInCallbackPage')) },
          // the link of every notification email: works signed in or not
          { path: PAGES.unsubscribe, ...lazyRoute(() => import('~/web/pages/unsubscribe/UnsubscribePage')) },
        ],
      },
      { path: 'terms-and-conditions', ...lazyRoute(() => import('~/web/pages/terms/TermsPage')) },
      {
        // guest pages: a header with Log in and Sign up, no session needed
        path: 'guest',
        element: <GuestLayout />,
        children: [
          { path: PAGES.groupHookupDetails, ...lazyRoute(() => import('~/web/pages/guest/GuestGroupHookupPage')) },
          // spec §2: the public experts and ambassadors lists
          { path: 'experts', ...lazyRoute(() => import('~/web/pages/directories/GuestExpertsPage')) },
          { path: 'ambassadors', ...lazyRoute(() => import('~/web/pages/directories/GuestAmbassadorsPage')) },
        ],
      },
      {
        // the authenticated area
        element: <RequireSession />,
        children: [
          {
            // issue 21: the shell is a chunk of its own, so /login and the other public pages paint without it
            ...lazyRoute(pageModules.appShell),
            children: [
              { index: true, element: <Navigate to={pagePath(PAGES.home)} replace /> },
              { path: PAGES.home, ...lazyRoute(pageModules.home) },
              { path: PAGES.settings, ...lazyRoute(() => import('~/web/pages/settings/SettingsPage')) },
              { path: 'profile', ...lazyRoute(() => import('~/web/pages/profile/ProfilePage')) },
              // spec §2: profile/{userId} (optional) and a member's public profile (any signed-in member)
              { path: 'profile/:userId', ...lazyRoute(() => import('~/web/pages/profile/ProfilePage')) },
              { path: 'users/:uuid', ...lazyRoute(() => import('~/web/pages/users/UserProfilePage')) },
              { path: 'group-hookups', ...lazyRoute(pageModules.groupHookups) },
              { path: PAGES.groupHookupDetails, ...lazyRoute(() => import('~/web/pages/group-hookups/GroupHookupDetailsPage')) },
              {
                path: 'group-hookups/details/:uuid/conferencing-room',
                ...lazyRoute(() => import('~/web/pages/group-hookups/ConferencingRoomPage')),
              },
              // spec §2: the member's one-to-one hookups (availability, time cycle, hookups) and a reschedule
              { path: PAGES.timeslots, ...lazyRoute(pageModules.timeslots) },
              { path: 'reschedule/:hookupId', ...lazyRoute(() => import('~/web/pages/hookups/ReschedulePage')) },
              // spec §2, issue 22: the one-to-one video call of a hookup
              { path: 'video/:videoCallId', ...lazyRoute(() => import('~/web/pages/video/VideoCallPage')) },
              // spec §2: the member's calendar (the page itself checks the gate full_calendar)
              { path: 'calendar', ...lazyRoute(() => import('~/web/pages/calendar/CalendarPage')) },
              {
                // spec §6: My Network, Experts and Ambassadors are for admins and clients
                element: <RequireRoles roles={['ROLE_ADMIN', 'ROLE_USER']} />,
                children: [
                  { path: 'my-network', ...lazyRoute(() => import('~/web/pages/network/MyNetworkPage')) },
                  { path: 'experts', ...lazyRoute(() => import('~/web/pages/directories/ExpertsPage')) },
                  { path: 'ambassadors', ...lazyRoute(() => import('~/web/pages/directories/AmbassadorsPage')) },
                ],
              },
              // issue 6: referrals and member perks (every member); Invite Friends is client only (spec §6)
              { path: 'referrals', ...lazyRoute(() => import('~/web/pages/referrals/ReferralsPage')) },
              { path: PAGES.reviews, ...lazyRoute(() => import('~/web/pages/reviews/ReviewsPage')) },
              { path: 'chat', ...lazyRoute(() => import('~/web/pages/chat/ChatPage')) },
              { path: 'chat/:conversationId', ...lazyRoute(() => import('~/web/pages/chat/ChatPage')) },
              { path: 'member-perks', ...lazyRoute(() => import('~/web/pages/perks/MemberPerksPage')) },
              // spec §2, issue 19: the AI assistant over the member's own data (every member)
              { path: 'ai-assistant', ...lazyRoute(() => import('~/web/pages/ai-assistant/AiAssistantPage')) },
              // issue 17: the community forum (every member)
              { path: 'community', ...lazyRoute(() => import('~/web/pages/forum/CommunityPage')) },
              { path: 'community/topic/:tid', ...lazyRoute(() => import('~/web/pages/forum/TopicPage')) },
              { element: <RequireClient />, children: [{ path: 'invite', ...lazyRoute(() => import('~/web/pages/referrals/InvitePage')) }] },
              {
                // spec §6: admin only (Timecycles, the hookup edit)
                element: <RequireRoles roles={['ROLE_ADMIN']} />,
                children: [
                  { path: 'timecycles', ...lazyRoute(() => import('~/web/pages/admin-hookups/TimecyclesPage')) },
                  { path: 'hookups/:hookupId/edit', ...lazyRoute(() => import('~/web/pages/admin-hookups/HookupEditPage')) },
                  // spec §2: the admins' user list and create user (issue 6, slice admin-users)
                  { path: 'users', ...lazyRoute(() => import('~/web/pages/users/UsersPage')) },
                  { path: 'users/create', ...lazyRoute(() => import('~/web/pages/users/CreateUserPage')) },
                  // spec §6: Edit User is admin only (slice profiles)
                  { path: 'users/:uuid/edit', ...lazyRoute(() => import('~/web/pages/users/UserEditPage')) },
                  // issue 18: feedback and reported route errors
                  { path: 'admin/feedback', ...lazyRoute(() => import('~/web/pages/admin-feedback/AdminFeedbackPage')) },
                  { path: 'admin/errors', ...lazyRoute(() => import('~/web/pages/admin-feedback/AdminErrorsPage')) },
                ],
              },
            ],
          },
        ],
      },
      {
        // not found: inside the app shell for a signed-in member, standalone for anyone else
        element: <ShellWhenSignedIn />,
        children: [
          // spec §2: a forum post, public (no session needed); in the app shell for a signed-in member
          { path: 'post/:postId', ...lazyRoute(() => import('~/web/pages/forum/PostPage')) },
          { path: 'not-found', ...lazyRoute(() => import('~/web/pages/errors/NotFoundPage')) },
          { path: '*', ...lazyRoute(() => import('~/web/pages/errors/NotFoundPage')) },
        ],
      },
    ],
  },
];

/**
 * Starts loading every lazy module a path needs (its layouts' and its page's chunks) at once, as the data router did,
 * instead of one after the other as each renders; settles when all are in or failed.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.allSettled(matches.map((match) => (match.route.handle as LazyRouteHandle | undefined)?.preload()));
}

/**
 * The routes at the browser's location: the session spinner while the first page's chunks load. Their chunks are
 * already on the way: the first path's from boot, every later one's from AppRouter's `prepare` before it gets here.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<SessionPending />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
