// A link to copy (an invitation, the private calendar feed): read-only, selected whole on focus, with a Copy button
// that says Copied; a toast says so too when `copiedMessage` is given. `children` are more actions beside Copy.
import { useClipboard } from '@ark-ui/react/clipboard';
import type { ReactNode } from 'react';
import { css } from '~/web/styled-system/css';
import { Button } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { CheckIcon, CopyIcon } from '~/web/components/ui/icons';
import { toaster } from '~/web/components/ui/toast';

export interface CopyLinkFieldProps {
  label: string;
  link: string;
  copiedMessage?: string;
  helperText?: ReactNode;
  children?: ReactNode;
}

export function CopyLinkField({ label, link, copiedMessage, helperText, children }: CopyLinkFieldProps) {
  const clipboard = useClipboard({
    value: link,
    onStatusChange: ({ copied }) => {
      if (copied && copiedMessage) toaster.create({ title: copiedMessage, type: 'success' });
    },
  });
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <div className={css({ display: 'flex', gap: '2', flexWrap: { base: 'wrap', sm: 'nowrap' } })}>
        <Field.Input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" onClick={() => clipboard.copy()} aria-live="polite">
          {clipboard.copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
          {clipboard.copied ? 'Copied' : 'Copy'}
        </Button>
        {children}
      </div>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
