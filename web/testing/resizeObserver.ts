import { afterAll, beforeAll, vi } from 'vitest';

/** jsdom has no ResizeObserver, which Ark UI's popovers, menus and selects use: a silent one for the file's tests. */
export function stubResizeObserver(): void {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
  afterAll(() => vi.unstubAllGlobals());
}
