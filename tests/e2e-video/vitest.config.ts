import { defineProject } from 'vitest/config';
import { alias, root } from '../../vitest.shared.ts';

// Chromium with real (fake-device) media against the whole product: services, gateway and the media node in one
// process on PGlite. Run inside a network namespace with only loopback up, so no ICE check leaves the machine:
//   unshare -n sh -c 'ip link set lo up && npx vitest run --project e2e-video'
export default defineProject({
  root,
  resolve: { alias },
  test: {
    dir: root,
    name: 'e2e-video',
    environment: 'node',
    include: ['tests/e2e-video/**/*.test.ts'],
    globalSetup: [`${root}tests/e2e-video/global-setup.ts`],
    fileParallelism: false,
    expect: { poll: { timeout: 20_000, interval: 250 } },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
