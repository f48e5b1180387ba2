// The first visit of /group-hookups: a short tutorial (spec §3 flag groupHookupsTutorialFinished).
import { Portal } from '@ark-ui/react/portal';
import { useState } from 'react';
import { Button, IconButton } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { XIcon } from '~/web/components/ui/icons';
import { css } from '~/web/styled-system/css';

const STEPS = [
  {
    title: 'Welcome to group hookups',
    text: 'Group hookups are hosted video sessions where a few sales professionals practise, network or brainstorm together.',
  },
  {
    title: 'Attend, then join',
    text: 'Attend a group hookup to take one of its slots. Its room opens 5 minutes before the start: come back then and press Join.',
  },
  {
    title: 'Host your own',
    text: 'Create a group hookup with a title, a category, a time and the number of participants. An admin approves it before others can attend.',
  },
] as const;

export interface GroupHookupsTutorialProps {
  open: boolean;
  onFinish: () => void;
}

export function GroupHookupsTutorial({ open, onFinish }: GroupHookupsTutorialProps) {
  const [index, setIndex] = useState(0);
  const step = STEPS[index];
  const last = index === STEPS.length - 1;

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onFinish())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
                {index + 1} of {STEPS.length}
              </p>
              <Dialog.Title>{step.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Description className={css({ textStyle: 'md' })}>{step.text}</Dialog.Description>
            <Dialog.Footer>
              {index > 0 ? (
                <Button variant="outline" onClick={() => setIndex(index - 1)}>
                  Back
                </Button>
              ) : null}
              {last ? <Button onClick={onFinish}>Got it</Button> : <Button onClick={() => setIndex(index + 1)}>Next</Button>}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <IconButton aria-label="Close the tutorial" size="sm">
                <XIcon width={18} height={18} />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
