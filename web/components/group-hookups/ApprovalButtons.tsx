// An admin's decision on a pending group hookup: approve it, or reject it with a reason.
import { useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { ReasonDialog } from './LazyReasonDialog';
import { useGroupHookupMutations } from './useGroupHookupMutations';

export function ApprovalButtons({ uuid, title }: { uuid: string; title: string }) {
  const mutations = useGroupHookupMutations();
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <Button size="sm" loading={mutations.busy.approve} onClick={() => void mutations.approve(uuid)} aria-label={`Approve ${title}`}>
        Approve
      </Button>
      <Button size="sm" variant="outline" onClick={() => setRejecting(true)} aria-label={`Reject ${title}`}>
        Reject
      </Button>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="Reject group hookup"
        description={`Tell the host why "${title}" is not accepted.`}
        confirmLabel="Reject"
        onConfirm={(reason) => mutations.reject(uuid, reason)}
      />
    </>
  );
}
