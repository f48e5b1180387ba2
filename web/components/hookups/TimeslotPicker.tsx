// The free times of both members for a reschedule (hookupTimeslots), grouped by day in local time, one to choose.
import { format, isValid, parseISO } from 'date-fns';
import { RadioGroup } from '~/web/components/ui/radio-group';
import { Text } from '~/web/components/ui/typography';
import { formatDateTime } from '~/web/lib/dates';
import { css } from '~/web/styled-system/css';

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

export function TimeslotPicker({ slots, value, onChange, disabled }: TimeslotPickerProps) {
  if (slots.length === 0) {
    return <Text tone="muted">You and your partner have no free time in common in the next two weeks. Add timeslots to your availability, or cancel the hookup.</Text>;
  }
  return (
    <RadioGroup.Root value={value} onValueChange={(details) => details.value && onChange(details.value)} disabled={disabled}>
      <RadioGroup.Label>Available times</RadioGroup.Label>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {groupByDay(slots).map((group) => (
          <div key={group.day} role="group" aria-label={group.day} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <p className={css({ fontWeight: 'semibold', textStyle: 'sm' })}>{group.day}</p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
              {group.slots.map((slot) => (
                <RadioGroup.Item key={slot.startDateTime} value={slot.startDateTime}>
                  <RadioGroup.ItemControl />
                  <RadioGroup.ItemText>
                    {timeOf(slot.startDateTime)} – {timeOf(slot.endDateTime)}
                  </RadioGroup.ItemText>
                  <RadioGroup.ItemHiddenInput aria-label={`${group.day} ${timeOf(slot.startDateTime)}`} />
                </RadioGroup.Item>
              ))}
            </div>
          </div>
        ))}
      </div>
    </RadioGroup.Root>
  );
}
