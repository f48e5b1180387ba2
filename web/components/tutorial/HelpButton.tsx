// spec §2: the top bar's help button, shown only when the gate onboarding_side_drawer is on; it opens the tutorial
// side drawer of the current area. The drawer's code loads when a member first asks for help (issue 21's budget).
import { Suspense, useState } from 'react';
import { IconButton } from '~/web/components/ui/button';
import { HelpCircleIcon } from '~/web/components/ui/icons';
import { useFeatureGate } from '~/web/lib/featureGates';
import { lazyComponent } from '~/web/lib/lazyPage';

const TutorialDrawer = lazyComponent(() => import('./TutorialDrawer').then((module) => module.TutorialDrawer));

export function HelpButton() {
  const gate = useFeatureGate('onboarding_side_drawer');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!gate.enabled) return null;
  return (
    <>
      <IconButton
        aria-label="Help for this page"
        title="Help"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <HelpCircleIcon />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <TutorialDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
