import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { createStyleContext } from '~/web/styled-system/jsx';
import { menu } from '~/web/styled-system/recipes';

// Menu.Item needs a unique `value`; use `asChild` to render a router link as the item.
const { withRootProvider, withContext } = createStyleContext(menu);

export const Root = withRootProvider(ArkMenu.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const Trigger = withContext(ArkMenu.Trigger, 'trigger');
export const Positioner = withContext(ArkMenu.Positioner, 'positioner');
export const Content = withContext(ArkMenu.Content, 'content');
export const Item = withContext(ArkMenu.Item, 'item');
export const ItemText = withContext(ArkMenu.ItemText, 'itemText');
export const ItemGroup = withContext(ArkMenu.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel');
export const Separator = withContext(ArkMenu.Separator, 'separator');

export const Menu = {
  Root,
  Trigger,
  Positioner,
  Content,
  Item,
  ItemText,
  ItemGroup,
  ItemGroupLabel,
  Separator,
};
