import { Drawer as ArkDrawer } from '@ark-ui/react/drawer';
import { ark } from '@ark-ui/react/factory';
import { createStyleContext } from '~/web/styled-system/jsx';
import { drawer } from '~/web/styled-system/recipes';

// A side sheet at the start edge (left in LTR). size "nav" is 310 px wide, "tutorial" 400 px (spec §9).
const { withRootProvider, withContext } = createStyleContext(drawer);

export const Root = withRootProvider(ArkDrawer.Root, {
  defaultProps: { swipeDirection: 'start', lazyMount: true, unmountOnExit: true },
});
export const Trigger = withContext(ArkDrawer.Trigger, 'trigger');
export const Backdrop = withContext(ArkDrawer.Backdrop, 'backdrop');
export const Positioner = withContext(ArkDrawer.Positioner, 'positioner');
export const Content = withContext(ArkDrawer.Content, 'content');
export const Header = withContext(ark.div, 'header');
export const Title = withContext(ArkDrawer.Title, 'title');
export const Description = withContext(ArkDrawer.Description, 'description');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');
export const CloseTrigger = withContext(ArkDrawer.CloseTrigger, 'closeTrigger');
export const Context = ArkDrawer.Context;

export const Drawer = {
  Root,
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
