// Confirm and cancel of one hookup card. A confirm's refusal shows in the card; a cancel's in its dialog
// (e.g. 1003 'The hookup has already been cancelled!', as the server words it).
import type { CombinedError } from '@urql/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { toaster } from '~/web/components/ui/toast';
import { getFragmentData } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { HookupFields, type HookupData } from '~/web/lib/hookupLive';
import { CancelHookupMutation, ConfirmHookupMutation } from './documents';

export function useHookupActions(uuid: string, onChanged?: (hookup: HookupData) => void) {
  const [confirmState, confirmHookup] = useMutation(ConfirmHookupMutation);
  const [, cancelHookup] = useMutation(CancelHookupMutation);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    const result = await confirmHookup({ uuid });
    if (result.error || !result.data) return setError(errorMessage(result.error));
    onChanged?.(getFragmentData(HookupFields, result.data.confirmHookup));
    toaster.create({ title: 'Hookup confirmed.', type: 'success' });
  };

  const cancel = async (reason: string): Promise<CombinedError | null> => {
    setError(null);
    const result = await cancelHookup({ uuid, reason });
    if (result.error) return result.error;
    if (result.data) onChanged?.(getFragmentData(HookupFields, result.data.cancelHookup));
    toaster.create({ title: 'Hookup cancelled.', type: 'success' });
    return null;
  };

  return { confirm, confirming: confirmState.fetching, cancel, cancelling, setCancelling, error };
}
