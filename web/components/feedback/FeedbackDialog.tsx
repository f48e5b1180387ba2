// The feedback form in a dialog. feedbackMachine holds the rule over time (success, then the countdown to /home when
// FEEDBACK_REDIRECT is on); this component sends its events, a one-second clock, and reads its tags.
import { zodResolver } from '@hookform/resolvers/zod';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { FEEDBACK } from '~/common/messages/feedback';
import { pagePath, PAGES as ROUTES } from '~/common/routes';
import { feedbackMachine } from '~/machines/feedbackMachine';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { useSession } from '~/web/lib/session';
import { useServerForm } from '~/web/lib/useServerForm';
import { TextAreaField, TextField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { SendFeedbackMutation } from './documents';
import { feedbackSchema, type FeedbackForm } from './feedbackSchema';

export interface FeedbackDialogBodyProps {
  redirect: boolean;
  onClose: () => void;
}

/** Mounted while the dialog is open: every opening starts a fresh form and machine. */
export function FeedbackDialogBody({ redirect, onClose }: FeedbackDialogBodyProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const actor = useActorRef(feedbackMachine, { input: { redirect } });
  const sent = useSelector(actor, (s) => s.hasTag('sent'));
  const countingDown = useSelector(actor, (s) => s.hasTag('countdown'));
  const home = useSelector(actor, (s) => s.hasTag('home'));
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const error = useSelector(actor, (s) => s.context.error);
  const [, sendFeedback] = useMutation(SendFeedbackMutation);
  const {
    register,
    onSubmit: submit,
    formState: { errors, isSubmitting },
  } = useServerForm<FeedbackForm>({
    resolver: zodResolver(feedbackSchema),
    // spec §2: name and email prefilled for members
    defaultValues: { name: user?.fullName ?? '', email: user?.username ?? '', message: '' },
    fields: ['name', 'email', 'message'],
    submit: async (values) => {
      actor.send({ type: 'feedback.submit' });
      const result = await sendFeedback({ input: { ...values, page: pathname } });
      if (result.data) actor.send({ type: 'feedback.sent' });
      return result;
    },
    // the machine holds the message above the form
    onRefused: (message) => actor.send({ type: 'feedback.failed', message: message ?? '' }),
  });

  useEffect(() => {
    if (!countingDown) return;
    const timer = window.setInterval(() => actor.send({ type: 'clock.tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [actor, countingDown]);

  useEffect(() => {
    if (!home) return;
    onClose();
    void navigate(pagePath(ROUTES.home));
  }, [home, navigate, onClose]);

  if (sent) {
    return (
      <>
        <Dialog.Body>
          <Alert status="success">{FEEDBACK.sent}</Alert>
          {countingDown ? <p role="status">{FEEDBACK.redirecting(secondsLeft)}</p> : null}
        </Dialog.Body>
        <Dialog.Footer>
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </Dialog.Footer>
      </>
    );
  }

  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label="Feedback">
      {error ? <Alert status="error">{error}</Alert> : null}
      <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextAreaField label="Message" required rows={5} error={errors.message?.message} {...register('message')} />
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Send feedback
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export interface FeedbackDialogProps extends FeedbackDialogBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog with its form: a chunk loaded when the member first opens it (issue 21). */
export function FeedbackDialog({ open, onOpenChange, redirect, onClose }: FeedbackDialogProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title="Send us feedback" description="Tell us what works, what does not and what you miss.">
      {open ? <FeedbackDialogBody redirect={redirect} onClose={onClose} /> : null}
    </DialogFrame>
  );
}
