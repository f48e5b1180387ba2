import { useEffect } from 'react';

export const PRODUCT_NAME = 'Hookups';

/** Sets the browser tab title to "{title} · Hookups" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
