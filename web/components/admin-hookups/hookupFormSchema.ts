// The hookup form of spec §3 (firstParticipant, optional secondParticipant, startDateTime) for the admins'
// edit (services/API.md PUT hookup-admin/hookup), and where each refusal of the services shows.
import type { CombinedError } from '@urql/core';
import { z } from 'zod';
import { HOOKUP_ERROR_CODES } from '~/common/constants';
import { HOOKUP as M } from '~/common/messages/hookups';
import { VALIDATION } from '~/common/messages/validation';
import type { HookupInput } from '~/web/gql/graphql';
import { fromLocalInput, toLocalInput } from './timeCycleSchema';

const member = z.object({ uuid: z.string().min(1), fullName: z.string() });

export const hookupFormSchema = z
  .object({
    firstParticipant: member.nullable().refine((m) => m !== null, VALIDATION.required),
    // optional (spec §3): left empty, the hookup keeps its second participant
    secondParticipant: member.nullable(),
    startDateTime: z
      .string()
      .refine((value) => {
        const iso = fromLocalInput(value);
        return iso !== null && Date.parse(iso) > Date.now();
      }, M.startInPast)
      .transform((value) => fromLocalInput(value)!),
  })
  .refine((values) => !values.secondParticipant || values.firstParticipant?.uuid !== values.secondParticipant.uuid, {
    message: M.samePerson,
    path: ['secondParticipant'],
  });

export interface HookupFormValues {
  firstParticipant: { uuid: string; fullName: string } | null;
  secondParticipant: { uuid: string; fullName: string } | null;
  startDateTime: string;
}

export type HookupFormOutput = z.output<typeof hookupFormSchema>;
export const HOOKUP_FORM_FIELDS = ['firstParticipant', 'secondParticipant', 'startDateTime'] as const;
export type HookupFormField = (typeof HOOKUP_FORM_FIELDS)[number];

export interface EditableHookup {
  uuid: string;
  startDateTime: string;
  firstParticipant: { uuid: string; fullName: string };
  secondParticipant: { uuid: string; fullName: string };
}

export function hookupFormDefaults(hookup: EditableHookup): HookupFormValues {
  return {
    firstParticipant: { uuid: hookup.firstParticipant.uuid, fullName: hookup.firstParticipant.fullName },
    secondParticipant: { uuid: hookup.secondParticipant.uuid, fullName: hookup.secondParticipant.fullName },
    startDateTime: toLocalInput(hookup.startDateTime),
  };
}

export function toHookupInput(uuid: string, values: HookupFormOutput): HookupInput {
  const input: HookupInput = { id: uuid, firstParticipant: values.firstParticipant!.uuid, startDateTime: values.startDateTime };
  if (values.secondParticipant) input.secondParticipant = values.secondParticipant.uuid;
  return input;
}

/** spec §8 / services/API.md: the hookups area's code of a refusal, if it has one. */
export function hookupErrorCode(error: CombinedError | null | undefined): number | null {
  const code = error?.graphQLErrors.find((e) => typeof e.extensions?.errorCode === 'number')?.extensions?.errorCode;
  return typeof code === 'number' ? code : null;
}

/**
 * The field a coded refusal of the admin edit belongs under: 1006 (a member is busy then, or the time does
 * not fit) under the start, 1008 (the same member twice) under the second participant; the others
 * (1001 not found, 1003 cancelled, 1005 started, 1009 blocked pair, …) above the form.
 */
export function fieldOfErrorCode(code: number | null): HookupFormField | null {
  if (code === HOOKUP_ERROR_CODES.timeslot) return 'startDateTime';
  if (code === HOOKUP_ERROR_CODES.samePerson) return 'secondParticipant';
  return null;
}
