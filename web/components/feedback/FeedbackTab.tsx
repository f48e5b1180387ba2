// spec §2: a feedback tab fixed at the right edge of every page, for members and guests alike.
import { Suspense, useCallback, useState } from 'react';
import { useQuery } from 'urql';
import { Button } from '~/web/components/ui/button';
import { lazyComponent } from '~/web/lib/lazyPage';
import { css } from '~/web/styled-system/css';
import { FeedbackSettingsQuery } from './documents';

// the dialog and its form (Ark's dialog and focus trap, zod, react-hook-form, the machine) load when a member first
// reaches for the tab, not with every page (issue 21)
const loadDialog = () => import('./FeedbackDialog').then((module) => module.FeedbackDialog);
const FeedbackDialog = lazyComponent(loadDialog);

const tab = css({
  position: 'fixed',
  right: '0',
  top: '50%',
  zIndex: 'sticky',
  writingMode: 'vertical-rl',
  transform: 'translateY(-50%) rotate(180deg)',
  borderRightRadius: '0',
  borderLeftRadius: '0',
  // the text runs vertically: its width is the token the layouts keep clear at their right edge (web/theme/tokens.ts)
  w: 'feedbackTab',
  py: '0',
  px: '2',
  fontSize: 'xs',
  h: 'auto',
  minW: '0',
});

export function FeedbackTab() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [{ data }] = useQuery({ query: FeedbackSettingsQuery });
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        type="button"
        size="sm"
        className={tab}
        // a pointer on its way or the keyboard's focus: the dialog's code starts loading before the click
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        Feedback
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} redirect={data?.feedbackSettings.redirect ?? false} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
