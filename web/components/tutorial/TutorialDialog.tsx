import { Portal } from '@ark-ui/react/portal';
import { useState } from 'react';
import { Button, IconButton } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { ChevronLeftIcon, ChevronRightIcon, XIcon } from '~/web/components/ui/icons';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { TUTORIAL_STEPS } from './steps';

export interface TutorialDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const dot = css({ w: '2.5', h: '2.5', borderRadius: 'full', bg: 'border.emphasized' });
const activeDot = css({ w: '6', h: '2.5', borderRadius: 'full', bg: 'accent.default' });

/** spec §2: the full-screen tutorial dialog shown after email confirmation. */
export function TutorialDialog({ open, onOpenChange }: TutorialDialogProps) {
  const [index, setIndex] = useState(0);
  const step = TUTORIAL_STEPS[index];
  const last = index === TUTORIAL_STEPS.length - 1;

  const change = (next: boolean) => {
    if (!next) setIndex(0);
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => change(details.open)} size="fullScreen">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ alignItems: 'center', justifyContent: 'center' })}>
            <div
              className={stack({
                gap: '6',
                alignItems: 'center',
                maxW: 'xl',
                w: '100%',
                textAlign: 'center',
              })}
            >
              <p className={css({ textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium' })} aria-live="polite">
                Step {index + 1} of {TUTORIAL_STEPS.length}
              </p>
              {step.picture}
              <Dialog.Title className={css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
                {step.title}
              </Dialog.Title>
              <Dialog.Description className={css({ textStyle: 'md', color: 'fg.muted', lineHeight: '1.7' })}>
                {step.text}
              </Dialog.Description>
              <div aria-hidden="true" className={hstack({ gap: '2' })}>
                {TUTORIAL_STEPS.map((item, i) => (
                  <span key={item.title} className={i === index ? activeDot : dot} />
                ))}
              </div>
              <div className={css({ display: 'flex', gap: '3', justifyContent: 'center', w: '100%' })}>
                {index > 0 ? (
                  <Button variant="outline" size="lg" onClick={() => setIndex(index - 1)}>
                    <ChevronLeftIcon width={18} height={18} />
                    Back
                  </Button>
                ) : null}
                {last ? (
                  <Button size="lg" onClick={() => change(false)}>
                    Finish
                  </Button>
                ) : (
                  <Button size="lg" onClick={() => setIndex(index + 1)}>
                    Next
                    <ChevronRightIcon width={18} height={18} />
                  </Button>
                )}
              </div>
            </div>
            <Dialog.CloseTrigger asChild>
              <IconButton aria-label="Close the tutorial">
                <XIcon />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
