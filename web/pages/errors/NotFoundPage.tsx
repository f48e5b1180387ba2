import { useNavigate } from 'react-router';
import { PAGES } from '~/common/messages';
import { StandaloneLayout } from '~/web/components/layout/StandaloneLayout';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Button } from '~/web/components/ui/button';
import { NotFoundMessage } from './NotFoundMessage';

/** spec §2 not-found page: 'Page not found', its text and a GO HOME button to /home. */
export default function NotFoundPage() {
  usePageTitle(PAGES.notFoundTitle);
  const navigate = useNavigate();
  return (
    <StandaloneLayout>
      <NotFoundMessage>
        <Button size="lg" onClick={() => navigate('/home')}>
          {PAGES.goHome}
        </Button>
      </NotFoundMessage>
    </StandaloneLayout>
  );
}
