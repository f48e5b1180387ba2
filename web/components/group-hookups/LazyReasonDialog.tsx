// The reason dialog as list items and cards render it (issue 21): its form (react-hook-form, zod) is not needed to
// paint them, so it loads when first opened.
import { lazyDialog } from '~/web/lib/lazyPage';
import type { ReasonDialogProps } from './ReasonDialog';

export const ReasonDialog = lazyDialog<ReasonDialogProps>(() => import('./ReasonDialog').then((module) => module.ReasonDialog));
