// One sequence for every form that sends its values to the server: react-hook-form validates, `submit` calls the
// gateway, and the answer lands where the member looks for it — a field error under its field, the rest in one
// message above the form, nothing on success. Forms keep only their fields and what success means to them.
import type { CombinedError } from '@urql/core';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { PAGES } from '~/common/messages/pages';
import { applyServerErrors, errorMessage } from '~/web/lib/errors';

/**
 * What a form's `submit` answers:
 * - nothing (`null`/`undefined`): done;
 * - an urql result (`{ data, error }`): done when it has data, refused by its error otherwise (no data and no
 *   error is a failure the member is told about, PAGES.internal);
 * - a CombinedError: refused;
 * - a string: refused with that message, shown above the form.
 */
export type ServerAnswer = null | undefined | void | string | CombinedError | { data?: unknown; error?: CombinedError | null };

export interface ServerFormOptions<TValues extends FieldValues, TOutput> extends UseFormProps<TValues, unknown, TOutput> {
  /** the form's fields a server field error (`extensions.fields`) may be shown under */
  fields: readonly FieldPath<TValues>[];
  /** sends the valid values; does what success means (navigate, toast, reset) and answers the outcome */
  submit: (values: TOutput) => Promise<ServerAnswer>;
  /** a refusal that belongs under one field whatever its wording (e.g. a coded 1006 under the start) */
  fieldOfError?: (error: CombinedError) => FieldPath<TValues> | null;
  /**
   * Who shows the form's message instead of the hook's `formError` (a machine that holds it): called after every
   * refusal, with null when each error found its field.
   */
  onRefused?: (message: string | null) => void;
}

export type ServerFormReturn<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput> & {
  /** the form's onSubmit */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** the message above the form, or null */
  formError: string | null;
  setFormError: (message: string | null) => void;
};

/** The refusal in `answer`: null when it is a success. */
function refusalOf(answer: ServerAnswer): string | CombinedError | null {
  if (answer === null || answer === undefined || typeof answer === 'string') return answer ?? null;
  if ('graphQLErrors' in answer) return answer;
  if (answer.data) return null;
  return answer.error ?? PAGES.internal;
}

/**
 * Puts the field errors of a refusal under their fields and answers the message above the form: null when
 * `answer` is a success or every error found its field.
 */
export function placeServerAnswer<TValues extends FieldValues>(
  answer: ServerAnswer,
  setError: UseFormSetError<TValues>,
  fields: readonly FieldPath<TValues>[],
  fieldOfError?: (error: CombinedError) => FieldPath<TValues> | null,
): string | null {
  const refusal = refusalOf(answer);
  if (refusal === null || typeof refusal === 'string') return refusal;
  const field = fieldOfError?.(refusal);
  if (field) {
    setError(field, { type: 'server', message: errorMessage(refusal) });
    return null;
  }
  return applyServerErrors(refusal, setError, fields);
}

export function useServerForm<TValues extends FieldValues, TOutput = TValues>({
  fields,
  submit,
  fieldOfError,
  onRefused,
  ...formOptions
}: ServerFormOptions<TValues, TOutput>): ServerFormReturn<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>(formOptions);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const answer = await submit(values);
    const message = placeServerAnswer(answer, form.setError, fields, fieldOfError);
    if (!onRefused) setFormError(message);
    else if (refusalOf(answer) !== null) onRefused(message);
  });

  return { ...form, onSubmit, formError, setFormError };
}
