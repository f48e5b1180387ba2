// Feature gates (spec §2: full_calendar, onboarding_side_drawer), stored server-side and switched by admins.
// One query for every gate, cached by urql's document cache: each component asking for a gate shares the
// answer, and setFeatureGate (it answers a FeatureGate) makes the cache fetch the list again.
import { useMutation, useQuery } from 'urql';
import type { FeatureGateName } from '~/common/constants';
import { graphql } from '~/web/gql';

export const FeatureGatesQuery = graphql(`
  query FeatureGates {
    featureGates {
      name
      enabled
      description
    }
  }
`);

export const SetFeatureGateMutation = graphql(`
  mutation SetFeatureGate($name: String!, $enabled: Boolean!) {
    setFeatureGate(name: $name, enabled: $enabled) {
      name
      enabled
      description
    }
  }
`);

// the document cache refreshes a query by the types of its answer; name the type even when no gate came back
const GATE_TYPES = { additionalTypenames: ['FeatureGate'] };

export interface FeatureGateState {
  /** On only when the server says so; off while loading and when the gates cannot be read. */
  enabled: boolean;
  /** The gates have not been read yet. */
  loading: boolean;
}

/** Whether the gate `name` is on. */
export function useFeatureGate(name: FeatureGateName): FeatureGateState {
  const [{ data, fetching, error }] = useQuery({ query: FeatureGatesQuery, context: GATE_TYPES });
  const gate = data?.featureGates.find((g) => g.name === name);
  return { enabled: gate?.enabled ?? false, loading: !data && fetching && !error };
}

/** Every gate with its description, and the admins' switch. */
export function useFeatureGates() {
  const [{ data, fetching, error }, refetch] = useQuery({ query: FeatureGatesQuery, context: GATE_TYPES });
  const [{ fetching: saving }, setFeatureGate] = useMutation(SetFeatureGateMutation);
  return {
    gates: data?.featureGates ?? [],
    loading: !data && fetching,
    error,
    saving,
    retry: () => refetch({ requestPolicy: 'network-only' }),
    setFeatureGate: (name: string, enabled: boolean) => setFeatureGate({ name, enabled }),
  };
}
