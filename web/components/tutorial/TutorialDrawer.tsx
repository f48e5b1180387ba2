// spec §2: the tutorial side drawer (400 px, spec §9; the whole width of a phone) opened by the top bar's help button
// when the gate onboarding_side_drawer is on. It shows the tutorial of the area the member is in, chosen by the first
// path segment (areaTutorials.ts holds the rule and the copy).
import { Portal } from '@ark-ui/react/portal';
import { useLocation } from 'react-router';
import { IconButton } from '~/web/components/ui/button';
import { Drawer } from '~/web/components/ui/drawer';
import { XIcon } from '~/web/components/ui/icons';
import { Heading } from '~/web/components/ui/typography';
import { css, cx } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { AREA_TUTORIALS, tutorialAreaFor } from './areaTutorials';

export interface TutorialDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const list = stack({ gap: '2', ps: '5', lineHeight: '1.6' });

export function TutorialDrawer({ open, onOpenChange }: TutorialDrawerProps) {
  const { pathname } = useLocation();
  const area = tutorialAreaFor(pathname);
  const tutorial = AREA_TUTORIALS[area];
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="tutorial" side="end" swipeDirection="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-area={area}>
            <Drawer.Header>
              <Drawer.Title>{tutorial.title}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <IconButton aria-label="Close the help" size="sm">
                  <XIcon width={18} height={18} />
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body className={css({ px: '5', py: '5', gap: '5' })}>
              <Drawer.Description className={css({ textStyle: 'md', color: 'fg.default', lineHeight: '1.6' })}>
                {tutorial.purpose}
              </Drawer.Description>
              <section aria-labelledby="tutorial-how">
                <Heading id="tutorial-how" as="h3" size="sm" className={css({ mb: '2' })}>
                  How it works
                </Heading>
                <ol className={cx(css({ listStyle: 'decimal' }), list)}>
                  {tutorial.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </section>
              {tutorial.tips.length > 0 ? (
                <section aria-labelledby="tutorial-tips">
                  <Heading id="tutorial-tips" as="h3" size="sm" className={css({ mb: '2' })}>
                    Good to know
                  </Heading>
                  <ul className={cx(css({ listStyle: 'disc', color: 'fg.muted' }), list)}>
                    {tutorial.tips.map((tip) => (
                      <li key={tip}>{tip}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
