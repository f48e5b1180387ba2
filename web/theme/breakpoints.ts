import { BREAKPOINTS } from '~/common/constants';

// spec §9 breakpoints: sm 600, md 900, lg 1200, xl 1536.
export const breakpoints = {
  sm: `${BREAKPOINTS.sm}px`,
  md: `${BREAKPOINTS.md}px`,
  lg: `${BREAKPOINTS.lg}px`,
  xl: `${BREAKPOINTS.xl}px`,
};
