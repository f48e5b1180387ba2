import { styled } from '~/web/styled-system/jsx';
import { spinner, type SpinnerVariantProps } from '~/web/styled-system/recipes';
import { visuallyHidden } from '~/web/styled-system/patterns';

const SpinnerCircle = styled('span', spinner);

export interface SpinnerProps extends SpinnerVariantProps {
  /** When given, the spinner is announced (role=status) with this text; otherwise it is decorative. */
  label?: string;
}

export function Spinner({ label, ...props }: SpinnerProps) {
  if (!label) return <SpinnerCircle aria-hidden="true" {...props} />;
  return (
    <span role="status">
      <SpinnerCircle aria-hidden="true" {...props} />
      <span className={visuallyHidden()}>{label}</span>
    </span>
  );
}
