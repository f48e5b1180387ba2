// spec §2 "Notification bell": the top bar's bell with the count of new notifications; opening it marks all as not
// new (§4), lists them with image, message, date and time, loads more pages on scroll, and a click marks one viewed
// and follows it.
import { Portal } from '@ark-ui/react/portal';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION } from '~/common/messages/notifications';
import { Alert } from '~/web/components/ui/alert';
import { Button, IconButton } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { InfiniteScrollSentinel } from '~/web/components/ui/infinite-scroll-sentinel';
import { Popover } from '~/web/components/ui/popover';
import { formatDateTime } from '~/web/lib/dates';
import { notificationTarget, type NotificationData } from '~/web/lib/notifications';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { BellIcon, NotificationImage } from './NotificationImage';
import { useNotifications } from './useNotifications';
import { countBadge } from '~/web/components/ui/count-badge';

const panel = css({ w: { base: 'calc(100vw - 1.5rem)', sm: '96' }, maxH: 'min(32rem, calc(100dvh - 5rem))' });

const item = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  w: '100%',
  px: '4',
  py: '3',
  textAlign: 'start',
  cursor: 'pointer',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focusRing', outlineOffset: '-2px' },
  // not viewed yet: tinted, the message in the default colour and bold, a dot at the end
  '&[data-viewed=false]': { bg: 'accent.subtle', color: 'fg.default', _hover: { bg: 'accent.muted' } },
});

const unviewedDot = css({ flexShrink: '0', w: '2', h: '2', mt: '2', borderRadius: 'full', bg: 'accent.default' });

function NotificationItem({ notification, onSelect }: { notification: NotificationData; onSelect: (n: NotificationData) => void }) {
  const unviewed = !notification.viewed;
  return (
    <li>
      <button type="button" className={item} data-viewed={String(notification.viewed)} onClick={() => onSelect(notification)}>
        <NotificationImage notification={notification} />
        <span className={stack({ gap: '1', flex: '1', minW: '0' })}>
          {unviewed ? <span className={css({ srOnly: true })}>Not viewed: </span> : null}
          <span className={css({ textStyle: 'sm', fontWeight: unviewed ? 'semibold' : 'normal', overflowWrap: 'anywhere' })}>
            {notification.message}
          </span>
          <time dateTime={notification.date} className={css({ textStyle: 'xs', color: 'fg.muted' })}>
            {formatDateTime(notification.date)}
          </time>
        </span>
        {unviewed ? <span className={unviewedDot} aria-hidden="true" /> : null}
      </button>
    </li>
  );
}

/** The bell of the top bar (every signed-in page). */
export function NotificationBell() {
  const notifications = useNotifications();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const badgeId = useId();
  const count = notifications.newNotificationsCount;

  const select = (notification: NotificationData) => {
    notifications.markViewed(notification);
    setOpen(false);
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) notifications.markAllNotNew();
      }}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
    >
      <Popover.Trigger asChild>
        <IconButton aria-label="Notifications" aria-describedby={count > 0 ? badgeId : undefined} className={css({ position: 'relative' })}>
          <BellIcon />
          {count > 0 ? (
            <span id={badgeId} className={countBadge}>
              {count > 99 ? '99+' : count}
              <span className={css({ srOnly: true })}> new</span>
            </span>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* named by itself too: Ark links the title only once it has seen it rendered */}
          <Popover.Content className={panel} aria-label="Notifications">
            <Popover.Title>
              Notifications
            </Popover.Title>
            <div className={css({ overflowY: 'auto', flex: '1' })}>
              {notifications.items.length > 0 ? (
                <ul aria-label="Notifications list">
                  {notifications.items.map((notification) => (
                    <NotificationItem key={notification.id} notification={notification} onSelect={select} />
                  ))}
                </ul>
              ) : null}
              {notifications.error ? (
                <div className={stack({ gap: '3', alignItems: 'flex-start', p: '4' })}>
                  <Alert status="error">{notifications.error}</Alert>
                  <Button variant="outline" size="sm" onClick={notifications.retry}>
                    Try again
                  </Button>
                </div>
              ) : null}
              {!notifications.loading && !notifications.error && notifications.items.length === 0 ? (
                <p className={css({ px: '4', py: '6', textAlign: 'center', color: 'fg.muted', textStyle: 'sm' })}>{NOTIFICATION.empty}</p>
              ) : null}
              {notifications.loading ? (
                <div className={css({ display: 'flex', justifyContent: 'center', p: '3' })}>
                  <Spinner label="Loading notifications" />
                </div>
              ) : null}
              {notifications.hasMore && !notifications.error ? (
                <InfiniteScrollSentinel onVisible={notifications.loadMore} loading={notifications.loading} itemCount={notifications.items.length} />
              ) : null}
            </div>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
