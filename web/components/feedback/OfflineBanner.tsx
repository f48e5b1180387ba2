import { useSyncExternalStore } from 'react';
import { PAGES } from '~/common/messages/pages';
import { hstack } from '~/web/styled-system/patterns';
import { WifiOffIcon } from '~/web/components/ui/icons';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
const isOnlineOnServer = () => true;

const banner = hstack({
  gap: '2',
  position: 'fixed',
  insetX: '0',
  bottom: '0',
  zIndex: 'banner',
  justifyContent: 'center',
  px: '4',
  py: '2.5',
  bg: 'fg.default',
  color: 'fg.inverted',
  textStyle: 'sm',
  fontWeight: 'medium',
});

/** spec §8: 'No internet connection.' while the browser is offline. The live region stays
 *  mounted so screen readers announce the change. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className={banner}>
          <WifiOffIcon width={18} height={18} />
          {PAGES.offline}
        </p>
      )}
    </div>
  );
}
