// The group hookup guideline (spec §3 flag acceptedGroupHookupGuideline): accepted once, before the first
// group hookup is created.
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { stack } from '~/web/styled-system/patterns';

export const GUIDELINE_POINTS = [
  'Host a conversation, not a pitch: group hookups are for practice, networking and brainstorming, not for selling to the participants.',
  'Be on time. The room opens 5 minutes before the start and closes 10 minutes after the end.',
  'Describe who should join and what you will discuss, so members know what to expect.',
  'Be respectful. Harassment, spam and sharing what participants said outside the session are not allowed.',
  'If you cannot make it, cancel with a reason so participants can plan their day.',
] as const;

export interface GuidelineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
}

export function GuidelineDialog({ open, onOpenChange, onAccept }: GuidelineDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Group hookup guideline"
      description="Before you host your first group hookup, please read and accept these rules."
    >
      <Dialog.Body>
        <ol className={stack({ gap: '2', listStyleType: 'decimal', ps: '5', textStyle: 'sm' })}>
          {GUIDELINE_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Not now
        </Button>
        <Button onClick={onAccept}>I accept</Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
