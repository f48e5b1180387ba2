// spec §2: guest pages have a header with Log in and Sign up buttons; no session is needed.
import { Link as RouterLink, Outlet } from 'react-router';
import { Logo } from '~/web/components/layout/Logo';
import { SkipLink } from '~/web/components/layout/SkipLink';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { button } from '~/web/styled-system/recipes';

export function GuestLayout() {
  return (
    <div className={stack({ gap: '0', minH: '100dvh', bg: 'bg.canvas' })}>
      <SkipLink />
      <header
        className={hstack({
          gap: '3',
          h: 'topBar',
          px: { base: '4', md: '8' },
          bg: 'bg.default',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <Logo to="/" />
        <nav aria-label="Account" className={css({ ms: 'auto', display: 'flex', gap: '2' })}>
          <RouterLink to="/login" className={button({ variant: 'ghost' })}>
            Log in
          </RouterLink>
          <RouterLink to="/register" className={button()}>
            Sign up
          </RouterLink>
        </nav>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={css({ flex: '1', w: '100%', maxW: '6xl', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' }, outline: 'none' })}
      >
        <Outlet />
      </main>
    </div>
  );
}
