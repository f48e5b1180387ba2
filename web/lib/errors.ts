// Server errors as the member sees them: the GraphQL message (the gateway words it for users), field
// errors from `extensions.fields`, and a clear sentence when there is no answer at all.
import type { CombinedError } from '@urql/core';
import { PAGES } from '~/common/messages/pages';

export function errorCode(error: CombinedError | null | undefined): string | null {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** The message to show for a failed call; never blank. */
export function errorMessage(error: CombinedError | null | undefined, fallback: string = PAGES.internal): string {
  const graphQLMessage = error?.graphQLErrors.find((e) => e.message)?.message;
  if (graphQLMessage) return graphQLMessage;
  if (error?.networkError && typeof navigator !== 'undefined' && navigator.onLine === false) return PAGES.offline;
  return fallback;
}

/** `extensions.fields` of a BAD_USER_INPUT answer: field name → message. */
export function fieldErrors(error: CombinedError | null | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of error?.graphQLErrors ?? []) {
    const given = e.extensions?.fields;
    if (!given || typeof given !== 'object') continue;
    for (const [name, message] of Object.entries(given as Record<string, unknown>)) {
      if (typeof message === 'string') fields[name] = message;
    }
  }
  return fields;
}

/**
 * Puts each field error of `error` under its field (react-hook-form's setError) and returns the message
 * for the form as a whole, or null when every error found its field.
 */
export function applyServerErrors<TField extends string>(
  error: CombinedError,
  setError: (name: TField, error: { type: string; message: string }) => void,
  formFields: readonly TField[],
): string | null {
  const fields = fieldErrors(error);
  let placed = 0;
  for (const [name, message] of Object.entries(fields)) {
    if ((formFields as readonly string[]).includes(name)) {
      setError(name as TField, { type: 'server', message });
      placed += 1;
    }
  }
  return placed > 0 && placed === Object.keys(fields).length ? null : errorMessage(error);
}
