// spec §4: "Confirmation flows set flags that ask for calendar sync and profile image". The confirm page sets the
// flags (spec §3 local storage); /home then asks for each until the member acts on it or dismisses it, once.
// Calendar sync is the member's private calendar feed (Google Calendar linking needs Google's servers; README).
import { Suspense, useState } from 'react';
import { STORAGE_KEYS } from '~/common/constants';
import { lazyComponent } from '~/web/lib/lazyPage';
import { useSession } from '~/web/lib/session';
import { getFlag, setFlag } from '~/web/lib/storage';
import { stack } from '~/web/styled-system/patterns';

const CalendarSyncPrompt = lazyComponent(() => import('./ConfirmationPromptCards').then((module) => module.CalendarSyncPrompt));
const ProfileImagePrompt = lazyComponent(() => import('./ConfirmationPromptCards').then((module) => module.ProfileImagePrompt));

type PromptFlag = typeof STORAGE_KEYS.askCalendarSync | typeof STORAGE_KEYS.askProfileImage;

/** A flag of spec §3 that asks once: on until the member dismisses it, then off for good on this device. */
function usePromptFlag(key: PromptFlag) {
  const [on, setOn] = useState(() => getFlag(key));
  return {
    on,
    dismiss: () => {
      setFlag(key, false);
      setOn(false);
    },
  };
}

/** The prompts of spec §4 after an email confirmation, each until acted on or dismissed. */
export function ConfirmationPrompts() {
  const { user } = useSession();
  const calendar = usePromptFlag(STORAGE_KEYS.askCalendarSync);
  const photo = usePromptFlag(STORAGE_KEYS.askProfileImage);
  // a member who has a photo already is not asked for one
  const askPhoto = photo.on && !user?.imageUrl;
  if (!calendar.on && !askPhoto) return null;
  return (
    <section aria-label="After confirming your email" className={stack({ gap: '6' })}>
      <Suspense fallback={null}>
        {calendar.on ? <CalendarSyncPrompt onDismiss={calendar.dismiss} /> : null}
        {askPhoto ? <ProfileImagePrompt onDismiss={photo.dismiss} /> : null}
      </Suspense>
    </section>
  );
}
