// Invite a friend by email (POST /referrals): the address is checked with the §5 email rule before it is sent; the
// server's refusals (already a member, not a client) show under the field or above the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from 'urql';
import { PAGES, REFERRAL } from '~/common/messages';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { getFragmentData } from '~/web/gql';
import { applyServerErrors } from '~/web/lib/errors';
import { formStack, TextField } from '~/web/pages/auth/fields';
import { InvitationFields, InviteFriendMutation } from './documents';
import { inviteSchema, type InviteForm } from './inviteSchema';

export function InviteByEmailCard() {
  const [, inviteFriend] = useMutation(InviteFriendMutation);
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteForm>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    // the answer is an Invitation: the list of /referrals (Referrals) is asked again
    const result = await inviteFriend(values, { additionalTypenames: ['Invitation', 'Referrals'] });
    const invitation = result.data ? getFragmentData(InvitationFields, result.data.inviteFriend) : null;
    if (invitation) {
      reset();
      setOutcome({ status: 'success', message: `${invitation.sentCount > 1 ? REFERRAL.reinvited : REFERRAL.invited} (${invitation.email})` });
      return;
    }
    const message = result.error ? applyServerErrors(result.error, setError, ['email']) : PAGES.internal;
    if (message) setOutcome({ status: 'error', message });
  });

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Invite by email</Card.Title>
        <Card.Description>We send your friend an email with your invitation link.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form className={formStack} onSubmit={onSubmit} noValidate aria-label="Invite by email">
          {outcome ? <Alert status={outcome.status}>{outcome.message}</Alert> : null}
          <TextField label="Friend's email" type="email" autoComplete="off" required error={errors.email?.message} {...register('email')} />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Send invitation
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
