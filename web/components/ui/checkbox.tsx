import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { createStyleContext } from '~/web/styled-system/jsx';
import { checkbox } from '~/web/styled-system/recipes';
import { CheckIcon } from './icons';

const { withProvider, withContext } = createStyleContext(checkbox);

export const Root = withProvider(ArkCheckbox.Root, 'root');
export const Control = withContext(ArkCheckbox.Control, 'control');
export const Indicator = withContext(ArkCheckbox.Indicator, 'indicator', {
  defaultProps: { children: <CheckIcon strokeWidth={3} /> },
});
export const Label = withContext(ArkCheckbox.Label, 'label');
export const Group = withContext(ArkCheckbox.Group, 'group');
export const HiddenInput = ArkCheckbox.HiddenInput;

export const Checkbox = { Root, Control, Indicator, Label, Group, HiddenInput };
