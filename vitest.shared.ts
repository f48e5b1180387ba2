import { fileURLToPath } from 'node:url';
import { reactOnPreact } from './web/reactOnPreact.ts';

/** The one import alias of the project: `~/…` is the repository root. */
export const root = fileURLToPath(new URL('.', import.meta.url));
export const alias = { '~': root.replace(/\/$/, '') };

/** `alias` and `reactOnPreact` as one list, for the web app's build and tests */
export const webAliases = [...reactOnPreact, { find: '~', replacement: alias['~'] }];
