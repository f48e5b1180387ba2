import type { Client } from 'urql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION } from '~/common/constants';
import { addBreadcrumb, clearBreadcrumbs } from '~/web/components/feedback/breadcrumbs';
import { reportRouteError, startSentry } from '~/web/components/feedback/reportError';

// The Sentry SDK as the page would load it: records what it is asked to do (spec §9, issue 18).
const sentry = vi.hoisted(() => ({
  loaded: 0,
  init: vi.fn(),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
  addBreadcrumb: vi.fn(),
  captureException: vi.fn(),
}));
vi.mock('@sentry/react', () => {
  sentry.loaded += 1;
  return { init: sentry.init, replayIntegration: sentry.replayIntegration, addBreadcrumb: sentry.addBreadcrumb, captureException: sentry.captureException };
});

function fakeClient(sentryDsn: string | null) {
  const reports: unknown[] = [];
  const client = {
    mutation: vi.fn((_document: unknown, variables: { input: unknown }) => {
      reports.push(variables.input);
      return { toPromise: async () => ({ data: { reportError: true } }) };
    }),
    query: vi.fn(() => ({ toPromise: async () => ({ data: { feedbackSettings: { redirect: false, sentryDsn } } }) })),
  };
  return { client: client as unknown as Client, reports };
}

beforeEach(() => clearBreadcrumbs());

// One file, in this order: the SDK is loaded once per page and stays.
describe('route errors and Sentry (spec §8, §9)', () => {
  it('without SENTRY_DSN the error is stored only, and no Sentry code is loaded', async () => {
    const { client, reports } = fakeClient(null);
    await startSentry(client);
    await reportRouteError(client, new Error('boom'), '/home');
    expect(reports).toHaveLength(1);
    expect(sentry.loaded).toBe(0);
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('with SENTRY_DSN Sentry starts after the first paint, before any error, with the spec replay rates and the release', async () => {
    const { client, reports } = fakeClient('https://key@sentry.example/1');
    await startSentry(client);
    expect(sentry.loaded).toBe(1);
    expect(reports).toHaveLength(0);
    expect(sentry.captureException).not.toHaveBeenCalled();
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init.mock.calls[0][0]).toMatchObject({
      dsn: 'https://key@sentry.example/1',
      release: APP_VERSION,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('with SENTRY_DSN a route error also goes to the Sentry already started, with the route and the trail', async () => {
    addBreadcrumb('navigate /home');
    addBreadcrumb('click Hookups');
    const { client, reports } = fakeClient('https://key@sentry.example/1');
    const error = new Error('boom');
    await reportRouteError(client, error, '/hookups');
    expect(reports).toHaveLength(1);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.addBreadcrumb.mock.calls.map(([crumb]) => crumb)).toEqual([{ message: 'navigate /home' }, { message: 'click Hookups' }]);
    expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { route: '/hookups' } });

    // a second error reuses the SDK started once
    await reportRouteError(client, new Error('again'), '/home');
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.captureException).toHaveBeenCalledTimes(2);
  });
});
