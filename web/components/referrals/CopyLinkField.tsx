// An invitation link to share: read-only (selected whole on focus) with a Copy button; a toast says when it is copied.
import { useClipboard } from '@ark-ui/react/clipboard';
import { REFERRAL } from '~/common/messages';
import { css } from '~/web/styled-system/css';
import { Button } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { CheckIcon, CopyIcon } from '~/web/components/ui/icons';
import { toaster } from '~/web/components/ui/toast';

export interface CopyLinkFieldProps {
  label: string;
  link: string;
}

export function CopyLinkField({ label, link }: CopyLinkFieldProps) {
  const clipboard = useClipboard({
    value: link,
    onStatusChange: ({ copied }) => {
      if (copied) toaster.create({ title: REFERRAL.linkCopied, type: 'success' });
    },
  });
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Field.Input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" onClick={() => clipboard.copy()} aria-live="polite">
          {clipboard.copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
          {clipboard.copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </Field.Root>
  );
}
