// "Join video call" on a hookup (issue 22): enabled from 5 minutes before the start to 10 minutes after the end
// of a hookup that is not cancelled (common/video.ts, the window services enforce); it leads to
// /video/:videoCallId. Before the window it says when it opens; after it, it is gone.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { hookupRoomWindow, roomWindowState } from '~/common/video';
import { Button } from '~/web/components/ui/button';
import { VideoIcon } from '~/web/components/ui/icons';
import type { HookupData } from '~/web/lib/hookupLive';
import { button } from '~/web/styled-system/recipes';

/** Often enough that the button turns on within seconds of the window opening. */
const RECHECK_MS = 5_000;

export const videoCallPath = (videoCallId: string) => `/video/${encodeURIComponent(videoCallId)}`;

export function JoinVideoCallButton({ hookup: h, size = 'sm' }: { hookup: Pick<HookupData, 'videoCallId' | 'startDateTime' | 'endDateTime' | 'hookupStatus'>; size?: 'sm' | 'md' }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  if (h.hookupStatus === 'CANCELLED' || !h.videoCallId) return null;
  const state = roomWindowState(hookupRoomWindow(h.startDateTime, h.endDateTime), now);
  if (state === 'over') return null;
  if (state === 'before') {
    return (
      <Button size={size} variant="outline" disabled title="The call opens 5 minutes before the start.">
        <VideoIcon width={16} height={16} />
        Join video call
      </Button>
    );
  }
  return (
    <RouterLink to={videoCallPath(h.videoCallId)} className={button({ size })}>
      <VideoIcon width={16} height={16} />
      Join video call
    </RouterLink>
  );
}
