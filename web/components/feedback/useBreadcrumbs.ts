import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { addBreadcrumb, describeClick } from './breadcrumbs';

/** Records route changes and clicks for error reports; mounted once at the router's root. */
export function useBreadcrumbs(): void {
  const { pathname } = useLocation();
  useEffect(() => addBreadcrumb(`navigate ${pathname}`), [pathname]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const entry = describeClick(event.target);
      if (entry) addBreadcrumb(entry);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);
}
