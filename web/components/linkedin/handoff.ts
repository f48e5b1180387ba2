// The LinkedIn popup → opener handoff (issue 19). The popup lands on /linkedIn/{mode} with the provider's query and
// hands it to the page that opened it over a BroadcastChannel: the app's Cross-Origin-Opener-Policy cuts
// `window.opener` once the popup has been at the provider, but a same-origin channel still reaches the opener.
// The opener answers for the sign-in it began (matched by the OpenID `state`); without an answer the popup finishes
// the sign-in itself.
import type { LinkedInMode } from '~/web/gql/graphql';

export const LINKEDIN_CHANNEL = 'hookups.linkedin';
/** How long the landing page waits for the opener before finishing the sign-in itself. */
export const LINKEDIN_HANDOFF_WAIT_MS = 1500;

export type HandoffMessage = { type: 'callback'; mode: LinkedInMode; query: string; state: string | null } | { type: 'received'; state: string };

export const stateOf = (queryOrUrl: string): string | null => {
  const query = queryOrUrl.includes('?') ? queryOrUrl.slice(queryOrUrl.indexOf('?')) : queryOrUrl;
  return new URLSearchParams(query).get('state');
};

export function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LINKEDIN_CHANNEL);
}

/** In the popup: hand the query over; true when the opener took it. */
export function handOver(mode: LinkedInMode, query: string, waitMs = LINKEDIN_HANDOFF_WAIT_MS): Promise<boolean> {
  const channel = openChannel();
  const state = stateOf(query);
  if (!channel || !state) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (taken: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(taken);
    };
    const timer = setTimeout(() => done(false), waitMs);
    channel.onmessage = (event: MessageEvent<HandoffMessage>) => {
      if (event.data?.type === 'received' && event.data.state === state) done(true);
    };
    channel.postMessage({ type: 'callback', mode, query, state } satisfies HandoffMessage);
  });
}

/** In the opener: wait for the popup of the sign-in begun with `state`; answers a function that stops listening. */
export function awaitHandoff(state: string, onQuery: (query: string) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<HandoffMessage>) => {
    const message = event.data;
    if (message?.type !== 'callback' || message.state !== state) return;
    channel.postMessage({ type: 'received', state } satisfies HandoffMessage);
    channel.close();
    onQuery(message.query);
  };
  return () => channel.close();
}
