// Form validation that loads after the first paint (issue 21): zod and a page's schema weigh ~24 KiB gzipped, and a
// form needs them only when it validates, at the earliest on the member's first submit. The page starts loading them
// once it has painted, so the first submit rarely waits.
import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadChunk } from '~/web/lib/lazyPage';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** start loading now (after the first paint); resolving waits for the same load */
  preload: () => Promise<unknown>;
}

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () => (loading ??= loadChunk(load).catch((error: unknown) => {
    loading = undefined; // a later submit tries again
    throw error;
  }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => get(),
  };
}

/** Starts loading a lazy resolver once the page has painted. */
export function usePreloadedResolver(lazy: Pick<LazyResolver<FieldValues>, 'preload'>): void {
  useEffect(() => {
    lazy.preload().catch(() => undefined); // a failure shows on submit, where it can be retried
  }, [lazy]);
}
