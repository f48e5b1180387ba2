// The entry: it starts the first page's chunks (web/app/firstPaths.ts) and the app (web/boot.tsx) together, so a
// phone fetches them side by side instead of the page's only after React and the router have loaded and run.
import { startFirstPath } from '~/web/app/firstPaths';

startFirstPath(window.location.pathname);
void import('~/web/boot');
