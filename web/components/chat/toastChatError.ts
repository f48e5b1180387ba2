// spec §8, §9: chat actions' errors show as an error toast (4000 ms, the app's one toaster).
import type { CombinedError } from '@urql/core';
import { toaster } from '~/web/components/ui/toast';
import { errorMessage } from '~/web/lib/errors';

export function toastChatError(error: CombinedError | Error | string, title?: string): void {
  const description = typeof error === 'string' ? error : error instanceof Error && !('graphQLErrors' in error) ? error.message : errorMessage(error as CombinedError);
  toaster.create(title ? { type: 'error', title, description } : { type: 'error', title: description });
}
