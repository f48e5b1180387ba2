import { useClipboard } from '@ark-ui/react/clipboard';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { Field } from '~/web/components/ui/field';
import { CheckIcon, CopyIcon, MailIcon } from '~/web/components/ui/icons';
import { ExternalLink } from '~/web/components/ui/link';
import { toaster } from '~/web/components/ui/toast';
import { css } from '~/web/styled-system/css';

export interface InviteFriendsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function registrationLink(origin: string = window.location.origin): string {
  return `${origin}/register`;
}

export function inviteMailto(link: string): string {
  const subject = 'Join me on Hookups';
  const body =
    'Hi,\n\nI use Hookups to meet other sales professionals one to one and in group hookups. ' +
    `Join me: ${link}\n`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Invite Friends: the registration link to copy or to send by email. */
export function InviteFriendsDialog({ open, onOpenChange }: InviteFriendsDialogProps) {
  const link = registrationLink();
  const clipboard = useClipboard({
    value: link,
    onStatusChange: ({ copied }) => {
      if (copied) toaster.create({ title: 'Link copied', type: 'success' });
    },
  });

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Friends"
      description="Know a sales professional who should be here? Share your invitation link."
    >
      <Dialog.Body>
        <Field.Root>
          <Field.Label>Registration link</Field.Label>
          <div className={css({ display: 'flex', gap: '2' })}>
            <Field.Input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" onClick={() => clipboard.copy()} aria-live="polite">
              {clipboard.copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
              {clipboard.copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <ExternalLink href={inviteMailto(link)} className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
          <MailIcon width={18} height={18} />
          Share by email
        </ExternalLink>
      </Dialog.Footer>
    </DialogFrame>
  );
}
