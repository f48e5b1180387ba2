/**
 * Work that groups what arrives together (chat send batches, shared session checks) starts through this: on PostgreSQL
 * at once, on the embedded database one event-loop turn later, once however often it is asked in that turn. PGlite's
 * statements are synchronous WebAssembly behind resolved promises, so work started from the callback that read a
 * request ran to its end before the other requests read in the same poll had asked for theirs.
 */
export function nextTurnScheduler(embedded: boolean, run: () => void): () => void {
  let scheduled = false;
  return () => {
    if (!embedded) return run();
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      run();
    });
  };
}
