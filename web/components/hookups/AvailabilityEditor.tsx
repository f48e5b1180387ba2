// The member's weekly availability in their own time zone (spec §7 timeslots): a time zone (the browser's by
// default), per-day half-hour ranges to add and remove, saved with updateAvailability. Refusals of the
// timeslots area (spec §8: 1006) show here, next to the timeslots.
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Button, IconButton } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { PlusIcon, XIcon } from '~/web/components/ui/icons';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Text } from '~/web/components/ui/typography';
import { errorMessage } from '~/web/lib/errors';
import { useServerForm } from '~/web/lib/useServerForm';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import {
  availabilitySchema,
  browserTimeZone,
  DAYS,
  END_TIMES,
  nextSlot,
  sortedSlots,
  START_TIMES,
  timeZoneOptions,
  type AvailabilityForm,
} from './availabilitySchema';
import { MemberAvailabilityQuery, UpdateAvailabilityMutation } from './documents';

const dayRow = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '7rem minmax(0, 1fr)' },
  gap: '2',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
});
const range = hstack({ gap: '2', flexWrap: 'wrap' });
const timeField = css({ w: '7.5rem' });

/** What the form starts from: the saved availability, in the browser's zone when none was ever saved. */
function formOf(saved: AvailabilityForm | undefined): AvailabilityForm {
  if (!saved) return { timeZone: browserTimeZone(), slots: [] };
  const neverSaved = saved.slots.length === 0 && saved.timeZone === 'UTC';
  return {
    timeZone: neverSaved ? browserTimeZone() : saved.timeZone,
    slots: sortedSlots(saved.slots.map(({ dayOfWeek, startTime, endTime }) => ({ dayOfWeek, startTime, endTime }))),
  };
}

export function AvailabilityEditor() {
  const [{ data, fetching, error: loadError }, reexecute] = useQuery({ query: MemberAvailabilityQuery });
  if (!data) {
    if (fetching || !loadError) return <Spinner label="Loading your availability" />;
    return (
      <div className={stack({ gap: '3', alignItems: 'flex-start' })}>
        <Alert status="error" title="We could not load your availability.">
          {errorMessage(loadError)}
        </Alert>
        <Button variant="outline" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
          Try again
        </Button>
      </div>
    );
  }
  const saved = formOf(data.availability);
  // a different saved availability (another tab saved) starts the form again from it
  return <AvailabilityFormView key={JSON.stringify(saved)} saved={saved} />;
}

export function AvailabilityFormView({ saved }: { saved: AvailabilityForm }) {
  const [, update] = useMutation(UpdateAvailabilityMutation);
  const {
    register,
    control,
    reset,
    getValues,
    watch,
    onSubmit: submit,
    formError,
    formState: { errors, isSubmitting, isDirty },
  } = useServerForm<AvailabilityForm>({
    resolver: zodResolver(availabilitySchema),
    defaultValues: saved,
    // spec §8: 1006 (timeslots) and any other refusal show here, next to the timeslots
    fields: ['timeZone'],
    submit: async (values) => {
      const result = await update({ input: { timeZone: values.timeZone, slots: sortedSlots(values.slots) } });
      if (result.error) return result.error;
      if (result.data) reset(formOf(result.data.updateAvailability));
      toaster.create({ title: 'Your availability is saved.', type: 'success' });
      return null;
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' });
  const timeZone = watch('timeZone');

  return (
    <form onSubmit={submit} noValidate aria-label="Weekly availability" className={stack({ gap: '4' })}>
      <Field.Root invalid={Boolean(errors.timeZone)} className={css({ maxW: 'sm' })}>
        <Field.Label>Time zone</Field.Label>
        <Field.Select {...register('timeZone')}>
          {timeZoneOptions(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </Field.Select>
        <Field.HelperText>Your timeslots are times of day in this time zone.</Field.HelperText>
        <Field.ErrorText>{errors.timeZone?.message}</Field.ErrorText>
      </Field.Root>

      <div role="group" aria-label="Timeslots" className={stack({ gap: '0' })}>
        {DAYS.map((day) => {
          const ofDay = fields.map((field, index) => ({ field, index })).filter(({ field }) => field.dayOfWeek === day.dayOfWeek);
          return (
            <div key={day.dayOfWeek} role="group" aria-labelledby={`day-${day.dayOfWeek}`} className={dayRow}>
              <p id={`day-${day.dayOfWeek}`} className={css({ fontWeight: 'semibold', textStyle: 'sm', pt: '2' })}>
                {day.name}
              </p>
              <div className={stack({ gap: '2' })}>
                {ofDay.length === 0 ? (
                  <Text size="sm" tone="muted" className={css({ pt: '2' })}>
                    Not available
                  </Text>
                ) : null}
                {ofDay.map(({ field, index }, n) => {
                  const slotErrors = errors.slots?.[index];
                  const label = `${day.name} timeslot ${n + 1}`;
                  const message = slotErrors?.startTime?.message ?? slotErrors?.endTime?.message;
                  return (
                    <div key={field.id} className={range}>
                      <Field.Root invalid={Boolean(slotErrors?.startTime)} className={timeField}>
                        <Field.Select aria-label={`${label} from`} {...register(`slots.${index}.startTime`)}>
                          {START_TIMES.map((t) => (
                            <option key={t} value={t}>
                              {t}
                            </option>
                          ))}
                        </Field.Select>
                      </Field.Root>
                      <span aria-hidden className={css({ color: 'fg.muted' })}>
                        to
                      </span>
                      <Field.Root invalid={Boolean(slotErrors?.endTime)} className={timeField}>
                        <Field.Select aria-label={`${label} to`} {...register(`slots.${index}.endTime`)}>
                          {END_TIMES.map((t) => (
                            <option key={t} value={t}>
                              {t}
                            </option>
                          ))}
                        </Field.Select>
                      </Field.Root>
                      <IconButton aria-label={`Remove ${label}`} size="md" onClick={() => remove(index)}>
                        <XIcon width={18} height={18} />
                      </IconButton>
                      {message ? (
                        <p role="alert" className={css({ flexBasis: '100%', textStyle: 'sm', color: 'danger.text' })}>
                          {message}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Add a timeslot on ${day.name}`}
                  className={css({ alignSelf: 'flex-start' })}
                  onClick={() => append(nextSlot(day.dayOfWeek, getValues('slots')))}
                >
                  <PlusIcon width={16} height={16} />
                  Add a timeslot
                </Button>
              </div>
            </div>
          );
        })}
      </div>

      {errors.slots?.message || errors.slots?.root?.message ? (
        <Alert status="error">{errors.slots.message ?? errors.slots.root?.message}</Alert>
      ) : null}
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <div className={css({ display: 'flex', gap: '3' })}>
        <Button type="submit" loading={isSubmitting}>
          Save availability
        </Button>
        <Button type="button" variant="outline" disabled={!isDirty || isSubmitting} onClick={() => reset(saved)}>
          Undo changes
        </Button>
      </div>
    </form>
  );
}
