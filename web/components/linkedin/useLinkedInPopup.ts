// "Sign in with LinkedIn" / "Sign up with LinkedIn" (issue 19): opens the popup at once (so no popup blocker
// steps in), asks the gateway for the provider's address, and waits for the landing page to hand the query back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { PAGES } from '~/common/messages';
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

export interface LinkedInPopup {
  /** the popup is open and the page waits for it */
  waiting: boolean;
  error: string | null;
  /** the landing page's query once the popup handed it over */
  query: string | null;
  start: () => void;
  reset: () => void;
}

export function useLinkedInPopup(mode: LinkedInMode): LinkedInPopup {
  const [, authorize] = useMutation(LinkedInAuthorizeMutation);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState<string | null>(null);
  const stopListening = useRef<() => void>(() => undefined);
  useEffect(() => () => stopListening.current(), []);

  const start = useCallback(() => {
    stopListening.current();
    setError(null);
    setQuery(null);
    // opened in the click itself; pointed at the provider once its address is known
    const popup = window.open('', 'linkedin-sign-in', POPUP_FEATURES);
    setWaiting(true);
    void authorize({ mode }, NO_REFRESH).then((result) => {
      const url = result.data?.linkedInAuthorize;
      const state = url ? stateOf(url) : null;
      if (!url || !state) {
        popup?.close();
        setWaiting(false);
        setError(errorMessage(result.error, PAGES.linkedInFailure));
        return;
      }
      stopListening.current = awaitHandoff(state, (handed) => {
        setWaiting(false);
        setQuery(handed);
      });
      if (popup) popup.location.href = url;
      // a blocked popup: the sign-in goes on in this window and its landing page finishes it
      else window.location.assign(url);
    });
  }, [authorize, mode]);

  const reset = useCallback(() => {
    stopListening.current();
    setWaiting(false);
    setQuery(null);
    setError(null);
  }, []);

  return { waiting, error, query, start, reset };
}
