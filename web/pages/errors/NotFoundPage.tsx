import { useNavigate } from 'react-router';
import { PAGES } from '~/common/messages/pages';
import { useInAppShell } from '~/web/components/layout/inAppShell';
import { StandaloneLayout } from '~/web/components/layout/StandaloneLayout';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Button } from '~/web/components/ui/button';
import { css } from '~/web/styled-system/css';
import { NotFoundMessage } from './NotFoundMessage';

/**
 * spec §2 not-found page: 'Page not found', its text and a GO HOME button to /home. A signed-in member sees it inside
 * the app shell (menu, bell, avatar), so they are not stranded; anyone else in the standalone frame.
 */
export default function NotFoundPage() {
  usePageTitle(PAGES.notFoundTitle);
  const navigate = useNavigate();
  const message = (
    <NotFoundMessage>
      <Button size="lg" onClick={() => navigate('/home')}>
        {PAGES.goHome}
      </Button>
    </NotFoundMessage>
  );
  if (useInAppShell()) return <div className={css({ display: 'grid', placeItems: 'center', py: '16' })}>{message}</div>;
  return <StandaloneLayout>{message}</StandaloneLayout>;
}
