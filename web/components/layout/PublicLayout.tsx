import { Outlet } from 'react-router';
import { ExternalLink, Link } from '~/web/components/ui/link';
import { CONTACT_EMAIL } from '~/common/constants';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { BrandPanel } from './BrandPanel';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';

const shell = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '5fr 6fr' },
  minH: '100dvh',
  bg: 'bg.default',
});

/** spec §2: the split layout of /login, /register, /forgot-password, /reset-password, /unsubscribe. */
export function PublicLayout() {
  return (
    <div className={shell}>
      <SkipLink />
      <BrandPanel />
      <div className={stack({ gap: '0', minW: '0' })}>
        <header className={css({ display: 'flex', alignItems: 'center', h: 'topBar', px: { base: '4', md: '10' } })}>
          <Logo to="/" />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className={css({
            flex: '1',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            w: '100%',
            maxW: 'md',
            mx: 'auto',
            px: { base: '4', md: '0' },
            // clear of the feedback tab at the right edge (spec §2): from md the form fills its column (5fr 6fr) until lg
            // leaves room on both sides of it
            pe: { base: 'clearOfFeedbackTab', lg: '0' },
            py: '8',
            outline: 'none',
          })}
        >
          <Outlet />
        </main>
        <footer
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: '6',
            px: '4',
            py: '6',
            textStyle: 'sm',
          })}
        >
          <Link to="/terms-and-conditions">Terms and conditions</Link>
          <ExternalLink href={`mailto:${CONTACT_EMAIL}`}>Contact us</ExternalLink>
        </footer>
      </div>
    </div>
  );
}
