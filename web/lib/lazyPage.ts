// Lazy-loaded pages (spec §2: a failed lazy load of a page makes the browser reload). After a deploy the
// old chunk names are gone; one reload fetches the new ones. A sessionStorage flag stops a reload loop
// when the chunk is really missing: the second failure reaches the route's ErrorPage instead.
import type { ComponentType } from 'react';

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

/** A route's `lazy` for a page module with a default export. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, options: LazyPageOptions = {}) {
  return async (): Promise<{ Component: ComponentType }> => {
    const storage = options.storage ?? window.sessionStorage;
    const reload = options.reload ?? (() => window.location.reload());
    try {
      const module = await load();
      storage.removeItem(RELOAD_FLAG);
      return { Component: module.default };
    } catch (error) {
      if (!isChunkLoadError(error) || storage.getItem(RELOAD_FLAG) !== null) throw error;
      storage.setItem(RELOAD_FLAG, String(Date.now()));
      reload();
      // the page is being replaced: keep the router waiting instead of flashing an error
      return new Promise<never>(() => {});
    }
  };
}
