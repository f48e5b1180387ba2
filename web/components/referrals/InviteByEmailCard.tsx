// Invite a friend by email (POST /referrals): the address is checked with the §5 email rule before it is sent; the
// server's refusals (already a member, not a client) show under the field or above the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useMutation } from 'urql';
import { PAGES } from '~/common/messages/pages';
import { REFERRAL } from '~/common/messages/referrals';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { getFragmentData } from '~/web/gql';
import { useServerForm } from '~/web/lib/useServerForm';
import { TextField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { InvitationFields, InviteFriendMutation } from './documents';
import { inviteSchema, type InviteForm } from './inviteSchema';

export function InviteByEmailCard() {
  const [, inviteFriend] = useMutation(InviteFriendMutation);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    reset,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<InviteForm>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '' },
    fields: ['email'],
    submit: async (values) => {
      setSent(null);
      // the answer is an Invitation: the list of /referrals (Referrals) is asked again
      const result = await inviteFriend(values, { additionalTypenames: ['Invitation', 'Referrals'] });
      const invitation = result.data ? getFragmentData(InvitationFields, result.data.inviteFriend) : null;
      if (!invitation) return result.error ?? PAGES.internal;
      reset();
      setSent(`${invitation.sentCount > 1 ? REFERRAL.reinvited : REFERRAL.invited} (${invitation.email})`);
      return null;
    },
  });

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Invite by email</Card.Title>
        <Card.Description>We send your friend an email with your invitation link.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form className={formStack} onSubmit={onSubmit} noValidate aria-label="Invite by email">
          {sent ? <Alert status="success">{sent}</Alert> : null}
          {formError ? <Alert status="error">{formError}</Alert> : null}
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
