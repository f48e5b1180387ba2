import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, lazyDialog, lazyRoute, RELOAD_FLAG } from '~/web/lib/lazyPage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const Page = () => null;
const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/LoginPage-abc.js'));

describe('lazy pages (spec §2: a failed lazy load reloads the browser)', () => {
  it('loads the default export as the route component', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_FLAG, '1');
    await expect(lazyRoute(async () => ({ default: Page }), { storage }).handle.preload()).resolves.toEqual({ default: Page });
    expect(storage.getItem(RELOAD_FLAG)).toBeNull();
  });

  it('a chunk load failure reloads the browser once', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    void lazyRoute(chunkError, { storage, reload }).handle.preload();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.getItem(RELOAD_FLAG)).not.toBeNull();
  });

  it('a second chunk load failure after the reload goes to the error page instead of looping', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_FLAG, '1');
    const reload = vi.fn();
    await expect(lazyRoute(chunkError, { storage, reload }).handle.preload()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('starts a chunk loaded alongside once, with the page, without waiting for it or failing with it', async () => {
    const Page = () => null;
    const alongside = vi.fn(() => new Promise<never>(() => {}));
    const route = lazyRoute(async () => ({ default: Page }), { storage: memoryStorage(), alongside });
    await expect(route.handle.preload()).resolves.toEqual({ default: Page });
    await route.handle.preload();
    expect(alongside).toHaveBeenCalledTimes(1);
    const failing = lazyRoute(async () => ({ default: Page }), { storage: memoryStorage(), alongside: () => Promise.reject(new Error('form chunk')) });
    await expect(failing.handle.preload()).resolves.toEqual({ default: Page });
  });

  it('other errors are not retried', async () => {
    const reload = vi.fn();
    await expect(lazyRoute(() => Promise.reject(new Error('boom')), { storage: memoryStorage(), reload }).handle.preload()).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
  });

  describe('rendering', () => {
    afterEach(cleanup);
    const inSuspense = (element: ReturnType<typeof lazyRoute>['element']) =>
      createElement(Suspense, { fallback: createElement('p', null, 'Loading the page') }, element);
    const Named = () => createElement('h1', null, 'The page');

    it('renders a preloaded page in the first commit, never its fallback (no Suspense throttle on a first route)', async () => {
      const route = lazyRoute(async () => ({ default: Named }), { storage: memoryStorage() });
      await route.handle.preload();
      act(() => void render(inSuspense(route.element)));
      expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
      expect(screen.queryByText('Loading the page')).toBeNull();
    });

    it('shows the fallback while a page not yet preloaded loads, then the page', async () => {
      const route = lazyRoute(async () => ({ default: Named }), { storage: memoryStorage() });
      act(() => void render(inSuspense(route.element)));
      expect(screen.getByText('Loading the page')).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    });
  });

  describe('lazyDialog', () => {
    afterEach(cleanup);
    const View = ({ open }: { open: boolean }) => createElement('p', null, open ? 'open' : 'closed');

    it('loads nothing while closed, loads and shows the dialog when opened, and keeps it mounted once closed', async () => {
      const load = vi.fn(async () => View);
      const Dialog = lazyDialog(load);
      const { rerender } = render(createElement(Dialog, { open: false }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(load).not.toHaveBeenCalled();
      expect(screen.queryByText('closed')).toBeNull();
      rerender(createElement(Dialog, { open: true }));
      expect(await screen.findByText('open')).toBeTruthy();
      rerender(createElement(Dialog, { open: false }));
      expect(screen.getByText('closed')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('renders at once where its code was preloaded, and tries again after a failed load', async () => {
      const Preloaded = lazyDialog(async () => View);
      Preloaded.preload();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      render(createElement(Preloaded, { open: true }));
      expect(screen.getByText('open')).toBeTruthy();
      cleanup();
      let fail = true;
      const Flaky = lazyDialog(async () => {
        if (fail) throw new Error('boom');
        return View;
      });
      const { rerender } = render(createElement(Flaky, { open: true }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByText('open')).toBeNull();
      fail = false;
      rerender(createElement(Flaky, { open: false }));
      rerender(createElement(Flaky, { open: true }));
      expect(await screen.findByText('open')).toBeTruthy();
    });
  });
});
