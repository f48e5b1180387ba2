import { describe, expect, it } from 'vitest';
import { HOOKUP } from '~/common/messages';
import {
  attempt,
  cancelledHookup,
  cancelledRefusal,
  fresh,
  hookup,
  limitRefusal,
  limitUsed,
  now,
  onceRescheduled,
  refusal,
  rescheduledHookup,
  slots,
  slotTakenRefusal,
  started,
} from './testing/rescheduleHarness';
import {
  isReschedulable,
  RESCHEDULE_LIMIT_CANCEL_REASON,
  rescheduleErrorOf,
  reschedulePhase,
  reschedulesLeft,
} from './rescheduleMachine';

const phase = (sut: ReturnType<typeof attempt>) => reschedulePhase(sut.actor.getSnapshot());

describe('reschedule rules', () => {
  it('a hookup has 2 reschedules, and never fewer than none left', () => {
    expect(reschedulesLeft({ rescheduleCount: 0 })).toBe(2);
    expect(reschedulesLeft({ rescheduleCount: 1 })).toBe(1);
    expect(reschedulesLeft({ rescheduleCount: 2 })).toBe(0);
    expect(reschedulesLeft({ rescheduleCount: 5 })).toBe(0);
  });

  it('only a pending or confirmed hookup that has not started can be rescheduled', () => {
    expect(isReschedulable(hookup, now)).toBe(true);
    expect(isReschedulable({ ...hookup, hookupStatus: 'CONFIRMED' }, now)).toBe(true);
    expect(isReschedulable({ ...hookup, hookupStatus: 'CANCELLED' }, now)).toBe(false);
    expect(isReschedulable({ ...hookup, hookupStatus: 'COMPLETED' }, now)).toBe(false);
    expect(isReschedulable({ ...hookup, hookupStatus: 'EXPIRED' }, now)).toBe(false);
    expect(isReschedulable(hookup, Date.parse(hookup.startDateTime))).toBe(false);
    expect(isReschedulable({ ...hookup, startDateTime: 'not a date' }, now)).toBe(false);
  });

  it('an error without a code or message still reads as a sentence', () => {
    expect(rescheduleErrorOf({ errorCode: 1002, message: HOOKUP.rescheduleLimit })).toEqual({ code: 1002, message: HOOKUP.rescheduleLimit });
    expect(rescheduleErrorOf(new Error(''))).toEqual({ code: null, message: 'Something went wrong. Please try again.' });
    expect(rescheduleErrorOf('boom').code).toBeNull();
  });

  it('the cancel reason of the dialog fits the 3 to 500 characters services ask for', () => {
    expect(RESCHEDULE_LIMIT_CANCEL_REASON.length).toBeGreaterThanOrEqual(3);
    expect(RESCHEDULE_LIMIT_CANCEL_REASON.length).toBeLessThanOrEqual(500);
  });
});

