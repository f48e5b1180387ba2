// /referrals (spec §2): whom the member invited and who joined.
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { ReferralsList } from '~/web/components/referrals/ReferralsList';
import { Heading, Text } from '~/web/components/ui/typography';
import { pageStack } from '~/web/pages/auth/layout';

export default function ReferralsPage() {
  usePageTitle('Referrals');
  return (
    <div className={pageStack}>
      <div>
        <Heading as="h1" size="2xl">
          Referrals
        </Heading>
        <Text tone="muted">The friends you invited and the members who joined through your link.</Text>
      </div>
      <ReferralsList />
    </div>
  );
}
