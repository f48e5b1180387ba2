// The week and month views of /calendar: each day with its entries (links to their pages), in local time.
import { format } from 'date-fns';
import { Link as RouterLink } from 'react-router';
import { UsersIcon, VideoIcon } from '~/web/components/ui/icons';
import { css, cx } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { timeOfDay, type CalendarDay, type CalendarEntry, type CalendarView } from './calendarGrid';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const entryLink = css({
  display: 'flex',
  gap: '1.5',
  alignItems: 'flex-start',
  px: '2',
  py: '1',
  borderRadius: 'l1',
  textStyle: 'xs',
  textDecoration: 'none',
  color: 'fg.default',
  bg: 'accent.subtle',
  borderLeftWidth: '3px',
  borderColor: 'accent.default',
  _hover: { bg: 'bg.muted' },
  '& svg': { flexShrink: '0', mt: '0.5' },
});
const groupEntry = css({ bg: 'bg.subtle', borderColor: 'fg.muted' });
const cancelledEntry = css({ textDecoration: 'line-through', color: 'fg.muted', bg: 'bg.default', borderColor: 'border.default' });

/** A one-to-one hookup is a video call with one member (camera); a group hookup gathers several (people). */
const ENTRY_ICONS = { hookup: { Icon: VideoIcon, name: 'camera' }, groupHookup: { Icon: UsersIcon, name: 'people' } } as const;

function EntryLink({ entry, timeZone, hour12, compact }: { entry: CalendarEntry; timeZone: string; hour12: boolean; compact?: boolean }) {
  const { Icon, name: iconName } = ENTRY_ICONS[entry.kind];
  const time = compact ? timeOfDay(entry.start, timeZone, hour12) : `${timeOfDay(entry.start, timeZone, hour12)} – ${timeOfDay(entry.end, timeZone, hour12)}`;
  return (
    <RouterLink to={entry.href} className={cx(entryLink, entry.kind === 'groupHookup' && groupEntry, entry.cancelled && cancelledEntry)}>
      <Icon width={14} height={14} aria-hidden="true" data-icon={iconName} />
      <span className={css({ minW: '0' })}>
        <span className={css({ fontWeight: 'semibold' })}>{time}</span>{' '}
        <span className={css({ wordBreak: 'break-word' })}>{entry.title}</span>
        {entry.cancelled ? <span className={css({ srOnly: true })}>, cancelled</span> : null}
        {entry.kind === 'groupHookup' ? <span className={css({ srOnly: true })}>, group hookup</span> : null}
      </span>
    </RouterLink>
  );
}

export interface CalendarGridProps {
  view: CalendarView;
  days: CalendarDay[];
  timeZone: string;
  hour12: boolean;
  /** yyyy-MM-dd of today in the zone */
  today: string;
}

const dayNumber = css({ display: 'inline-grid', placeItems: 'center', alignSelf: 'flex-start', minW: '6', h: '6', px: '1', borderRadius: 'full', textStyle: 'sm', fontWeight: 'semibold' });
const todayNumber = css({ bg: 'accent.default', color: 'accent.fg' });
const entryList = stack({ gap: '1' });

export function CalendarGrid({ view, days, timeZone, hour12, today }: CalendarGridProps) {
  if (view === 'week') {
    return (
      <ol aria-label="Days of the week" className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(7, minmax(0, 1fr))' }, gap: '2' })}>
        {days.map((day) => (
          <li
            key={day.key}
            aria-current={day.key === today ? 'date' : undefined}
            className={stack({ gap: '2', p: '2', minH: { md: '48' }, borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2' })}
          >
            <h3 className={hstack({ gap: '2', textStyle: 'sm', color: 'fg.muted' })}>
              {format(day.date, 'EEE')}
              <span className={cx(dayNumber, day.key === today && todayNumber)}>{format(day.date, 'd')}</span>
              <span className={css({ srOnly: true })}>{format(day.date, 'MMMM yyyy')}</span>
            </h3>
            {day.entries.length > 0 ? (
              <ul className={entryList}>
                {day.entries.map((entry) => (
                  <li key={entry.id}>
                    <EntryLink entry={entry} timeZone={timeZone} hour12={hour12} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={css({ textStyle: 'xs', color: 'fg.subtle' })}>Nothing planned</p>
            )}
          </li>
        ))}
      </ol>
    );
  }

  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: '100%', minW: '2xl', tableLayout: 'fixed', borderCollapse: 'collapse' })}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday} className={css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'semibold', py: '2', textAlign: 'start', px: '2' })}>
                {weekday.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].key}>
              {week.map((day) => (
                <td
                  key={day.key}
                  aria-current={day.key === today ? 'date' : undefined}
                  className={css({ verticalAlign: 'top', h: '28', p: '1.5', borderWidth: '1px', borderColor: 'border.default', bg: day.inPeriod ? 'bg.default' : 'bg.subtle' })}
                >
                  <div className={stack({ gap: '1' })}>
                    <span className={cx(dayNumber, day.key === today && todayNumber, !day.inPeriod && css({ color: 'fg.subtle' }))}>
                      <span aria-hidden="true">{format(day.date, 'd')}</span>
                      <span className={css({ srOnly: true })}>{format(day.date, 'EEEE d MMMM yyyy')}</span>
                    </span>
                    {day.entries.length > 0 ? (
                      <ul className={entryList}>
                        {day.entries.map((entry) => (
                          <li key={entry.id}>
                            <EntryLink entry={entry} timeZone={timeZone} hour12={hour12} compact />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
