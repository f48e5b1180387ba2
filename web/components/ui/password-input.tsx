import { PasswordInput as ArkPasswordInput } from '@ark-ui/react/password-input';
import type { ComponentProps } from 'react';
import { cx } from '~/web/styled-system/css';
import { createStyleContext } from '~/web/styled-system/jsx';
import { input, passwordInput } from '~/web/styled-system/recipes';
import { EyeIcon, EyeOffIcon } from './icons';

// Ark names the visibility trigger "Show password" / "Hide password" for screen readers.
const { withProvider, withContext } = createStyleContext(passwordInput);

export const Root = withProvider(ArkPasswordInput.Root, 'root', {
  defaultProps: { autoComplete: 'current-password' },
});
export const Label = withContext(ArkPasswordInput.Label, 'label');
export const Control = withContext(ArkPasswordInput.Control, 'control');
const InputSlot = withContext(ArkPasswordInput.Input, 'input');
/** The text input itself: the shared input look plus room for the visibility trigger. */
export function Input({ className, ...props }: ComponentProps<typeof InputSlot>) {
  return <InputSlot className={cx(input(), className)} {...props} />;
}
export const VisibilityTrigger = withContext(ArkPasswordInput.VisibilityTrigger, 'visibilityTrigger');
/** Shows an eye while the password is hidden and a crossed eye while it is visible. */
export const Indicator = withContext(ArkPasswordInput.Indicator, 'indicator', {
  defaultProps: { fallback: <EyeIcon />, children: <EyeOffIcon /> },
});

export const PasswordInput = { Root, Label, Control, Input, VisibilityTrigger, Indicator };
