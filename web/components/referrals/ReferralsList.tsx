// Whom the member invited (and who of them joined), and who signed up with their link without an invitation.
import { useQuery } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Badge } from '~/web/components/ui/badge';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { stack } from '~/web/styled-system/patterns';
import { InvitationFields, ReferralsQuery } from './documents';
import { DataTable } from '~/web/components/ui/table';

const REFERRAL_TYPES = { additionalTypenames: ['Invitation', 'ReferredMember'] };

const section = stack({ gap: '3' });

export function ReferralsList() {
  const [{ data, fetching, error }] = useQuery({ query: ReferralsQuery, context: REFERRAL_TYPES, requestPolicy: 'cache-and-network' });
  if (!data && fetching) return <Spinner label="Loading your referrals" />;
  if (!data) return <Alert status="error">{errorMessage(error)}</Alert>;
  const invitations = data.referrals.invitations.map((i) => getFragmentData(InvitationFields, i));
  const walkIns = data.referrals.registeredWithLink;
  const joined = invitations.filter((i) => i.joined).length + walkIns.length;

  return (
    <div className={stack({ gap: '8' })}>
      <Text tone="muted">
        {invitations.length === 1 ? '1 invitation sent' : `${invitations.length} invitations sent`}, {joined} joined.
      </Text>
      <section aria-labelledby="invitations" className={section}>
        <Heading as="h2" size="md" id="invitations">
          Invitations
        </Heading>
        {invitations.length === 0 ? (
          <Text tone="muted">
            You have not invited anyone yet. <Link to="/invite">Invite friends</Link>
          </Text>
        ) : (
          <DataTable.Root aria-label="Invitations">
            <DataTable.Table>
              <caption>Invitations</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Invited</th>
                  <th scope="col">Status</th>
                  <th scope="col">Member</th>
                </tr>
              </thead>
              <tbody>
                {invitations.map((invitation) => (
                  <tr key={invitation.email}>
                    <th scope="row">{invitation.email}</th>
                    <td>{formatDateTime(invitation.invitedAt)}</td>
                    <td>{invitation.joined ? <Badge tone="success">Joined</Badge> : <Badge>Invited</Badge>}</td>
                    <td>
                      {invitation.joinedFullName ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable.Table>
          </DataTable.Root>
        )}
      </section>
      <section aria-labelledby="joined-with-link" className={section}>
        <Heading as="h2" size="md" id="joined-with-link">
          Joined with your link
        </Heading>
        {walkIns.length === 0 ? (
          <Text tone="muted">Nobody has signed up with your link without an invitation yet.</Text>
        ) : (
          <ul className={stack({ gap: '2' })}>
            {walkIns.map((member) => (
              <li key={member.uuid}>
                <Text as="span">{member.fullName}</Text>{' '}
                <Text as="span" tone="muted">
                  joined {formatDateTime(member.registeredAt)}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
