// Whether a page renders inside the app shell (top bar, menu, bell, avatar), so a page that is shown both inside and
// outside it — the not-found page — draws its own frame only when it has none.
import { createContext, useContext } from 'react';

export const InAppShellContext = createContext(false);

export const useInAppShell = () => useContext(InAppShellContext);
