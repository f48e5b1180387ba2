// The time cycle form of /timecycles (services/API.md TimeCycle), worded as the services answer
// (common/messages.ts HOOKUP), so a message reads the same from either side.
import { format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { CADENCES, HOOKUP_DURATIONS } from '~/common/constants';
import { HOOKUP as M } from '~/common/messages/hookups';
import type { Cadence, TimeCycleInput } from '~/web/gql/graphql';

export const CYCLE_NAME_MIN = 2;
export const CYCLE_NAME_MAX = 60;
export const DEFAULT_HOOKUP_DURATION = 30;

export { CADENCE_LABELS } from '~/web/components/hookups/display';

/** A datetime-local value (the admin's local time) → ISO UTC; '' when there is none. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return isValid(date) ? date.toISOString() : null;
}

/** ISO UTC → a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

export const timeCycleSchema = z.object({
  name: z.string().trim().min(CYCLE_NAME_MIN, M.cycleNameLength).max(CYCLE_NAME_MAX, M.cycleNameLength),
  cadence: z.enum(CADENCES, { error: M.cadenceRequired }),
  // a <select> holds text: '15' … '60'
  hookupDuration: z
    .string()
    .transform(Number)
    .refine((minutes) => (HOOKUP_DURATIONS as readonly number[]).includes(minutes), M.durationChoice),
  isDefaultTimeCycle: z.boolean(),
  active: z.boolean(),
  // empty: the server takes one cadence period from now
  nextRunAt: z
    .string()
    .refine((value) => {
      if (!value) return true;
      const iso = fromLocalInput(value);
      return iso !== null && Date.parse(iso) > Date.now();
    }, M.startInPast)
    .transform(fromLocalInput),
});

/** What the inputs hold. */
export interface TimeCycleFormValues {
  name: string;
  cadence: '' | Cadence;
  hookupDuration: string;
  isDefaultTimeCycle: boolean;
  active: boolean;
  nextRunAt: string;
}

export type TimeCycleFormOutput = z.output<typeof timeCycleSchema>;

export const TIME_CYCLE_FORM_FIELDS = ['name', 'cadence', 'hookupDuration', 'isDefaultTimeCycle', 'active', 'nextRunAt'] as const;

export interface EditableTimeCycle {
  name: string;
  cadence: Cadence;
  hookupDuration: number;
  isDefaultTimeCycle: boolean;
  active: boolean;
  nextRunAt: string;
}

export function timeCycleDefaults(existing?: EditableTimeCycle | null): TimeCycleFormValues {
  if (!existing) {
    return { name: '', cadence: '', hookupDuration: String(DEFAULT_HOOKUP_DURATION), isDefaultTimeCycle: false, active: true, nextRunAt: '' };
  }
  return {
    name: existing.name,
    cadence: existing.cadence,
    hookupDuration: String(existing.hookupDuration),
    isDefaultTimeCycle: existing.isDefaultTimeCycle,
    active: existing.active,
    nextRunAt: toLocalInput(existing.nextRunAt),
  };
}

export function toTimeCycleInput(values: TimeCycleFormOutput): TimeCycleInput {
  const input: TimeCycleInput = {
    name: values.name,
    cadence: values.cadence,
    hookupDuration: values.hookupDuration,
    isDefaultTimeCycle: values.isDefaultTimeCycle,
    active: values.active,
  };
  if (values.nextRunAt) input.nextRunAt = values.nextRunAt;
  return input;
}
