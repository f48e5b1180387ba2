import { useEffect } from 'react';
import { useChatUnreadTotal } from '~/web/lib/chat/context';

export const PRODUCT_NAME = 'Hookups';

/** The tab title: "{title} · Hookups", prefixed with the unread chat count when there is one (spec §2). */
export function pageTitle(title: string, unread: number): string {
  return `${unread > 0 ? `(${unread}) ` : ''}${title} · ${PRODUCT_NAME}`;
}

/** Sets the browser tab title while the page is shown; it follows the unread chat count live. */
export function usePageTitle(title: string): void {
  const unread = useChatUnreadTotal();
  useEffect(() => {
    document.title = pageTitle(title, unread);
  }, [title, unread]);
}
