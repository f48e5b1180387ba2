// /timeslots ("1-to-1 Hookups"): the member's weekly availability in their own time zone, their time cycle,
// and their upcoming and past hookups, kept current live (a new match, the partner's confirm, reschedule or
// cancel appear without a reload).
import { memo, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AvailabilityEditor } from '~/web/components/hookups/AvailabilityEditor';
import { HookupList } from '~/web/components/hookups/HookupList';
import { TimeCyclePicker } from '~/web/components/hookups/TimeCyclePicker';
import type { HookupListView } from '~/web/components/hookups/display';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Card } from '~/web/components/ui/card';
import { Tabs } from '~/web/components/ui/tabs';
import { Heading, Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

const VIEWS: { value: HookupListView; param: string; label: string }[] = [
  { value: 'UPCOMING', param: 'upcoming', label: 'Upcoming' },
  { value: 'PAST', param: 'past', label: 'Past' },
];

// A tab switch re-renders the page; the lists, the time cycle and the availability (a week's grid) are skipped
// when their props did not change (issue 21: the slowest clicks on a throttled phone).
const List = memo(HookupList);
const TimeCycle = memo(TimeCyclePicker);
const Availability = memo(AvailabilityEditor);

const section = stack({ gap: '4' });

export default function TimeslotsPage() {
  usePageTitle('1-to-1 Hookups');
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v.param === params.get('view')) ?? VIEWS[0]!;
  // issue 21 (CLS): the cards below the list appear once the list has its height; shown earlier, a member's hookups
  // arriving pushed them down by a card's height (0.155 on a phone). Their queries run meanwhile.
  const [listed, setListed] = useState(false);
  const showBelow = useCallback(() => setListed(true), []);

  const chooseView = (param: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (param === 'upcoming') next.delete('view');
        else next.set('view', param);
        return next;
      },
      { replace: true },
    );

  return (
    <div className={stack({ gap: '8' })}>
      <div className={stack({ gap: '1' })}>
        <Heading as="h1" size="2xl">
          1-to-1 Hookups
        </Heading>
        <Text tone="muted">Each time cycle you are matched with a sales professional for a one-to-one video call at a time you both can make.</Text>
      </div>

      <section aria-labelledby="my-hookups" className={section}>
        <Heading as="h2" size="md" id="my-hookups">
          My hookups
        </Heading>
        <Tabs.Root value={view.param} onValueChange={(details) => chooseView(details.value)}>
          <Tabs.List aria-label="Hookup lists">
            {VIEWS.map((v) => (
              <Tabs.Trigger key={v.param} value={v.param}>
                {v.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {VIEWS.map((v) => (
            <Tabs.Content key={v.param} value={v.param}>
              <List view={v.value} onFirstPage={v.value === view.value ? showBelow : undefined} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>

      {/* the time cycle first: a member not taking part has no use for the weekly availability yet */}
      <div hidden={!listed} className={css({ display: 'grid', '&[hidden]': { display: 'none' }, gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: '6', alignItems: 'start' })}>
        <Card.Root aria-labelledby="time-cycle">
          <Card.Header>
            <Card.Title id="time-cycle">My time cycle</Card.Title>
            <Card.Description>How often you are matched.</Card.Description>
          </Card.Header>
          <Card.Body>
            <TimeCycle />
          </Card.Body>
        </Card.Root>
        <Card.Root aria-labelledby="availability">
          <Card.Header>
            <Card.Title id="availability">My availability</Card.Title>
            <Card.Description>The times of the week you can take a hookup. Matches are booked at a time you and your partner both have.</Card.Description>
          </Card.Header>
          <Card.Body>
            <Availability />
          </Card.Body>
        </Card.Root>
      </div>
    </div>
  );
}
