// Lazy-loaded pages (spec §2: a failed lazy load of a page makes the browser reload). After a deploy the
// old chunk names are gone; one reload fetches the new ones. A sessionStorage flag stops a reload loop
// when the chunk is really missing: the second failure reaches the route's ErrorPage instead.
import { createElement, lazy, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

export const RELOAD_FLAG = 'lazyPageReloaded';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message));
}

export interface LazyPageOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload?: () => void;
}

/**
 * Loads a chunk; a chunk that fails to load after a deploy reloads the browser once (and keeps the caller waiting
 * while the page is replaced), a second failure is thrown.
 */
export async function loadChunk<T>(load: () => Promise<T>, options: LazyPageOptions = {}): Promise<T> {
  const storage = options.storage ?? window.sessionStorage;
  const reload = options.reload ?? (() => window.location.reload());
  try {
    const module = await load();
    storage.removeItem(RELOAD_FLAG);
    return module;
  } catch (error) {
    if (!isChunkLoadError(error) || storage.getItem(RELOAD_FLAG) !== null) throw error;
    storage.setItem(RELOAD_FLAG, String(Date.now()));
    reload();
    // the page is being replaced: keep the router waiting instead of flashing an error
    return new Promise<never>(() => {});
  }
}

export interface LazyRouteHandle {
  /** starts loading the page's chunk (once); web/app/router.tsx calls it for every route a path matches */
  preload: () => Promise<unknown>;
  /** the module functions it loads: the page's, then the one alongside (web/app/firstPaths.ts starts the same) */
  modules: readonly (() => Promise<unknown>)[];
}

export interface LazyRouteOptions extends LazyPageOptions {
  /**
   * A chunk the page loads itself after it paints (a lazyComponent of it, e.g. the login form), started together with
   * the page's so it rarely keeps the member waiting; the page does not wait for it, and reports its failure itself.
   */
  alongside?: () => Promise<unknown>;
}

/**
 * A route's element and handle for a page module with a default export, loaded when the route first renders. Once the
 * chunk is in (the router preloads a path's routes before it renders them), the page renders at once: React.lazy
 * would suspend on its first render even then, commit the fallback, and hold the page back for its fallback throttle
 * (300 ms), on every first route (issue 21).
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>, options: LazyRouteOptions = {}): { element: ReactElement; handle: LazyRouteHandle } {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => {
    if (!loading) options.alongside?.().catch(() => undefined);
    return (loading ??= loadChunk(load, options).then((module) => {
      loaded = module.default;
      return module;
    }));
  };
  const Lazy = lazy(preload);
  // chosen once per mount: switching from Lazy to the page itself later would remount the page
  function LazyRoute() {
    const [Page] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Page);
  }
  const modules = options.alongside ? [load, options.alongside] : [load];
  return { element: createElement(LazyRoute), handle: { preload, modules } };
}

/**
 * A component loaded after the first paint (issue 21): the app shell's menus, drawer and dialogs are not needed to
 * paint a page, so their code (Ark's menu, popover, drawer, focus trap, floating-ui) stays out of the first route's
 * JavaScript. Render it inside <Suspense> with a fallback that looks like its trigger.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await loadChunk(load) }));
}

/** A dialog component loaded when it first opens (see lazyDialog); `preload` starts its chunk early, e.g. on hover. */
export type LazyDialog<P> = ComponentType<P> & { preload: () => void };

/**
 * A dialog whose code loads when it first opens (issue 21: forms' react-hook-form and zod stay out of the page's first
 * route). It renders nothing until then and stays mounted after, for its closing transition. Without Suspense: a
 * suspended dialog would put the nearest boundary's fallback (the route's spinner) in place of the page around it.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= loadChunk(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next opening tries again
        throw error;
      },
    ));
  function Dialog(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (!props.open || Loaded) return;
      let current = true;
      start().then(
        (component) => current && setLoaded(() => component),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [props.open, Loaded]);
    return Loaded ? createElement(Loaded, props) : null;
  }
  return Object.assign(Dialog, { preload: () => void start().catch(() => undefined) });
}
