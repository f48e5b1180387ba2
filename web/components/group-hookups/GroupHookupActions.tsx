// The actions panel of the details page, by role and status: Join (room machine), Attend / Leave, Edit,
// Cancel with a reason, and the admins' Approve / Reject / Highlight / Unhighlight.
import { useState } from 'react';
import type { Role } from '~/common/constants';
import { availableActions, isHostOf } from '~/common/groupHookupRules';
import { isAdmin } from '~/common/roles';
import { hasRoom, type GroupHookupStatus } from '~/machines/groupHookupRoomRules';
import { Button } from '~/web/components/ui/button';
import { Text } from '~/web/components/ui/typography';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { ApprovalButtons } from './ApprovalButtons';
import { GroupHookupFormDialog } from './GroupHookupFormDialog';
import { JoinPanel } from './JoinPanel';
import { ReasonDialog } from './LazyReasonDialog';
import { useGroupHookupMutations } from './useGroupHookupMutations';

export interface Viewer {
  uuid: string;
  roles: readonly Role[];
}

export interface GroupHookupActionsProps {
  groupHookup: GroupHookupData;
  viewer: Viewer;
}

const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

export function GroupHookupActions({ groupHookup: gh, viewer }: GroupHookupActionsProps) {
  const actions = availableActions(gh, { uuid: viewer.uuid, admin: isAdmin(viewer.roles) }, Date.now());
  const mutations = useGroupHookupMutations();
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const host = isHostOf(gh, viewer);
  const attend = () => void mutations.attend(gh.uuid);

  return (
    <section aria-label="Actions" className={stack({ gap: '4', pt: '2' })}>
      {hasRoom(gh.status as GroupHookupStatus) ? (
        // the room machine's status gate (issue 15); a new start or duration makes a new room window
        <JoinPanel
          key={`${gh.startDate}/${gh.duration}`}
          groupHookup={gh}
          viewerUUID={viewer.uuid}
          onAttend={attend}
          attending={mutations.busy.attend}
        />
      ) : null}
      {host ? <Text size="sm" tone="muted">You are the host of this group hookup.</Text> : null}
      {gh.isParticipant ? <Text size="sm" tone="muted">You are attending this group hookup.</Text> : null}
      <div className={buttons}>
        {actions.has('attend') ? (
          <Button variant="outline" loading={mutations.busy.attend} onClick={attend}>
            Attend
          </Button>
        ) : null}
        {actions.has('leave') ? (
          <Button variant="outline" loading={mutations.busy.leave} onClick={() => void mutations.leave(gh.uuid)}>
            Leave
          </Button>
        ) : null}
        {actions.has('edit') ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
        {actions.has('cancel') ? (
          <Button variant="outline" onClick={() => setCancelling(true)}>
            Cancel group hookup
          </Button>
        ) : null}
      </div>
      {actions.has('approve') || actions.has('highlight') || actions.has('unhighlight') ? (
        <div className={buttons} role="group" aria-label="Admin actions">
          {actions.has('approve') ? <ApprovalButtons uuid={gh.uuid} title={gh.title} /> : null}
          {actions.has('highlight') ? (
            <Button variant="outline" size="sm" loading={mutations.busy.highlight} onClick={() => void mutations.highlight(gh.uuid)}>
              Highlight
            </Button>
          ) : null}
          {actions.has('unhighlight') ? (
            <Button variant="outline" size="sm" loading={mutations.busy.highlight} onClick={() => void mutations.unhighlight(gh.uuid)}>
              Unhighlight
            </Button>
          ) : null}
        </div>
      ) : null}
      <ReasonDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel group hookup"
        description="The participants are told it is cancelled, with your reason."
        confirmLabel="Cancel group hookup"
        onConfirm={(reason) => mutations.cancel(gh.uuid, reason)}
      />
      {actions.has('edit') || editing ? <GroupHookupFormDialog open={editing} onOpenChange={setEditing} existing={gh} /> : null}
    </section>
  );
}
