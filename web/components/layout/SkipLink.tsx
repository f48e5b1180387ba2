import { css } from '~/web/styled-system/css';

const skipLink = css({
  position: 'absolute',
  top: '2',
  insetStart: '2',
  zIndex: 'skipLink',
  px: '4',
  py: '2',
  bg: 'accent.default',
  color: 'accent.fg',
  fontWeight: 'semibold',
  borderRadius: 'l2',
  transform: 'translateY(-200%)',
  _focusVisible: { transform: 'translateY(0)' },
});

/** Lets keyboard users jump over the top bar to the page (<main id="main">). */
export function SkipLink() {
  return (
    <a href="#main" className={skipLink}>
      Skip to content
    </a>
  );
}
