// The harness of the tests of what the gateway serves besides GraphQL: a built web app in a temporary folder, fake
// services behind msw (unhandled requests are errors), and the gateway built over both, for the calling file.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildGateway, type GatewayOptions } from '~/gateway/server';
import { createFakeServices, createSigningKeys, SERVICES_URL } from '~/gateway/testing/fakeServices';

export interface WebAppGateway {
  readonly app: FastifyInstance;
  /** msw's fake services: `services.use(…)` for one test (reset after each) */
  readonly services: ReturnType<typeof createFakeServices>;
  /** the folder the web app is served from */
  readonly webDist: string;
}

export interface WebAppGatewayOptions {
  /** the web app's files by path under the folder, e.g. { 'index.html': …, 'assets/index-1.js': … } */
  files: Record<string, string>;
  /** runs over the folder once the files are written (e.g. the build's precompression) */
  prepare?: (webDist: string) => Promise<void>;
  gateway?: GatewayOptions;
}

/** Registers beforeAll/afterEach/afterAll in the calling file and answers the running parts. */
export function useWebAppGateway(options: WebAppGatewayOptions): WebAppGateway {
  let app: FastifyInstance | undefined;
  let services: ReturnType<typeof createFakeServices> | undefined;
  let webDist: string | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useWebAppGateway: read inside a test, after beforeAll');
    return value;
  };

  beforeAll(async () => {
    services = createFakeServices(await createSigningKeys());
    services.listen({ onUnhandledRequest: 'error' });
    const folder = await mkdtemp(join(tmpdir(), 'hookups-web-'));
    webDist = folder;
    for (const [path, content] of Object.entries(options.files)) {
      await mkdir(dirname(join(folder, path)), { recursive: true });
      await writeFile(join(folder, path), content);
    }
    await options.prepare?.(folder);
    app = await buildGateway({ servicesUrl: SERVICES_URL, webDist: folder, ...options.gateway });
  });
  afterEach(() => services?.resetHandlers());
  afterAll(async () => {
    await app?.close();
    services?.close();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  return {
    get app() {
      return started(app);
    },
    get services() {
      return started(services);
    },
    get webDist() {
      return started(webDist);
    },
  };
}
