import { z } from 'zod';
import { FEEDBACK_TEXT_MAX } from '~/common/constants';
import { FEEDBACK } from '~/common/messages/feedback';
import { EMAIL_PATTERN } from '~/common/validation';

/** The feedback form (spec §3 name, email, message; §5 each required, the email valid). services check it again. */
export const feedbackSchema = z.object({
  name: z.string().trim().min(1, FEEDBACK.nameRequired).max(FEEDBACK_TEXT_MAX.name, FEEDBACK.tooLong),
  email: z.string().trim().max(FEEDBACK_TEXT_MAX.email, FEEDBACK.emailInvalid).regex(new RegExp(EMAIL_PATTERN), FEEDBACK.emailInvalid),
  message: z.string().trim().min(1, FEEDBACK.messageRequired).max(FEEDBACK_TEXT_MAX.message, FEEDBACK.tooLong),
});

export type FeedbackForm = z.infer<typeof feedbackSchema>;
