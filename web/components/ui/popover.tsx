import { Popover as ArkPopover } from '@ark-ui/react/popover';
import { createStyleContext } from '~/web/styled-system/jsx';
import { popover } from '~/web/styled-system/recipes';

// Ark's popover wrapped once with its recipe; content mounts when first opened and unmounts when closed.
const { withRootProvider, withContext } = createStyleContext(popover);

export const Root = withRootProvider(ArkPopover.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const Trigger = withContext(ArkPopover.Trigger, 'trigger');
export const Positioner = withContext(ArkPopover.Positioner, 'positioner');
export const Content = withContext(ArkPopover.Content, 'content');
export const Title = withContext(ArkPopover.Title, 'title');
export const Description = withContext(ArkPopover.Description, 'description');
export const CloseTrigger = withContext(ArkPopover.CloseTrigger, 'closeTrigger');

export const Popover = { Root, Trigger, Positioner, Content, Title, Description, CloseTrigger };
