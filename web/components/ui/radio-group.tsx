import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { createStyleContext } from '~/web/styled-system/jsx';
import { radioGroup } from '~/web/styled-system/recipes';

// Usage: <RadioGroup.Root value onValueChange> <RadioGroup.Label/> <RadioGroup.Item value>
// <RadioGroup.ItemControl/> <RadioGroup.ItemText/> <RadioGroup.ItemHiddenInput/> </RadioGroup.Item>.
// Without a value no option is chosen (a required choice with no default).
const { withProvider, withContext } = createStyleContext(radioGroup);

export const Root = withProvider(ArkRadioGroup.Root, 'root');
export const Label = withContext(ArkRadioGroup.Label, 'label');
export const Item = withContext(ArkRadioGroup.Item, 'item');
export const ItemControl = withContext(ArkRadioGroup.ItemControl, 'itemControl');
export const ItemText = withContext(ArkRadioGroup.ItemText, 'itemText');
export const Indicator = withContext(ArkRadioGroup.Indicator, 'indicator');
export const ItemHiddenInput = ArkRadioGroup.ItemHiddenInput;

export const RadioGroup = { Root, Label, Item, ItemControl, ItemText, Indicator, ItemHiddenInput };
