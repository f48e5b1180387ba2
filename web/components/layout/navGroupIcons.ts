import { CalendarIcon, ClockIcon, VideoIcon } from '~/web/components/ui/icons';

/** The icon of a menu group's child, by route (the top bar's menu and the drawer's list). */
export const navGroupIcons: Record<string, typeof ClockIcon> = {
  '/timecycles': ClockIcon,
  '/timeslots': CalendarIcon,
  '/group-hookups': VideoIcon,
};
