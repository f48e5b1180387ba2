// App-wide providers: the session actor and the urql client bound to it.
import type { ReactNode } from 'react';
import { SessionProvider } from '~/web/lib/session';

export interface AppProvidersProps {
  children: ReactNode;
  /** How the session machine moves the browser (web/app/appRouter.tsx navigateFromOutside). */
  navigate: (to: string) => void;
}

export function AppProviders({ children, navigate }: AppProvidersProps) {
  return <SessionProvider navigate={navigate}>{children}</SessionProvider>;
}
