import { Field as ArkField } from '@ark-ui/react/field';
import { createStyleContext, styled } from '~/web/styled-system/jsx';
import { field, input } from '~/web/styled-system/recipes';

// Ark's field wires label, input, helper and error text together (ids, aria-invalid,
// aria-describedby, required, disabled). Field.Input and Field.Textarea pass their ref through,
// so react-hook-form's register() works on them.
const { withProvider, withContext } = createStyleContext(field);

export const Root = withProvider(ArkField.Root, 'root');
export const Label = withContext(ArkField.Label, 'label');
export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator', {
  defaultProps: { children: '*' },
});
export const HelperText = withContext(ArkField.HelperText, 'helperText');
export const ErrorText = withContext(ArkField.ErrorText, 'errorText');
export const Input = styled(ArkField.Input, input);
export const Textarea = styled(ArkField.Textarea, input, { defaultProps: { multiline: true } });
/** A native <select> (its options as children); register() works on it like on Field.Input. */
export const Select = styled(ArkField.Select, input);

export const Field = { Root, Label, RequiredIndicator, HelperText, ErrorText, Input, Textarea, Select };
