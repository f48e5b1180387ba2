// The free times of both members for a reschedule (hookupTimeslots), grouped by day in local time: a day, then a time.
import { format, isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { RadioGroup } from '~/web/components/ui/radio-group';
import { Text } from '~/web/components/ui/typography';
import { formatDateTime } from '~/web/lib/dates';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

export interface Timeslot {
  startDateTime: string;
  endDateTime: string;
}

/** "HH:mm" (or 12-hour) of an instant, as formatDateTime writes it after 'dd/MM/yyyy at '. */
const timeOf = (iso: string) => formatDateTime(iso).replace(/^.* at /, '');

/** The local day of an instant, e.g. 'Thursday 03/01/2030'. */
export function dayOf(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'EEEE dd/MM/yyyy') : formatDateTime(iso);
}

/** Slots by local day, in the order given (the server answers them soonest first). */
export function groupByDay(slots: readonly Timeslot[]): { day: string; slots: Timeslot[] }[] {
  const groups: { day: string; slots: Timeslot[] }[] = [];
  for (const slot of slots) {
    const day = dayOf(slot.startDateTime);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.slots.push(slot);
    else groups.push({ day, slots: [slot] });
  }
  return groups;
}

export interface TimeslotPickerProps {
  slots: readonly Timeslot[];
  value: string | null;
  onChange: (startDateTime: string) => void;
  disabled?: boolean;
}

/** A day's chip, short: 'Thu 03/01'. */
const shortDay = (iso: string) => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'EEE dd/MM') : formatDateTime(iso);
};

/**
 * A day picker, then the chosen day's times as chips (issue 15: one list of radio buttons ran to about 200). The day
 * shown is the chosen time's, else the first day with free times.
 */
export function TimeslotPicker({ slots, value, onChange, disabled }: TimeslotPickerProps) {
  const days = groupByDay(slots);
  const chosenDay = value ? days.find((group) => group.slots.some((slot) => slot.startDateTime === value))?.day : undefined;
  const [openDay, setOpenDay] = useState<string | null>(null);
  if (slots.length === 0) {
    return <Text tone="muted">You and your partner have no free time in common in the next two weeks. Add timeslots to your availability, or cancel the hookup.</Text>;
  }
  const day = days.find((group) => group.day === (openDay ?? chosenDay)) ?? days[0]!;
  return (
    <div className={stack({ gap: '5' })}>
      <RadioGroup.Root
        appearance="chip"
        orientation="horizontal"
        value={day.day}
        onValueChange={(details) => details.value && setOpenDay(details.value)}
        disabled={disabled}
        className={css({ columnGap: '2', rowGap: '2' })}
      >
        <RadioGroup.Label>Day</RadioGroup.Label>
        {days.map((group) => (
          <RadioGroup.Item key={group.day} value={group.day}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>
              {shortDay(group.slots[0]!.startDateTime)} · {group.slots.length}
            </RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput aria-label={`${group.day}, ${group.slots.length} free ${group.slots.length === 1 ? 'time' : 'times'}`} />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <RadioGroup.Root appearance="chip" value={value} onValueChange={(details) => details.value && onChange(details.value)} disabled={disabled}>
        <RadioGroup.Label>Available times</RadioGroup.Label>
        <div role="group" aria-label={day.day} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {day.slots.map((slot) => (
            <RadioGroup.Item key={slot.startDateTime} value={slot.startDateTime}>
              <RadioGroup.ItemControl />
              <RadioGroup.ItemText>
                {timeOf(slot.startDateTime)} – {timeOf(slot.endDateTime)}
              </RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput aria-label={`${day.day} ${timeOf(slot.startDateTime)}`} />
            </RadioGroup.Item>
          ))}
        </div>
      </RadioGroup.Root>
    </div>
  );
}
