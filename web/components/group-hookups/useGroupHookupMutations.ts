// The calls of the group hookup actions, each confirmed or explained in a toast. They answer with the
// group hookup (GroupHookupFields), so the document cache refreshes what shows it.
import type { CombinedError } from '@urql/core';
import { useMutation } from 'urql';
import { toaster } from '~/web/components/ui/toast';
import { errorMessage } from '~/web/lib/errors';
import {
  ApproveGroupHookupMutation,
  AttendGroupHookupMutation,
  CancelGroupHookupMutation,
  HighlightGroupHookupMutation,
  LeaveGroupHookupMutation,
  RejectGroupHookupMutation,
  UnhighlightGroupHookupMutation,
} from './documents';

interface Outcome {
  error?: CombinedError;
}

function report(result: Outcome, success: string): CombinedError | null {
  if (result.error) {
    toaster.create({ title: errorMessage(result.error), type: 'error' });
    return result.error;
  }
  toaster.create({ title: success, type: 'success' });
  return null;
}

export function useGroupHookupMutations() {
  const [attendState, attend] = useMutation(AttendGroupHookupMutation);
  const [leaveState, leave] = useMutation(LeaveGroupHookupMutation);
  const [, cancel] = useMutation(CancelGroupHookupMutation);
  const [approveState, approve] = useMutation(ApproveGroupHookupMutation);
  const [, reject] = useMutation(RejectGroupHookupMutation);
  const [highlightState, highlight] = useMutation(HighlightGroupHookupMutation);
  const [unhighlightState, unhighlight] = useMutation(UnhighlightGroupHookupMutation);

  return {
    busy: {
      attend: attendState.fetching,
      leave: leaveState.fetching,
      approve: approveState.fetching,
      highlight: highlightState.fetching || unhighlightState.fetching,
    },
    attend: async (uuid: string) => report(await attend({ uuid }), 'You are attending this group hookup.'),
    leave: async (uuid: string) => report(await leave({ uuid }), 'You left this group hookup.'),
    approve: async (uuid: string) => report(await approve({ uuid }), 'Group hookup approved.'),
    highlight: async (uuid: string) => report(await highlight({ uuid }), 'Group hookup highlighted.'),
    unhighlight: async (uuid: string) => report(await unhighlight({ uuid }), 'Group hookup no longer highlighted.'),
    // the reason dialogs show a refusal themselves (field errors under the reason)
    cancel: async (uuid: string, reason: string) => {
      const result = await cancel({ uuid, reason });
      if (!result.error) toaster.create({ title: 'Group hookup cancelled.', type: 'success' });
      return result.error ?? null;
    },
    reject: async (uuid: string, reason: string) => {
      const result = await reject({ uuid, reason });
      if (!result.error) toaster.create({ title: 'Group hookup rejected.', type: 'success' });
      return result.error ?? null;
    },
  };
}
