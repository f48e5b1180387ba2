import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { createStyleContext } from '~/web/styled-system/jsx';
import { tabs } from '~/web/styled-system/recipes';

// Usage: <Tabs.Root value onValueChange> <Tabs.List aria-label> <Tabs.Trigger value> … </Tabs.List>
// <Tabs.Content value> … </Tabs.Root>. Arrow keys move between triggers (Ark).
const { withProvider, withContext } = createStyleContext(tabs);

export const Root = withProvider(ArkTabs.Root, 'root', { defaultProps: { lazyMount: true, unmountOnExit: true } });
export const List = withContext(ArkTabs.List, 'list');
export const Trigger = withContext(ArkTabs.Trigger, 'trigger');
export const Content = withContext(ArkTabs.Content, 'content');
export const Indicator = withContext(ArkTabs.Indicator, 'indicator');

export const Tabs = { Root, List, Trigger, Content, Indicator };
