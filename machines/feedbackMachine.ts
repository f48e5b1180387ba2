// The feedback dialog over time (spec §4): after sending, a success message shows and, when FEEDBACK_REDIRECT is
// on, a countdown of FEEDBACK_REDIRECT_SECONDS (spec §9) leads to /home. Pure: the web app sends the mutation and
// reports its outcome, and a one-second clock sends clock.tick, so tests never sleep.
import { assign, setup } from 'xstate';
import { FEEDBACK_REDIRECT_SECONDS } from '~/common/constants';

export type FeedbackTag = 'editing' | 'submitting' | 'sent' | 'countdown' | 'home';

export type FeedbackEvent =
  | { type: 'feedback.submit' }
  | { type: 'feedback.sent' }
  | { type: 'feedback.failed'; message: string }
  | { type: 'clock.tick' }
  /** the dialog closed or "send another": back to an empty form, and no redirect */
  | { type: 'feedback.reset' };

export interface FeedbackInput {
  /** FEEDBACK_REDIRECT as the server says */
  redirect: boolean;
}

export interface FeedbackContext extends FeedbackInput {
  secondsLeft: number;
  error: string | null;
}

export const feedbackMachine = setup({
  types: {
    input: {} as FeedbackInput,
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    tags: {} as FeedbackTag,
  },
  guards: {
    redirects: ({ context }) => context.redirect,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    clearError: assign({ error: null }),
    keepError: assign({ error: ({ event }) => (event.type === 'feedback.failed' ? event.message : null) }),
    startCountdown: assign({ secondsLeft: FEEDBACK_REDIRECT_SECONDS }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({ ...input, secondsLeft: FEEDBACK_REDIRECT_SECONDS, error: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: 'editing',
      on: { 'feedback.submit': { target: 'submitting', actions: 'clearError' } },
    },
    submitting: {
      tags: 'submitting',
      on: {
        'feedback.sent': [{ guard: 'redirects', target: 'countingDown' }, { target: 'sent' }],
        'feedback.failed': { target: 'editing', actions: 'keepError' },
      },
    },
    sent: {
      tags: 'sent',
      on: { 'feedback.reset': 'editing' },
    },
    countingDown: {
      tags: ['sent', 'countdown'],
      entry: 'startCountdown',
      on: {
        'clock.tick': [{ guard: 'lastSecond', target: 'home' }, { actions: 'countDown' }],
        'feedback.reset': 'editing',
      },
    },
    home: { tags: ['sent', 'home'], type: 'final' },
  },
});
