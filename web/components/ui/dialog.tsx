import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { createStyleContext } from '~/web/styled-system/jsx';
import { dialog, type DialogVariantProps } from '~/web/styled-system/recipes';
import { IconButton } from './button';
import { XIcon } from './icons';

// Usage: <Dialog.Root size="md" | size="fullScreen"> … <Portal><Dialog.Backdrop/><Dialog.Positioner>
// <Dialog.Content> with Title, Description, Body, Footer, CloseTrigger; or DialogFrame below for the usual frame.
const { withRootProvider, withContext } = createStyleContext(dialog);

export const Root = withRootProvider(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const RootProvider = withRootProvider(ArkDialog.RootProvider, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const Trigger = withContext(ArkDialog.Trigger, 'trigger');
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const Positioner = withContext(ArkDialog.Positioner, 'positioner');
export const Content = withContext(ArkDialog.Content, 'content');
export const Header = withContext(ark.div, 'header');
export const Title = withContext(ArkDialog.Title, 'title');
export const Description = withContext(ArkDialog.Description, 'description');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger');
export const Context = ArkDialog.Context;

export const Dialog = {
  Root,
  RootProvider,
  Trigger,
  Backdrop,
  Positioner,
  Content,
  Header,
  Title,
  Description,
  Body,
  Footer,
  CloseTrigger,
  Context,
};


export interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  size?: DialogVariantProps['size'];
  /** 'alertdialog' for a question the member must answer (a confirmation) */
  role?: 'dialog' | 'alertdialog';
  /** what follows the header in the content: a Dialog.Body and Dialog.Footer, or a form */
  children: ReactNode;
}

// The usual frame: backdrop, centred content with the title and description above the children and an X to close.
export function DialogFrame({ open, onOpenChange, title, description, size, role, children }: DialogFrameProps) {
  return (
    <Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size={size} role={role}>
      <Portal>
        <Backdrop />
        <Positioner>
          <Content>
            <Header>
              <Title>{title}</Title>
              <Description>{description}</Description>
            </Header>
            {children}
            <CloseTrigger asChild>
              <IconButton aria-label="Close" size="sm">
                <XIcon width={18} height={18} />
              </IconButton>
            </CloseTrigger>
          </Content>
        </Positioner>
      </Portal>
    </Root>
  );
}
