// spec §2: a feedback tab fixed at the right edge of every page, for members and guests alike.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery } from 'urql';
import { Button } from '~/web/components/ui/button';
import { DialogFrame } from '~/web/components/ui/dialog';
import { css } from '~/web/styled-system/css';
import { FeedbackSettingsQuery } from './documents';
import { Spinner } from '~/web/components/ui/spinner';

// the form (zod, react-hook-form, the machine) loads when the dialog first opens, not with every page (issue 21)
const FeedbackDialogBody = lazy(() => import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialogBody })));

const tab = css({
  position: 'fixed',
  right: '0',
  top: '50%',
  zIndex: 'sticky',
  writingMode: 'vertical-rl',
  transform: 'translateY(-50%) rotate(180deg)',
  borderRightRadius: '0',
  borderLeftRadius: '0',
  py: '4',
  px: '2',
  h: 'auto',
  minW: '0',
});

export function FeedbackTab() {
  const [open, setOpen] = useState(false);
  const [{ data }] = useQuery({ query: FeedbackSettingsQuery });
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button type="button" size="sm" className={tab} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Feedback
      </Button>
      <DialogFrame open={open} onOpenChange={setOpen} title="Send us feedback" description="Tell us what works, what does not and what you miss.">
        {open ? (
          <Suspense fallback={<Spinner label="Loading the form" />}>
            <FeedbackDialogBody redirect={data?.feedbackSettings.redirect ?? false} onClose={close} />
          </Suspense>
        ) : null}
      </DialogFrame>
    </>
  );
}
