// /calendar (spec §2, only while the feature gate full_calendar is on; otherwise the not-found page): the
// member's hookups and group hookups by week or month in local time, and their private calendar feed.
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { CalendarFeedCard } from '~/web/components/calendar/CalendarFeedCard';
import { CalendarGrid } from '~/web/components/calendar/CalendarGrid';
import {
  browserTimeZone,
  calendarDays,
  parseAnchor,
  periodTitle,
  shiftAnchor,
  visibleRange,
  type CalendarView,
} from '~/web/components/calendar/calendarGrid';
import { useCalendarEntries } from '~/web/components/calendar/useCalendarEntries';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button, IconButton } from '~/web/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '~/web/components/ui/icons';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { errorMessage } from '~/web/lib/errors';
import { useFeatureGate } from '~/web/lib/featureGates';
import { prefers12HourClock } from '~/web/lib/storage';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

const NOT_FOUND_PATH = '/not-found';

function Calendar() {
  const timeZone = browserTimeZone();
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const dateParam = params.get('date');
  // without a date in the URL: today (kept for the page's life, so the queries stay put)
  const anchor = useMemo(() => parseAnchor(dateParam, timeZone) ?? new Date(), [dateParam, timeZone]);
  const today = format(new TZDate(new Date(), timeZone), 'yyyy-MM-dd');
  const { from, to } = useMemo(() => visibleRange(view, anchor, timeZone), [view, anchor, timeZone]);
  const { entries, loading, error } = useCalendarEntries(from, to);
  const days = useMemo(() => calendarDays(view, anchor, timeZone, entries), [view, anchor, timeZone, entries]);
  const title = periodTitle(view, anchor, timeZone);

  const go = (next: { view?: CalendarView; date?: Date | null }) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        const nextView = next.view ?? view;
        if (nextView === 'month') search.set('view', 'month');
        else search.delete('view');
        if ('date' in next) {
          if (next.date) search.set('date', format(new TZDate(next.date, timeZone), 'yyyy-MM-dd'));
          else search.delete('date');
        }
        return search;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="calendar-period" className={stack({ gap: '4' })}>
      <div className={hstack({ gap: '3', flexWrap: 'wrap', justifyContent: 'space-between' })}>
        <div className={hstack({ gap: '2' })}>
          <IconButton aria-label={view === 'week' ? 'Previous week' : 'Previous month'} variant="outline" onClick={() => go({ date: shiftAnchor(view, anchor, -1, timeZone) })}>
            <ChevronLeftIcon width={18} height={18} />
          </IconButton>
          <Button variant="outline" onClick={() => go({ date: null })}>
            Today
          </Button>
          <IconButton aria-label={view === 'week' ? 'Next week' : 'Next month'} variant="outline" onClick={() => go({ date: shiftAnchor(view, anchor, 1, timeZone) })}>
            <ChevronRightIcon width={18} height={18} />
          </IconButton>
          <Heading as="h2" size="md" id="calendar-period" aria-live="polite">
            {title}
          </Heading>
        </div>
        <div role="group" aria-label="Calendar view" className={css({ display: 'flex', gap: '1' })}>
          {(['week', 'month'] as const).map((v) => (
            <Button key={v} size="sm" variant={v === view ? 'solid' : 'outline'} aria-pressed={v === view} onClick={() => go({ view: v })}>
              {v === 'week' ? 'Week' : 'Month'}
            </Button>
          ))}
        </div>
      </div>
      <Text size="sm" tone="muted">
        Times in your time zone ({timeZone}).
      </Text>
      {error ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      <div aria-busy={loading || undefined} className={css({ opacity: loading ? '0.6' : '1', transition: 'opacity 0.15s' })}>
        <CalendarGrid view={view} days={days} timeZone={timeZone} hour12={prefers12HourClock()} today={today} />
      </div>
      {loading ? <Spinner label="Loading your calendar" /> : null}
    </section>
  );
}

export default function CalendarPage() {
  usePageTitle('Calendar');
  const gate = useFeatureGate('full_calendar');
  if (gate.loading) return <Spinner size="lg" label="Loading" />;
  // spec §2: /calendar exists only while the gate full_calendar is on
  if (!gate.enabled) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <div className={stack({ gap: '8' })}>
      <div className={stack({ gap: '1' })}>
        <Heading as="h1" size="2xl">
          Calendar
        </Heading>
        <Text tone="muted">Your one-to-one hookups and the group hookups you attend or host.</Text>
      </div>
      <Calendar />
      <CalendarFeedCard />
    </div>
  );
}
