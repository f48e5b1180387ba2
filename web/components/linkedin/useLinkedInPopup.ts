// "Sign in with LinkedIn" / "Sign up with LinkedIn" (issue 19): machines/linkedInPopupMachine.ts holds the flow; this
// hook supplies what the machine cannot do itself — the gateway call, the window and the handoff — and reads its tags.
// The window is opened in the click itself, so no popup blocker steps in.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useRef } from 'react';
import { useClient } from 'urql';
import { fromCallback, fromPromise } from 'xstate';
import { PAGES } from '~/common/messages/pages';
import { linkedInPopupMachine, type LinkedInAuthorization, type LinkedInPopupEvent } from '~/machines/linkedInPopupMachine';
import { graphql } from '~/web/gql';
import type { LinkedInMode } from '~/web/gql/graphql';
import { NO_REFRESH } from '~/web/lib/client';
import { errorMessage } from '~/web/lib/errors';
import { awaitHandoff, stateOf } from './handoff';

const LinkedInAuthorizeMutation = graphql(`
  mutation LinkedInAuthorize($mode: LinkedInMode!) {
    linkedInAuthorize(mode: $mode)
  }
`);

const POPUP_FEATURES = 'popup,width=520,height=680';
/** how often the still-blank window is checked for a close */
const WATCH_MS = 500;

export interface LinkedInPopup {
  /** the popup is open and the page waits for it */
  waiting: boolean;
  error: string | null;
  /** the member closed the window before it reached LinkedIn */
  closed: boolean;
  /** the landing page's query once the popup handed it over */
  query: string | null;
  start: () => void;
  cancel: () => void;
  reset: () => void;
}

export function useLinkedInPopup(mode: LinkedInMode): LinkedInPopup {
  const client = useClient();
  const popup = useRef<Window | null>(null);
  const actor = useActorRef(
    linkedInPopupMachine.provide({
      actors: {
        authorize: fromPromise<LinkedInAuthorization, { mode: LinkedInMode }>(async ({ input }) => {
          const result = await client.mutation(LinkedInAuthorizeMutation, { mode: input.mode }, NO_REFRESH).toPromise();
          const url = result.data?.linkedInAuthorize;
          if (!url) throw new Error(errorMessage(result.error, PAGES.linkedInFailure));
          return { url, state: stateOf(url) };
        }),
        handoff: fromCallback<LinkedInPopupEvent, { state: string }>(({ input, sendBack }) =>
          awaitHandoff(input.state, (query) => sendBack({ type: 'popup.returned', query })),
        ),
        // Only while the window is blank and ours: once it is at the provider, the app's Cross-Origin-Opener-Policy
        // makes it look closed from here whether it is or not.
        watchPopup: fromCallback<LinkedInPopupEvent, undefined>(({ sendBack }) => {
          const timer = setInterval(() => {
            if (popup.current?.closed) sendBack({ type: 'popup.closed' });
          }, WATCH_MS);
          return () => clearInterval(timer);
        }),
      },
      actions: {
        pointPopup: (_, { url }) => {
          if (popup.current) popup.current.location.href = url;
        },
        continueHere: (_, { url }) => window.location.assign(url),
        closePopup: () => popup.current?.close(),
      },
    }),
    { input: { mode } },
  );
  const waiting = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const closed = useSelector(actor, (s) => s.hasTag('closed'));
  const query = useSelector(actor, (s) => (s.hasTag('success') ? s.context.query : null));

  const start = useCallback(() => {
    // opened in the click itself; pointed at the provider once its address is known
    popup.current = window.open('', 'linkedin-sign-in', POPUP_FEATURES);
    actor.send({ type: 'popup.start', blocked: !popup.current });
  }, [actor]);
  const cancel = useCallback(() => actor.send({ type: 'popup.cancel' }), [actor]);
  const reset = useCallback(() => actor.send({ type: 'popup.reset' }), [actor]);

  return { waiting, error, closed, query, start, cancel, reset };
}
