import { BellIcon, CalendarIcon, StarIcon, UsersIcon } from '~/web/components/ui/icons';

export { BellIcon };
import { isGroupHookupCode, isHookupCode, type NotificationData } from '~/web/lib/notifications';
import { css } from '~/web/styled-system/css';

const frame = css({
  flexShrink: '0',
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'accent.subtle',
  color: 'accent.text',
});


function CodeIcon({ code }: { code: string }) {
  if (isGroupHookupCode(code)) return <UsersIcon />;
  if (isHookupCode(code)) return <CalendarIcon />;
  if (code === 'WELCOME') return <StarIcon />;
  return <BellIcon />;
}

/** spec §2: each notification shows its image; without one (WELCOME), an icon of what it is about. */
export function NotificationImage({ notification }: { notification: Pick<NotificationData, 'image' | 'notificationCode'> }) {
  return (
    <span className={frame} aria-hidden="true">
      {notification.image ? (
        <img src={notification.image} alt="" className={css({ w: '100%', h: '100%', objectFit: 'cover' })} />
      ) : (
        <CodeIcon code={notification.notificationCode} />
      )}
    </span>
  );
}
