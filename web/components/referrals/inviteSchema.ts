import { z } from 'zod';
import { USERNAME_MAX } from '~/common/validation';
import { REFERRAL } from '~/common/messages/referrals';
import { EMAIL_PATTERN } from '~/common/validation';

/** The invite-by-email form: the friend's address (spec §5 'You need to provide a valid email'). */
export const inviteSchema = z.object({
  email: z.string().trim().max(USERNAME_MAX, REFERRAL.email).regex(new RegExp(EMAIL_PATTERN), REFERRAL.email),
});

export type InviteForm = z.infer<typeof inviteSchema>;
