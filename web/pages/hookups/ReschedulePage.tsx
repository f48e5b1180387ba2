// /reschedule/:hookupId: the hookup's summary and the free times of both members; choose one and Save. The
// rescheduleMachine holds the rules: the third attempt (no reschedule left, or the server's 1002) opens the
// 'Reschedule cancel' dialog, whose SAVE cancels the hookup and goes back to /timeslots.
import type { CombinedError } from '@urql/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useClient, useQuery } from 'urql';
import { fromPromise } from 'xstate';
import { reschedulePhase, rescheduleMachine, type LeaveReason, type RescheduleHookup } from '~/machines/rescheduleMachine';
import { HookupSummary } from '~/web/components/hookups/HookupSummary';
import { RescheduleCancelDialog } from '~/web/components/hookups/RescheduleCancelDialog';
import { TimeslotPicker, type Timeslot } from '~/web/components/hookups/TimeslotPicker';
import {
  CancelHookupMutation,
  HookupTimeslotsQuery,
  MemberHookupQuery,
  RescheduleHookupMutation,
} from '~/web/components/hookups/documents';
import { hookupErrorCode, TIMESLOTS_PATH } from '~/web/components/hookups/display';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { ChevronLeftIcon } from '~/web/components/ui/icons';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Heading } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { HookupFields, useHookupEvents, type HookupData } from '~/web/lib/hookupLive';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

const BACK = (
  <Link to={TIMESLOTS_PATH} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', textStyle: 'sm', alignSelf: 'flex-start' })}>
    <ChevronLeftIcon width={16} height={16} />
    My hookups
  </Link>
);

/** What the machine's actors throw: the gateway's message and spec §8 code. */
const refusalOf = (error: CombinedError | undefined) => ({ errorCode: hookupErrorCode(error), message: errorMessage(error) });

export default function ReschedulePage() {
  usePageTitle('Reschedule hookup');
  const { hookupId = '' } = useParams();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: MemberHookupQuery, variables: { uuid: hookupId }, requestPolicy: 'network-only' });

  if (!data) {
    if (fetching || !error) return <Spinner size="lg" label="Loading the hookup" />;
    return (
      <div className={stack({ gap: '4', alignItems: 'flex-start' })}>
        {BACK}
        <Alert status="error" title="We could not load this hookup.">
          {errorMessage(error)}
        </Alert>
        <Button variant="outline" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
          Try again
        </Button>
      </div>
    );
  }
  return <RescheduleFlow key={hookupId} initial={getFragmentData(HookupFields, data.hookup)} />;
}

function RescheduleFlow({ initial }: { initial: HookupData }) {
  const client = useClient();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(initial);

  const leave = (reason: LeaveReason) => {
    if (reason === 'rescheduled') toaster.create({ title: 'Hookup rescheduled. Your partner is asked to confirm the new time.', type: 'success' });
    if (reason === 'cancelled') toaster.create({ title: 'Hookup cancelled.', type: 'success' });
    // a cancelled hookup is listed with the past ones
    navigate(reason === 'cancelled' ? `${TIMESLOTS_PATH}?view=past` : TIMESLOTS_PATH);
  };

  const actor = useActorRef(
    rescheduleMachine.provide({
      actors: {
        loadTimeslots: fromPromise<Timeslot[], { uuid: string }>(async ({ input }) => {
          const result = await client.query(HookupTimeslotsQuery, { uuid: input.uuid }, { requestPolicy: 'network-only' }).toPromise();
          if (!result.data) throw refusalOf(result.error);
          return result.data.hookupTimeslots;
        }),
        rescheduleHookup: fromPromise<RescheduleHookup, { uuid: string; startDateTime: string }>(async ({ input }) => {
          const result = await client.mutation(RescheduleHookupMutation, input).toPromise();
          if (!result.data) throw refusalOf(result.error);
          return getFragmentData(HookupFields, result.data.rescheduleHookup);
        }),
        cancelHookup: fromPromise<RescheduleHookup, { uuid: string; reason: string }>(async ({ input }) => {
          const result = await client.mutation(CancelHookupMutation, input).toPromise();
          if (!result.data) throw refusalOf(result.error);
          return getFragmentData(HookupFields, result.data.cancelHookup);
        }),
      },
      actions: { leave: (_, params) => leave(params.reason) },
    }),
    { input: { hookup: initial, now: Date.now() } },
  );

  const phase = useSelector(actor, reschedulePhase);
  const slots = useSelector(actor, (s) => s.context.slots);
  const selected = useSelector(actor, (s) => s.context.selected);
  const error = useSelector(actor, (s) => s.context.error);
  const cancelling = useSelector(actor, (s) => s.hasTag('cancelling'));
  const canRetryLoad = useSelector(actor, (s) => s.matches('loadFailed'));

  // the partner's reschedule or cancel while the member chooses (spec: seen live)
  useHookupEvents({}, (event) => {
    if (event.hookup.uuid !== initial.uuid) return;
    setCurrent(event.hookup);
    actor.send({ type: 'hookup.changed', hookup: event.hookup, now: Date.now() });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'reschedule.submit' });
  };

  return (
    <div className={stack({ gap: '6', maxW: '3xl' })}>
      {BACK}
      <Heading as="h1" size="2xl">
        Reschedule hookup
      </Heading>
      <HookupSummary hookup={current} />
      {phase === 'unavailable' && error ? <Alert status="error">{error.message}</Alert> : null}
      {phase === 'loading' ? <Spinner label="Loading the free times of you and your partner" /> : null}
      {phase === 'choosing' || phase === 'submitting' ? (
        <form onSubmit={submit} noValidate aria-label="Choose a new time" className={stack({ gap: '4' })}>
          {error ? <Alert status="error">{error.message}</Alert> : null}
          {canRetryLoad ? (
            <Button type="button" variant="outline" className={css({ alignSelf: 'flex-start' })} onClick={() => actor.send({ type: 'slots.reload' })}>
              Try again
            </Button>
          ) : (
            <TimeslotPicker
              slots={slots}
              value={selected}
              disabled={phase === 'submitting'}
              onChange={(startDateTime) => actor.send({ type: 'slot.select', startDateTime })}
            />
          )}
          <div className={css({ display: 'flex', gap: '3' })}>
            <Button type="submit" loading={phase === 'submitting'} disabled={!selected}>
              Save
            </Button>
            <Button type="button" variant="outline" onClick={() => navigate(TIMESLOTS_PATH)}>
              Back
            </Button>
          </div>
        </form>
      ) : null}
      <RescheduleCancelDialog
        open={phase === 'rescheduleCancel'}
        cancelling={cancelling}
        error={phase === 'rescheduleCancel' ? (error?.message ?? null) : null}
        onSave={() => actor.send({ type: 'cancel.submit' })}
        onClose={() => actor.send({ type: 'dialog.close' })}
      />
    </div>
  );
}
