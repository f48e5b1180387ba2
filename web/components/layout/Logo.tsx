import { Link as RouterLink } from 'react-router';
import { css } from '~/web/styled-system/css';
import { PRODUCT_NAME } from './usePageTitle';

const logo = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'bold',
  textStyle: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
  borderRadius: 'l2',
  letterSpacing: '-0.01em',
});

/** The product mark: two linked rings, one for each member of a hookup. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className={css({ fill: 'accent.default' })} />
      <circle cx="12" cy="16" r="6" fill="none" strokeWidth="3" className={css({ stroke: 'accent.fg' })} />
      <circle cx="20" cy="16" r="6" fill="none" strokeWidth="3" className={css({ stroke: 'illustration.highlight' })} />
    </svg>
  );
}

/** The product name as a link (to /home by default). */
export function Logo({ to = '/home' }: { to?: string }) {
  return (
    <RouterLink to={to} className={logo}>
      <LogoMark />
      {PRODUCT_NAME}
    </RouterLink>
  );
}
