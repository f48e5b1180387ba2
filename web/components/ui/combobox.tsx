import { Combobox as ArkCombobox } from '@ark-ui/react/combobox';
import type { ComponentProps } from 'react';
import { cx } from '~/web/styled-system/css';
import { createStyleContext } from '~/web/styled-system/jsx';
import { combobox, input } from '~/web/styled-system/recipes';
import { CheckIcon, ChevronDownIcon, XIcon } from './icons';

// Async items: keep the collection in state (createListCollection / useListCollection from
// Ark, re-exported below) and refill it from onInputValueChange.
const { withProvider, withContext } = createStyleContext(combobox);

export const Root = withProvider(ArkCombobox.Root, 'root') as ArkCombobox.RootComponent;
export const Label = withContext(ArkCombobox.Label, 'label');
export const Control = withContext(ArkCombobox.Control, 'control');
const InputSlot = withContext(ArkCombobox.Input, 'input');
/** The text input: the shared input look plus room for the trigger and clear buttons. */
export function Input({ className, ...props }: ComponentProps<typeof InputSlot>) {
  return <InputSlot className={cx(input(), className)} {...props} />;
}
export const Trigger = withContext(ArkCombobox.Trigger, 'trigger', {
  defaultProps: { 'aria-label': 'Show suggestions', children: <ChevronDownIcon width={16} height={16} /> },
});
export const ClearTrigger = withContext(ArkCombobox.ClearTrigger, 'clearTrigger', {
  defaultProps: { 'aria-label': 'Clear', children: <XIcon width={16} height={16} /> },
});
export const Positioner = withContext(ArkCombobox.Positioner, 'positioner');
export const Content = withContext(ArkCombobox.Content, 'content');
export const List = withContext(ArkCombobox.List, 'list');
export const Item = withContext(ArkCombobox.Item, 'item');
export const ItemText = withContext(ArkCombobox.ItemText, 'itemText');
export const ItemIndicator = withContext(ArkCombobox.ItemIndicator, 'itemIndicator', {
  defaultProps: { children: <CheckIcon width={16} height={16} /> },
});
export const ItemGroup = withContext(ArkCombobox.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(ArkCombobox.ItemGroupLabel, 'itemGroupLabel');
export const Empty = withContext(ArkCombobox.Empty, 'empty');
export const Context = ArkCombobox.Context;

export { createListCollection, useListCollection } from '@ark-ui/react/combobox';
export type { ComboboxInputValueChangeDetails, ComboboxValueChangeDetails } from '@ark-ui/react/combobox';

export const Combobox = {
  Root,
  Label,
  Control,
  Input,
  Trigger,
  ClearTrigger,
  Positioner,
  Content,
  List,
  Item,
  ItemText,
  ItemIndicator,
  ItemGroup,
  ItemGroupLabel,
  Empty,
  Context,
};
