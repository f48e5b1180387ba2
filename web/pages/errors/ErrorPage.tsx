import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { useClient } from 'urql';
import { CONTACT_EMAIL } from '~/common/constants';
import { PAGES } from '~/common/messages/pages';
import { StandaloneLayout } from '~/web/components/layout/StandaloneLayout';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { ExternalLink } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { stack } from '~/web/styled-system/patterns';
import { button } from '~/web/styled-system/recipes';
import { isReportable, reportRouteError } from '~/web/components/feedback/reportError';

/** The route error page (web/app/router.tsx): 'Sorry, we broke something!' with a write-us link (spec §2). Kept free
 *  of session and data hooks so that it renders whatever broke. A failed page-chunk load reloads
 *  the browser before it gets here (web/lib/lazyPage). Unknown paths are the not-found page's, never an error. */
export default function ErrorPage({ error }: { error: unknown }) {
  usePageTitle(PAGES.errorTitle);
  const client = useClient();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!isReportable(error)) return;
    // a report that cannot be sent must not break the page that says something broke
    reportRouteError(client, error, pathname + search).catch(() => undefined);
  }, [client, error, pathname, search]);

  return (
    <StandaloneLayout>
      <div className={stack({ gap: '5', alignItems: 'center', textAlign: 'center' })}>
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

interface BoundaryState {
  error: unknown;
  location: Location;
}

/** The route error page for whatever a page throws (or a page chunk that cannot load); leaving the page clears it. */
export class RouteErrorBoundary extends Component<{ location: Location; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { location: Location }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page broke:', error, info.componentStack);
  }

  render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}
