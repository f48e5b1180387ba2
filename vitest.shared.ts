import { fileURLToPath } from 'node:url';

/** The one import alias of the project: `~/…` is the repository root. */
export const root = fileURLToPath(new URL('.', import.meta.url));
export const alias = { '~': root.replace(/\/$/, '') };
