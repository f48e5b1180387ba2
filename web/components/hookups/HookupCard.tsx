// A one-to-one hookup in the member's lists: the partner (photo, name, job), the time in local time, the
// status in words, why the two were matched, the reschedules left, and Confirm / Reschedule / Cancel.
// A refusal shows in the card (spec §8: the hookups area's codes), a cancel's in its dialog.
import { Link as RouterLink } from 'react-router';
import { availableActions } from '~/common/hookupRules';
import { reviewWindowOpen } from '~/common/reviewRules';
import { PAGES, pagePath } from '~/common/routes';
import { ReasonDialog } from '~/web/components/group-hookups/LazyReasonDialog';
import { Alert } from '~/web/components/ui/alert';
import { Avatar } from '~/web/components/ui/avatar';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { CalendarIcon } from '~/web/components/ui/icons';
import { formatDateTime } from '~/web/lib/dates';
import type { HookupData } from '~/web/lib/hookupLive';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { button } from '~/web/styled-system/recipes';
import { reschedulePath, reschedulesLeftText, statusText, STATUS_TONES } from './display';
import { JoinVideoCallButton } from './JoinVideoCallButton';
import { StartChatButton } from '~/web/components/chat/StartChatButton';
import { useHookupActions } from './useHookupActions';

export interface HookupCardProps {
  hookup: HookupData;
  /** The answer of a confirm or cancel, to put in the list at once (the live event follows). */
  onChanged?: (hookup: HookupData) => void;
  /** epoch ms; the page's clock */
  now?: number;
}

const row = hstack({ gap: '2', flexWrap: 'wrap' });

export function HookupCard({ hookup: h, onChanged, now = Date.now() }: HookupCardProps) {
  const titleId = `hookup-${h.uuid}-title`;
  const actions = availableActions({ ...h, status: h.hookupStatus }, now);
  const { confirm, confirming, cancel, cancelling, setCancelling, error } = useHookupActions(h.uuid, onChanged);
  const left = h.reschedulesLeft;
  // after the meeting: /reviews lists it while its 14-day window is open (if both joined the call)
  const reviewable = h.hookupStatus === 'COMPLETED' && reviewWindowOpen(new Date(h.endDateTime), new Date(now));

  return (
    <Card.Root as="article" aria-labelledby={titleId} className={css({ h: '100%' })}>
      <Card.Body className={css({ flex: '1', gap: '3', py: '4', px: '5' })}>
        <div className={row}>
          <Badge tone={STATUS_TONES[h.hookupStatus]}>{statusText(h)}</Badge>
          {h.timeCycleName ? <Badge>{h.timeCycleName}</Badge> : null}
        </div>
        <div className={hstack({ gap: '3' })}>
          <Avatar name={h.partner.fullName} src={h.partner.imageUrl} size="md" />
          <div className={stack({ gap: '0', minW: '0' })}>
            <Card.Title as="h3" id={titleId} className={css({ textStyle: 'md' })}>
              Hookup with {h.partner.fullName}
            </Card.Title>
            {h.partner.jobPosition ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{h.partner.jobPosition}</p> : null}
          </div>
        </div>
        <p className={hstack({ gap: '1.5', textStyle: 'sm', color: 'fg.default' })}>
          <CalendarIcon width={16} height={16} aria-hidden />
          <time dateTime={h.startDateTime}>{formatDateTime(h.startDateTime)}</time>
        </p>
        {h.matchReasons.length > 0 ? (
          <div className={css({ textStyle: 'sm' })}>
            <p className={css({ fontWeight: 'semibold' })}>Why you were matched</p>
            <ul className={css({ listStyle: 'disc', pl: '5', color: 'fg.muted' })}>
              {h.matchReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {h.hookupStatus === 'CANCELLED' && h.cancellationReason ? (
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            Cancelled{h.cancelledBy ? ` by ${h.cancelledBy.fullName}` : ''}: {h.cancellationReason}
          </p>
        ) : null}
        {h.hookupStatus === 'PENDING' || h.hookupStatus === 'CONFIRMED' ? (
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            {reschedulesLeftText(left)}
          </p>
        ) : null}
        {error ? <Alert status="error">{error}</Alert> : null}
      </Card.Body>
      {actions.size > 0 || h.hookupStatus !== 'CANCELLED' ? (
        <Card.Footer className={css({ justifyContent: 'flex-start', flexWrap: 'wrap', gap: '2', px: '5', pb: '5', _empty: { display: 'none' } })}>
          <JoinVideoCallButton hookup={h} />
          <StartChatButton memberUUID={h.partner.uuid} memberName={h.partner.fullName} />
          {reviewable ? (
            <RouterLink to={pagePath(PAGES.reviews)} aria-describedby={titleId} className={button({ variant: 'outline', size: 'sm' })}>
              Review
            </RouterLink>
          ) : null}
          {actions.has('confirm') ? (
            <Button size="sm" loading={confirming} onClick={() => void confirm()} aria-describedby={titleId}>
              Confirm
            </Button>
          ) : null}
          {actions.has('reschedule') ? (
            <RouterLink to={reschedulePath(h.uuid)} aria-describedby={titleId} className={button({ variant: 'outline', size: 'sm' })}>
              Reschedule
            </RouterLink>
          ) : null}
          {actions.has('cancel') ? (
            <Button size="sm" variant="outline" onClick={() => setCancelling(true)} aria-describedby={titleId}>
              Cancel
            </Button>
          ) : null}
        </Card.Footer>
      ) : null}
      {/* kept mounted while it is open even if the hookup changes: SAVE then answers as the server says */}
      <ReasonDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel hookup"
        description={`${h.partner.fullName} is told the hookup is cancelled, with your reason.`}
        confirmLabel="Cancel hookup"
        onConfirm={cancel}
      />
    </Card.Root>
  );
}
