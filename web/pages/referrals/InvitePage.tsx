// /invite (Invite Friends, clients only, spec §2 and §6): the personal link to copy, the invite-by-email form, and
// the way to /referrals.
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { InviteByEmailCard } from '~/web/components/referrals/InviteByEmailCard';
import { ReferralLinkCard } from '~/web/components/referrals/ReferralLinkCard';
import { Link } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { pageStack } from '~/web/pages/auth/layout';
import { css, cx } from '~/web/styled-system/css';

export default function InvitePage() {
  usePageTitle('Invite Friends');
  return (
    <div className={cx(pageStack, css({ maxW: '2xl' }))}>
      <div>
        <Heading as="h1" size="2xl">
          Invite Friends
        </Heading>
        <Text tone="muted">Know a sales professional who should be here? Share your link or send them an invitation.</Text>
      </div>
      <ReferralLinkCard />
      <InviteByEmailCard />
      <Text>
        <Link to="/referrals">See whom you invited and who joined</Link>
      </Text>
    </div>
  );
}
