// spec §5: "users missing required registration fields are identified by a check listing the missing fields" — the
// prompt that lists them with a link to complete them (on /home and /profile).
import { useQuery } from 'urql';
import { PROFILE } from '~/common/messages/profile';
import { REQUIRED_PROFILE_FIELD_LABELS, type RequiredProfileField } from '~/common/profile';
import { Alert } from '~/web/components/ui/alert';
import { Link } from '~/web/components/ui/link';
import { graphql } from '~/web/gql';
import { css } from '~/web/styled-system/css';

export const MissingProfileFieldsQuery = graphql(`
  query MissingProfileFields {
    missingProfileFields
  }
`);

const labelOf = (field: string) => REQUIRED_PROFILE_FIELD_LABELS[field as RequiredProfileField] ?? field;

/** Asked afresh each time it shows (a saved profile may have completed it). Nothing while loading, on error or when the profile is complete. */
export function MissingFieldsPrompt({ onComplete }: { onComplete?: () => void }) {
  const [{ data }] = useQuery({ query: MissingProfileFieldsQuery, requestPolicy: 'cache-and-network' });
  const missing = data?.missingProfileFields ?? [];
  if (missing.length === 0) return null;
  return (
    <Alert status="info" title={PROFILE.missingFieldsTitle}>
      <p>{PROFILE.missingFieldsText}</p>
      <ul className={css({ listStyle: 'disc', pl: '5', my: '2' })}>
        {missing.map((field) => (
          <li key={field}>{labelOf(field)}</li>
        ))}
      </ul>
      {onComplete ? (
        <button type="button" className={css({ textDecoration: 'underline', cursor: 'pointer', fontWeight: 'medium' })} onClick={onComplete}>
          Complete your profile
        </button>
      ) : (
        <Link to="/profile?edit=1">Complete your profile</Link>
      )}
    </Alert>
  );
}
