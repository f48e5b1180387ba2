import type { SVGProps } from 'react';
import { CalendarIcon, StarIcon, UsersIcon } from '~/web/components/ui/icons';
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

/** The bell, drawn like the UI kit's icons (decorative: the button that holds it carries the name). */
export const BellIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </svg>
);

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
