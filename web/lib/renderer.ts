// What the web app sets on Preact, the renderer behind its React API (vitest.shared.ts reactOnPreact). Imported first
// by the app (web/boot.tsx) and by the web unit tests' setup.
import { options } from 'preact';

// Preact runs effects after the next frame; React runs a click's effects right after its commit. Ark UI's dialogs
// look for their title in a frame callback queued at the click, and without this found it not yet mounted: a dialog
// without its accessible name. Effects now run in a microtask after the commit that scheduled them.
(options as { requestAnimationFrame?: (flush: () => void) => void }).requestAnimationFrame = (flush) => queueMicrotask(flush);

/**
 * A ref that focuses its element when it is mounted: React's `autoFocus` called focus() itself, Preact writes the
 * autofocus attribute, which a browser honours once per page only (a field shown later would not get the caret).
 * One function for every use, so it runs once per mount and not on each render.
 */
export const focusOnMount = (element: HTMLElement | null): void => element?.focus();
