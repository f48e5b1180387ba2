import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { FEEDBACK_REDIRECT_SECONDS } from '~/common/constants';
import { feedbackMachine, type FeedbackEvent, type FeedbackTag } from './feedbackMachine';

const EVENTS: FeedbackEvent[] = [
  { type: 'feedback.submit' },
  { type: 'feedback.sent' },
  { type: 'feedback.failed', message: 'Name is required' },
  { type: 'clock.tick' },
  { type: 'feedback.reset' },
];
const TAGS: FeedbackTag[] = ['editing', 'submitting', 'sent', 'countdown', 'home'];

function run(redirect: boolean, events: FeedbackEvent[]) {
  const actor = createActor(feedbackMachine, { input: { redirect } }).start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  return { tags: TAGS.filter((tag) => snapshot.hasTag(tag)), context: snapshot.context };
}
const ticks = (n: number): FeedbackEvent[] => Array.from({ length: n }, () => ({ type: 'clock.tick' }));
const SENT: FeedbackEvent[] = [{ type: 'feedback.submit' }, { type: 'feedback.sent' }];

describe('feedbackMachine paths', () => {
  for (const redirect of [false, true]) {
    const model = createTestModel(feedbackMachine, { events: EVENTS, input: { redirect } });
    for (const path of model.getShortestPaths()) {
      it(`${redirect ? 'with' : 'without'} the redirect: ${path.description}`, () => {
        const actor = createActor(feedbackMachine, { input: { redirect } }).start();
        for (const step of path.steps) actor.send(step.event as FeedbackEvent);
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        expect(TAGS.some((tag) => actor.getSnapshot().hasTag(tag))).toBe(true);
      });
    }
  }
});

describe('feedback rules (spec §4, §9)', () => {
  it('after sending, the success message shows and stays when the redirect is off', () => {
    expect(run(false, [...SENT, ...ticks(10)]).tags).toEqual(['sent']);
  });

  it(`with the redirect on, a ${FEEDBACK_REDIRECT_SECONDS}-second countdown leads to /home`, () => {
    expect(run(true, SENT)).toMatchObject({ tags: ['sent', 'countdown'], context: { secondsLeft: FEEDBACK_REDIRECT_SECONDS } });
    expect(run(true, [...SENT, ...ticks(FEEDBACK_REDIRECT_SECONDS - 1)])).toMatchObject({ tags: ['sent', 'countdown'], context: { secondsLeft: 1 } });
    expect(run(true, [...SENT, ...ticks(FEEDBACK_REDIRECT_SECONDS)]).tags).toEqual(['sent', 'home']);
  });

  it('ticks before sending do not count', () => {
    expect(run(true, [...ticks(3), ...SENT]).context.secondsLeft).toBe(FEEDBACK_REDIRECT_SECONDS);
  });

  it('closing the dialog during the countdown stays on the page', () => {
    expect(run(true, [...SENT, ...ticks(2), { type: 'feedback.reset' }, ...ticks(5)]).tags).toEqual(['editing']);
  });

  it('a refused send goes back to the form with the message, which clears on the next try', () => {
    const failed: FeedbackEvent[] = [{ type: 'feedback.submit' }, { type: 'feedback.failed', message: 'Name is required' }];
    expect(run(true, failed)).toMatchObject({ tags: ['editing'], context: { error: 'Name is required' } });
    expect(run(true, [...failed, { type: 'feedback.submit' }])).toMatchObject({ tags: ['submitting'], context: { error: null } });
  });
});