describe('a reschedule attempt', () => {
  it('loads the free timeslots of both members for this hookup first', async () => {
    const sut = attempt(fresh);
    expect(phase(sut)).toBe('loading');
    expect(sut.calls.loadTimeslots).toEqual([{ uuid: 'hookup-1' }]);
    await sut.settle('loadTimeslots', { output: slots });
    expect(phase(sut)).toBe('choosing');
    expect(sut.actor.getSnapshot().context.slots).toEqual(slots);
  });

  it('cannot be submitted before a slot is chosen, nor with a time that is not offered', async () => {
    const sut = attempt(fresh);
    await sut.settle('loadTimeslots', { output: slots });
    sut.send({ type: 'reschedule.submit' });
    expect(phase(sut)).toBe('choosing');
    sut.send({ type: 'slot.select', startDateTime: '2031-05-05T10:00:00.000Z' });
    expect(sut.actor.getSnapshot().context.selected).toBeNull();
    expect(sut.calls.rescheduleHookup).toHaveLength(0);
  });

  it('sends the chosen start and leaves as rescheduled when the server agrees', async () => {
    const sut = attempt(onceRescheduled);
    await sut.settle('loadTimeslots', { output: slots });
    sut.send({ type: 'slot.select', startDateTime: slots[1]!.startDateTime });
    sut.send({ type: 'reschedule.submit' });
    expect(phase(sut)).toBe('submitting');
    expect(sut.calls.rescheduleHookup).toEqual([{ uuid: 'hookup-1', startDateTime: slots[1]!.startDateTime }]);
    await sut.settle('rescheduleHookup', { output: { ...rescheduledHookup, rescheduleCount: 2 } });
    expect(phase(sut)).toBe('rescheduled');
    expect(sut.leave).toHaveBeenCalledExactlyOnceWith('rescheduled');
    expect(sut.actor.getSnapshot().context.hookup.rescheduleCount).toBe(2);
  });

  it('the third attempt opens the Reschedule cancel dialog at once, without loading slots', () => {
    const sut = attempt(limitUsed);
    expect(phase(sut)).toBe('rescheduleCancel');
    expect(sut.calls.loadTimeslots).toHaveLength(0);
  });

  it('the server answering 1002 opens the Reschedule cancel dialog too', async () => {
    const sut = attempt(fresh);
    await sut.settle('loadTimeslots', { output: slots });
    sut.send({ type: 'slot.select', startDateTime: slots[0]!.startDateTime });
    sut.send({ type: 'reschedule.submit' });
    await sut.settle('rescheduleHookup', { error: limitRefusal });
    expect(phase(sut)).toBe('rescheduleCancel');
    // the dialog's own text says it; no second copy as an error
    expect(sut.actor.getSnapshot().context.error).toBeNull();
  });

  it('SAVE in the dialog cancels the hookup with a reason and leaves as cancelled', async () => {
    const sut = attempt(limitUsed);
    sut.send({ type: 'cancel.submit' });
    expect(sut.actor.getSnapshot().hasTag('cancelling')).toBe(true);
    expect(sut.calls.cancelHookup).toEqual([{ uuid: 'hookup-1', reason: RESCHEDULE_LIMIT_CANCEL_REASON }]);
    await sut.settle('cancelHookup', { output: { ...limitUsed.hookup, hookupStatus: 'CANCELLED' } });
    expect(phase(sut)).toBe('cancelled');
    expect(sut.leave).toHaveBeenCalledExactlyOnceWith('cancelled');
  });

  it('closing the dialog leaves the hookup as it is', () => {
    const sut = attempt(limitUsed);
    sut.send({ type: 'dialog.close' });
    expect(phase(sut)).toBe('closed');
    expect(sut.leave).toHaveBeenCalledExactlyOnceWith('closed');
    expect(sut.calls.cancelHookup).toHaveLength(0);
  });

  it("SAVE on a hookup the partner already cancelled shows 'The hookup has already been cancelled!' in the dialog", async () => {
    const sut = attempt(limitUsed);
    sut.send({ type: 'hookup.changed', hookup: { ...limitUsed.hookup, hookupStatus: 'CANCELLED' }, now });
    expect(phase(sut)).toBe('rescheduleCancel');
    sut.send({ type: 'cancel.submit' });
    await sut.settle('cancelHookup', { error: cancelledRefusal });
    expect(phase(sut)).toBe('rescheduleCancel');
    expect(sut.actor.getSnapshot().context.error).toEqual({ code: 1003, message: HOOKUP.alreadyCancelled });
    expect(sut.leave).not.toHaveBeenCalled();
  });

  it('a time taken meanwhile (1006) is explained and the free slots are loaded again', async () => {
    const sut = attempt(fresh);
    await sut.settle('loadTimeslots', { output: slots });
    sut.send({ type: 'slot.select', startDateTime: slots[0]!.startDateTime });
    sut.send({ type: 'reschedule.submit' });
    await sut.settle('rescheduleHookup', { error: slotTakenRefusal });
    expect(phase(sut)).toBe('loading');
    expect(sut.calls.loadTimeslots).toHaveLength(2);
    await sut.settle('loadTimeslots', { output: [slots[1]!] });
    const { context } = sut.actor.getSnapshot();
    expect(context.error).toEqual({ code: 1006, message: HOOKUP.slotUnavailable });
    expect(context.selected).toBeNull();
    // choosing again clears the message
    sut.send({ type: 'slot.select', startDateTime: slots[1]!.startDateTime });
    expect(sut.actor.getSnapshot().context.error).toBeNull();
  });

  it('a cancelled (1003) or started (1005) hookup ends the attempt with the server message', async () => {
    for (const error of [cancelledRefusal, refusal(1005, HOOKUP.alreadyTookPlace)]) {
      const sut = attempt(fresh);
      await sut.settle('loadTimeslots', { output: slots });
      sut.send({ type: 'slot.select', startDateTime: slots[0]!.startDateTime });
      sut.send({ type: 'reschedule.submit' });
      await sut.settle('rescheduleHookup', { error });
      expect(phase(sut)).toBe('unavailable');
      expect(sut.actor.getSnapshot().context.error?.message).toBe(error.message);
    }
  });

  it('any other refusal keeps the chosen slot to try again', async () => {
    const sut = attempt(fresh);
    await sut.settle('loadTimeslots', { output: slots });
    sut.send({ type: 'slot.select', startDateTime: slots[0]!.startDateTime });
    sut.send({ type: 'reschedule.submit' });
    await sut.settle('rescheduleHookup', { error: refusal(null, 'The gateway is down.') });
    expect(phase(sut)).toBe('choosing');
    expect(sut.actor.getSnapshot().context).toMatchObject({ selected: slots[0]!.startDateTime, error: { code: null, message: 'The gateway is down.' } });
  });

  it('slots that fail to load can be loaded again', async () => {
    const sut = attempt(fresh);
    await sut.settle('loadTimeslots', { error: refusal(null, 'Offline') });
    expect(sut.actor.getSnapshot().value).toBe('loadFailed');
    sut.send({ type: 'slots.reload' });
    expect(phase(sut)).toBe('loading');
    expect(sut.actor.getSnapshot().context.error).toBeNull();
  });

  it('a cancelled, finished or started hookup cannot be rescheduled, and says why', () => {
    expect(attempt(cancelledHookup).actor.getSnapshot().context.error?.message).toBe(HOOKUP.alreadyCancelled);
    expect(attempt({ ...fresh, hookup: { ...hookup, hookupStatus: 'COMPLETED' } }).actor.getSnapshot().context.error?.message).toBe(
      HOOKUP.alreadyTookPlace,
    );
    const sut = attempt(started);
    expect(phase(sut)).toBe('unavailable');
    expect(sut.actor.getSnapshot().context.error?.message).toBe(HOOKUP.notReschedulable);
    expect(sut.calls.loadTimeslots).toHaveLength(0);
  });

  it("the partner's second reschedule while choosing turns this into the third attempt", async () => {
    const sut = attempt(onceRescheduled);
    await sut.settle('loadTimeslots', { output: slots });
    sut.send({ type: 'hookup.changed', hookup: { ...hookup, rescheduleCount: 2 }, now });
    expect(phase(sut)).toBe('rescheduleCancel');
  });

  it("the partner's cancel while choosing ends the attempt", async () => {
    const sut = attempt(fresh);
    await sut.settle('loadTimeslots', { output: slots });
    sut.send({ type: 'hookup.changed', hookup: { ...hookup, hookupStatus: 'CANCELLED' }, now });
    expect(phase(sut)).toBe('unavailable');
  });
});
