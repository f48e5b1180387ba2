import { Suspense, useState } from 'react';
import { STORAGE_KEYS } from '~/common/constants';
import { HighlightedGroupHookups } from '~/web/components/group-hookups/HighlightedGroupHookups';
import { CommunityCard } from '~/web/components/home/CommunityCard';
import { ConfirmationPrompts } from '~/web/components/home/ConfirmationPrompts';
import { GetStartedCard } from '~/web/components/home/GetStartedCard';
import { NextHookupCard } from '~/web/components/hookups/NextHookupCard';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { TopActiveMembers } from '~/web/components/network/TopActiveMembers';
import { Heading, Text } from '~/web/components/ui/typography';
import { lazyComponent } from '~/web/lib/lazyPage';
import { useSession } from '~/web/lib/session';
import { getFlag, setFlag } from '~/web/lib/storage';
import { Grid, Stack } from '~/web/styled-system/jsx';

// shown once, after the first email confirmation: its dialog code loads only then, not with every /home (issue 21)
const TutorialDialog = lazyComponent(() => import('~/web/components/tutorial/TutorialDialog').then((module) => module.TutorialDialog));

export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}

/** /home: the member's start page. */
export default function HomePage() {
  usePageTitle('Home');
  const { user } = useSession();
  const name = firstName(user?.fullName);
  // spec §4: after the first email confirmation the tutorial shows (the confirm page sets the flag)
  const [tutorialOpen, setTutorialOpen] = useState(() => getFlag(STORAGE_KEYS.showTutorial));
  // the flag is read once, as the page opens: nothing else opens the tutorial here
  const [tutorialWanted] = useState(tutorialOpen);

  const closeTutorial = (open: boolean) => {
    setTutorialOpen(open);
    if (!open) setFlag(STORAGE_KEYS.showTutorial, false);
  };

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {name ? `Welcome, ${name}` : 'Welcome'}
        </Heading>
        <Text tone="muted">Here is where your next conversations with sales professionals start.</Text>
      </Stack>
      {/* spec §4: after the email confirmation, calendar sync and a profile image, each until dismissed */}
      <ConfirmationPrompts />
      {/* the page uses the shell's width: two columns from lg, the highlighted strip across both */}
      <Grid gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
        <Stack gap="8">
          <NextHookupCard />
          <GetStartedCard verified={user?.verified ?? false} hasPhoto={Boolean(user?.imageUrl)} memberUuid={user?.uuid ?? null} />
        </Stack>
        <Stack gap="8">
          <TopActiveMembers />
          <CommunityCard />
        </Stack>
      </Grid>
      <HighlightedGroupHookups />
      {tutorialWanted ? (
        <Suspense fallback={null}>
          <TutorialDialog open={tutorialOpen} onOpenChange={closeTutorial} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
