import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useClient } from 'urql';
import { CONTACT_EMAIL } from '~/common/constants';
import { PAGES } from '~/common/messages';
import { StandaloneLayout } from '~/web/components/layout/StandaloneLayout';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { ExternalLink } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';
import { button } from '~/web/styled-system/recipes';
import { isReportable, reportRouteError } from '~/web/components/feedback/reportError';
import { NotFoundMessage } from './NotFoundMessage';

/** The route errorElement: 'Sorry, we broke something!' with a write-us link (spec §2). Kept free
 *  of session and data hooks so that it renders whatever broke. A failed page-chunk load reloads
 *  the browser before it gets here (web/lib/lazyPage). */
export default function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(notFound ? PAGES.notFoundTitle : PAGES.errorTitle);
  const client = useClient();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!isReportable(error, notFound)) return;
    // a report that cannot be sent must not break the page that says something broke
    reportRouteError(client, error, pathname + search).catch(() => undefined);
  }, [client, error, notFound, pathname, search]);

  if (notFound) {
    return (
      <StandaloneLayout>
        <NotFoundMessage>
          <a href="/home" className={button({ size: 'lg' })}>
            {PAGES.goHome}
          </a>
        </NotFoundMessage>
      </StandaloneLayout>
    );
  }

  return (
    <StandaloneLayout>
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '5', textAlign: 'center' })}>
        <Heading as="h1" size="2xl">
          {PAGES.errorTitle}
        </Heading>
        <Text tone="muted">
          Something went wrong while showing this page. Please try again in a moment, or{' '}
          <ExternalLink href={`mailto:${CONTACT_EMAIL}`}>write us</ExternalLink> and tell us what you were doing.
        </Text>
        <a href="/home" className={button({ size: 'lg' })}>
          {PAGES.goHome}
        </a>
      </div>
    </StandaloneLayout>
  );
}
