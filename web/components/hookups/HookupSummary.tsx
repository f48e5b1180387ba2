// The hookup being rescheduled: partner, time in local time, status and the reschedules left.
import { Avatar } from '~/web/components/ui/avatar';
import { Badge } from '~/web/components/ui/badge';
import { formatDateTime } from '~/web/lib/dates';
import type { HookupData } from '~/web/lib/hookupLive';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { reschedulesLeftText, statusText, STATUS_TONES } from './display';

export function HookupSummary({ hookup: h }: { hookup: HookupData }) {
  return (
    <section
      aria-label="The hookup"
      className={hstack({ gap: '4', p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l3', bg: 'bg.subtle' })}
    >
      <Avatar name={h.partner.fullName} src={h.partner.imageUrl} size="lg" />
      <div className={stack({ gap: '1' })}>
        <p className={css({ fontWeight: 'semibold' })}>Hookup with {h.partner.fullName}</p>
        {h.partner.jobPosition ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{h.partner.jobPosition}</p> : null}
        <p className={css({ textStyle: 'sm' })}>
          Now: <time dateTime={h.startDateTime}>{formatDateTime(h.startDateTime)}</time>
        </p>
        <div className={hstack({ gap: '2', flexWrap: 'wrap' })}>
          <Badge tone={STATUS_TONES[h.hookupStatus]}>{statusText(h)}</Badge>
          <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            {reschedulesLeftText(h.reschedulesLeft)}
          </span>
        </div>
      </div>
    </section>
  );
}
