import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { createStyleContext } from '~/web/styled-system/jsx';
import { dialog } from '~/web/styled-system/recipes';

// Usage: <Dialog.Root size="md" | size="fullScreen"> … <Portal><Dialog.Backdrop/><Dialog.Positioner>
// <Dialog.Content> with Title, Description, Body, Footer, CloseTrigger.
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
