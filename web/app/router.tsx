// The route table (spec §2). Pages are lazy-loaded; a failed chunk load reloads the browser once. The pages that mail,
// calendar feeds and the referral link open take their paths from common/routes.ts, as those links do.
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PAGES, pagePath } from '~/common/routes';
import { RequireRoles, RequireSession, SessionPending, ShellWhenSignedIn } from '~/web/app/guards';
import { PublicLayout } from '~/web/components/layout/PublicLayout';
import ErrorPage from '~/web/pages/errors/ErrorPage';
import { GuestLayout } from '~/web/pages/guest/GuestLayout';
import { RequireClient } from '~/web/components/referrals/RequireClient';
import { lazyPage } from '~/web/lib/lazyPage';
import { FeedbackTab } from '~/web/components/feedback/FeedbackTab';
import { useBreadcrumbs } from '~/web/components/feedback/useBreadcrumbs';

function Root() {
  useBreadcrumbs(); // issue 18: the trail an error report carries
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {/* spec §2: fixed at the right edge of every page, signed in or public */}
      <FeedbackTab />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorPage />,
    // shown while the first page's chunk loads
    hydrateFallbackElement: <SessionPending />,
    children: [
      {
        // public split layout (image plus content)
        element: <PublicLayout />,
        children: [
          { path: 'login', lazy: lazyPage(() => import('~/web/pages/auth/LoginPage')) },
          { path: PAGES.register, lazy: lazyPage(() => import('~/web/pages/auth/RegisterPage')) },
          { path: 'forgot-password', lazy: lazyPage(() => import('~/web/pages/auth/ForgotPasswordPage')) },
          { path: PAGES.resetPassword, lazy: lazyPage(() => import('~/web/pages/auth/ResetPasswordPage')) },
          // email and account flows
          { path: 'validation', lazy: lazyPage(() => import('~/web/pages/auth/ValidationPage')) },
          { path: PAGES.confirmEmail, lazy: lazyPage(() => import('~/web/pages/auth/ConfirmEmailPage')) },
          { path: PAGES.confirmChangedEmail, lazy: lazyPage(() => import('~/web/pages/auth/ConfirmChangedEmailPage')) },
          // spec §2: the LinkedIn popup's landing pages (issue 19)
          { path: PAGES.linkedInLogin, lazy: lazyPage(() => import('~/web/pages/auth/LinkedInCallbackPage')) },
          { path: PAGES.linkedInSignUp, lazy: lazyPage(() => import('~/web/pages/auth/LinkedInCallbackPage')) },
          // the link of every notification email: works signed in or not
          { path: PAGES.unsubscribe, lazy: lazyPage(() => import('~/web/pages/unsubscribe/UnsubscribePage')) },
        ],
      },
      { path: 'terms-and-conditions', lazy: lazyPage(() => import('~/web/pages/terms/TermsPage')) },
      {
        // guest pages: a header with Log in and Sign up, no session needed
        path: 'guest',
        element: <GuestLayout />,
        children: [
          { path: PAGES.groupHookupDetails, lazy: lazyPage(() => import('~/web/pages/guest/GuestGroupHookupPage')) },
          // spec §2: the public experts and ambassadors lists
          { path: 'experts', lazy: lazyPage(() => import('~/web/pages/directories/GuestExpertsPage')) },
          { path: 'ambassadors', lazy: lazyPage(() => import('~/web/pages/directories/GuestAmbassadorsPage')) },
        ],
      },
      {
        // the authenticated area
        element: <RequireSession />,
        children: [
          {
            // issue 21: the shell is a chunk of its own, so /login and the other public pages paint without it
            lazy: lazyPage(() => import('~/web/components/layout/AppShell').then((module) => ({ default: module.AppShell }))),
            children: [
              { index: true, element: <Navigate to={pagePath(PAGES.home)} replace /> },
              { path: PAGES.home, lazy: lazyPage(() => import('~/web/pages/home/HomePage')) },
              { path: PAGES.settings, lazy: lazyPage(() => import('~/web/pages/settings/SettingsPage')) },
              { path: 'profile', lazy: lazyPage(() => import('~/web/pages/profile/ProfilePage')) },
              // spec §2: profile/{userId} (optional) and a member's public profile (any signed-in member)
              { path: 'profile/:userId', lazy: lazyPage(() => import('~/web/pages/profile/ProfilePage')) },
              { path: 'users/:uuid', lazy: lazyPage(() => import('~/web/pages/users/UserProfilePage')) },
              { path: 'group-hookups', lazy: lazyPage(() => import('~/web/pages/group-hookups/GroupHookupsPage')) },
              { path: PAGES.groupHookupDetails, lazy: lazyPage(() => import('~/web/pages/group-hookups/GroupHookupDetailsPage')) },
              {
                path: 'group-hookups/details/:uuid/conferencing-room',
                lazy: lazyPage(() => import('~/web/pages/group-hookups/ConferencingRoomPage')),
              },
              // spec §2: the member's one-to-one hookups (availability, time cycle, hookups) and a reschedule
              { path: PAGES.timeslots, lazy: lazyPage(() => import('~/web/pages/hookups/TimeslotsPage')) },
              { path: 'reschedule/:hookupId', lazy: lazyPage(() => import('~/web/pages/hookups/ReschedulePage')) },
              // spec §2, issue 22: the one-to-one video call of a hookup
              { path: 'video/:videoCallId', lazy: lazyPage(() => import('~/web/pages/video/VideoCallPage')) },
              // spec §2: the member's calendar (the page itself checks the gate full_calendar)
              { path: 'calendar', lazy: lazyPage(() => import('~/web/pages/calendar/CalendarPage')) },
              {
                // spec §6: My Network, Experts and Ambassadors are for admins and clients
                element: <RequireRoles roles={['ROLE_ADMIN', 'ROLE_USER']} />,
                children: [
                  { path: 'my-network', lazy: lazyPage(() => import('~/web/pages/network/MyNetworkPage')) },
                  { path: 'experts', lazy: lazyPage(() => import('~/web/pages/directories/ExpertsPage')) },
                  { path: 'ambassadors', lazy: lazyPage(() => import('~/web/pages/directories/AmbassadorsPage')) },
                ],
              },
              // issue 6: referrals and member perks (every member); Invite Friends is client only (spec §6)
              { path: 'referrals', lazy: lazyPage(() => import('~/web/pages/referrals/ReferralsPage')) },
              { path: PAGES.reviews, lazy: lazyPage(() => import('~/web/pages/reviews/ReviewsPage')) },
              { path: 'chat', lazy: lazyPage(() => import('~/web/pages/chat/ChatPage')) },
              { path: 'chat/:conversationId', lazy: lazyPage(() => import('~/web/pages/chat/ChatPage')) },
              { path: 'member-perks', lazy: lazyPage(() => import('~/web/pages/perks/MemberPerksPage')) },
              // spec §2, issue 19: the AI assistant over the member's own data (every member)
              { path: 'ai-assistant', lazy: lazyPage(() => import('~/web/pages/ai-assistant/AiAssistantPage')) },
              // issue 17: the community forum (every member)
              { path: 'community', lazy: lazyPage(() => import('~/web/pages/forum/CommunityPage')) },
              { path: 'community/topic/:tid', lazy: lazyPage(() => import('~/web/pages/forum/TopicPage')) },
              { element: <RequireClient />, children: [{ path: 'invite', lazy: lazyPage(() => import('~/web/pages/referrals/InvitePage')) }] },
              {
                // spec §6: admin only (Timecycles, the hookup edit)
                element: <RequireRoles roles={['ROLE_ADMIN']} />,
                children: [
                  { path: 'timecycles', lazy: lazyPage(() => import('~/web/pages/admin-hookups/TimecyclesPage')) },
                  { path: 'hookups/:hookupId/edit', lazy: lazyPage(() => import('~/web/pages/admin-hookups/HookupEditPage')) },
                  // spec §2: the admins' user list and create user (issue 6, slice admin-users)
                  { path: 'users', lazy: lazyPage(() => import('~/web/pages/users/UsersPage')) },
                  { path: 'users/create', lazy: lazyPage(() => import('~/web/pages/users/CreateUserPage')) },
                  // spec §6: Edit User is admin only (slice profiles)
                  { path: 'users/:uuid/edit', lazy: lazyPage(() => import('~/web/pages/users/UserEditPage')) },
                  // issue 18: feedback and reported route errors
                  { path: 'admin/feedback', lazy: lazyPage(() => import('~/web/pages/admin-feedback/AdminFeedbackPage')) },
                  { path: 'admin/errors', lazy: lazyPage(() => import('~/web/pages/admin-feedback/AdminErrorsPage')) },
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
          { path: 'post/:postId', lazy: lazyPage(() => import('~/web/pages/forum/PostPage')) },
          { path: 'not-found', lazy: lazyPage(() => import('~/web/pages/errors/NotFoundPage')) },
          { path: '*', lazy: lazyPage(() => import('~/web/pages/errors/NotFoundPage')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
