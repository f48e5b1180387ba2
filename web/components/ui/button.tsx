import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';
import { styled } from '~/web/styled-system/jsx';
import { button } from '~/web/styled-system/recipes';
import { Spinner } from './spinner';

const StyledButton = styled(ark.button, button);

export type ButtonProps = ComponentProps<typeof StyledButton> & {
  /** Disables the button, shows a spinner and sets aria-busy while an action runs. */
  loading?: boolean;
};

export function Button({ loading = false, disabled, children, ...props }: ButtonProps) {
  return (
    <StyledButton disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading && <Spinner size="sm" />}
      {children}
    </StyledButton>
  );
}

export type IconButtonProps = Omit<ButtonProps, 'aria-label'> & {
  /** An icon has no text: the label is its accessible name. */
  'aria-label': string;
};

export function IconButton({ variant = 'ghost', ...props }: IconButtonProps) {
  return <Button variant={variant} iconOnly {...props} />;
}

/** An in-app link (react-router) that looks like a button: <LinkButton to="/group-hookups">Browse</LinkButton>. */
export const LinkButton = styled(RouterLink, button);
