// The reason dialog as list items and cards render it (issue 21): its form (react-hook-form, zod) is not needed to
// paint them, so it loads when first opened and stays mounted after, for its closing transition.
import { Suspense, useState } from 'react';
import { lazyComponent } from '~/web/lib/lazyPage';
import type { ReasonDialogProps } from './ReasonDialog';

const Dialog = lazyComponent(() => import('./ReasonDialog').then((module) => module.ReasonDialog));

export function ReasonDialog(props: ReasonDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}
