// spec §8: the route-error page reports what it caught, except not-found and module-load failures. Stored by
// services (scrubbed, capped); with SENTRY_DSN the same event also goes to Sentry, whose SDK is only downloaded then.
import { useEffect } from 'react';
import { useClient, type Client } from 'urql';
import { APP_VERSION, ERROR_REPORT_TEXT_MAX, SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE, SENTRY_REPLAY_SAMPLE_RATE } from '~/common/constants';
import { isChunkLoadError } from '~/web/lib/lazyPage';
import { breadcrumbs } from './breadcrumbs';
import { FeedbackSettingsQuery, ReportErrorMutation } from './documents';

export function isReportable(error: unknown): boolean {
  return !isChunkLoadError(error);
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack?.slice(0, ERROR_REPORT_TEXT_MAX.stack) };
  if (error && typeof error === 'object' && 'statusText' in error) {
    const response = error as { status?: number; statusText?: string; data?: unknown };
    return { message: `${response.status ?? ''} ${response.statusText ?? ''} ${typeof response.data === 'string' ? response.data : ''}`.trim() };
  }
  return { message: String(error) };
}

let sentryStarted: Promise<typeof import('@sentry/react')> | null = null;

/** The Sentry SDK, loaded and initialised once, and only when a DSN is configured. */
function sentry(dsn: string) {
  sentryStarted ??= import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn,
      release: APP_VERSION,
      integrations: [Sentry.replayIntegration()],
      replaysSessionSampleRate: SENTRY_REPLAY_SAMPLE_RATE, // spec §9
      replaysOnErrorSampleRate: SENTRY_REPLAY_ON_ERROR_SAMPLE_RATE, // spec §9
    });
    return Sentry;
  });
  return sentryStarted;
}

async function configuredDsn(client: Client): Promise<string | null> {
  const settings = await client.query(FeedbackSettingsQuery, {}).toPromise();
  return settings.data?.feedbackSettings.sentryDsn ?? null;
}

/**
 * spec §9: with SENTRY_DSN configured Sentry starts once the first page has painted, so its session-replay rate
 * samples ordinary sessions, not only those that hit an error; without it no Sentry code is ever loaded.
 */
export async function startSentry(client: Client): Promise<void> {
  const dsn = await configuredDsn(client);
  if (dsn) await sentry(dsn);
}

/** Mounted after the first route has painted (web/main.tsx's AfterFirstRoute): starts Sentry when configured. */
export function SentryAfterFirstPaint(): null {
  const client = useClient();
  useEffect(() => void startSentry(client), [client]);
  return null;
}

export async function reportRouteError(client: Client, error: unknown, route: string): Promise<void> {
  const { message, stack } = describe(error);
  const input = {
    message: message.slice(0, ERROR_REPORT_TEXT_MAX.message) || 'Unknown error',
    stack: stack ?? null,
    route: route.slice(0, ERROR_REPORT_TEXT_MAX.route),
    release: APP_VERSION,
    breadcrumbs: breadcrumbs(),
  };
  await client.mutation(ReportErrorMutation, { input }).toPromise();
  const dsn = await configuredDsn(client);
  if (dsn) {
    const Sentry = await sentry(dsn);
    for (const crumb of input.breadcrumbs) Sentry.addBreadcrumb({ message: crumb });
    Sentry.captureException(error, { tags: { route: input.route } });
  }
}
