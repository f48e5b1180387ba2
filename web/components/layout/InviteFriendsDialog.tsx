import { REFERRAL } from '~/common/messages/referrals';
import { CopyLinkField } from '~/web/components/ui/copy-link-field';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { MailIcon } from '~/web/components/ui/icons';
import { ExternalLink } from '~/web/components/ui/link';
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

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Invite Friends"
      description="Know a sales professional who should be here? Share your invitation link."
    >
      <Dialog.Body>
        <CopyLinkField label="Registration link" link={link} copiedMessage={REFERRAL.linkCopied} />
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
