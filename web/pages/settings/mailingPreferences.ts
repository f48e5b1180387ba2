// The member's notification emails (services/API.md § Notifications): one switch per notification type, the
// unsubscribe state, and the pause. Both settings cards show one answer: the query's, then each mutation's.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { getFragmentData, graphql, type FragmentType } from '~/web/gql';
import type { MailingPreferencesFieldsFragment } from '~/web/gql/graphql';
import { errorMessage } from '~/web/lib/errors';

export const MailingPreferencesFields = graphql(`
  fragment MailingPreferencesFields on MailingPreferences {
    preferences {
      notificationCode
      label
      email
    }
    unsubscribeDate
    pauseNotificationsStartDate
    pauseNotificationsEndDate
    paused
  }
`);

export type MailingPreferencesData = MailingPreferencesFieldsFragment;

export const MailingPreferencesQuery = graphql(`
  query MailingPreferences {
    mailingPreferences {
      ...MailingPreferencesFields
    }
  }
`);

export const UpdateMailingPreferencesMutation = graphql(`
  mutation UpdateMailingPreferences($input: MailingPreferencesInput!) {
    updateMailingPreferences(input: $input) {
      ...MailingPreferencesFields
    }
  }
`);

export const PauseNotificationsMutation = graphql(`
  mutation PauseNotifications($weeks: Int) {
    pauseNotifications(weeks: $weeks) {
      ...MailingPreferencesFields
    }
  }
`);

export const UnpauseNotificationsMutation = graphql(`
  mutation UnpauseNotifications {
    unpauseNotifications {
      ...MailingPreferencesFields
    }
  }
`);

export interface MailingPreferencesState {
  preferences: MailingPreferencesData | null;
  loading: boolean;
  /** the query's error, when there is nothing to show */
  error: string | null;
  retry: () => void;
  /** A mutation answered: what it returns is now the member's state. */
  saved: (answer: FragmentType<typeof MailingPreferencesFields>) => void;
}

export function useMailingPreferences(): MailingPreferencesState {
  const client = useClient();
  const [state, setState] = useState<{ preferences: MailingPreferencesData | null; loading: boolean; error: string | null }>({
    preferences: null,
    loading: true,
    error: null,
  });
  // a mutation that answered after the query was sent is newer than the query's answer
  const version = useRef(0);

  const load = useCallback(async () => {
    const mine = ++version.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    const result = await client.query(MailingPreferencesQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    if (mine !== version.current) return;
    const answer = result.data?.mailingPreferences;
    setState((s) =>
      answer
        ? { preferences: getFragmentData(MailingPreferencesFields, answer), loading: false, error: null }
        : { ...s, loading: false, error: errorMessage(result.error) },
    );
  }, [client]);

  useEffect(() => void load(), [load]);

  const saved = useCallback((answer: FragmentType<typeof MailingPreferencesFields>) => {
    version.current += 1;
    setState({ preferences: getFragmentData(MailingPreferencesFields, answer), loading: false, error: null });
  }, []);

  return { ...state, retry: () => void load(), saved };
}
