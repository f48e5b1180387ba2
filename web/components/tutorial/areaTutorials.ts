// The tutorial side drawer's content (spec §2: the help button opens "an embedded tutorial page chosen by the first
// path segment"; issue 19). Every area of the signed-in app has one entry here, written for a sales member: what the
// area is for, how to do its main task, and what is good to know. The rule that picks an entry is
// `tutorialAreaFor` below; the drawer (TutorialDrawer.tsx) only shows what it answers.
import { MAX_RESCHEDULES, GROUP_HOOKUP_JOIN_BEFORE_MINUTES, GROUP_HOOKUP_FORCE_EXIT_AFTER_MINUTES } from '~/common/constants';

export interface AreaTutorial {
  /** the drawer's title */
  title: string;
  /** what the area is for, one or two sentences */
  purpose: string;
  /** how to do the main task there, in order */
  steps: readonly string[];
  /** what is good to know */
  tips: readonly string[];
}

export const AREA_TUTORIALS = {
  home: {
    title: 'Your home page',
    purpose:
      'Home is where you start each visit: your next hookup, the steps that get you going, the most active members and the group hookups worth a look.',
    steps: [
      'Check "Your next hookup": who you meet, when, and the button to join the video call when it is time.',
      'Work through "Get started": confirm your email, add a photo and your company details, book a hookup, join a group hookup.',
      'Open a highlighted group hookup to read what it is about and reserve your place.',
    ],
    tips: [
      'The bell in the top bar lists what happened while you were away; the chat icon shows unread messages.',
      'Press this help button on any page for a guide to that page.',
    ],
  },
  timeslots: {
    title: '1-to-1 Hookups',
    purpose:
      'One-to-one hookups are video meetings with one other sales professional, matched for you. This page is where you choose how often you meet, when you are free, and where your hookups are listed.',
    steps: [
      'Choose a time cycle: how often you want to meet (for example every week).',
      'Set your availability: pick the times in your week that suit you, in your own time zone, and save.',
      'Wait for a match: you get a notification and an email with the partner, the time and why you were matched.',
      'Confirm the hookup, or reschedule it if the time no longer works.',
    ],
    tips: [
      `A hookup can be rescheduled at most ${MAX_RESCHEDULES} times; after that you can keep the time or cancel.`,
      'Choosing no time cycle stops new matches; your booked hookups stay.',
      'Add your hookups to your calendar app from Settings or the Calendar page.',
    ],
  },
  hookups: {
    title: 'Editing a hookup',
    purpose: 'Admins correct a one-to-one hookup here: the two participants and the start time.',
    steps: [
      'Check the participants and the time shown.',
      'Change the partner or the start time and save; both members see the change at once.',
    ],
    tips: ['Members reschedule their own hookups from 1-to-1 Hookups; edit here only to fix a mistake.'],
  },
  reschedule: {
    title: 'Rescheduling a hookup',
    purpose: 'Move a hookup to another time that suits both of you.',
    steps: [
      'Pick one of the free times both you and your partner have.',
      'Save: your partner is told at once and the calendar invite changes.',
    ],
    tips: [
      `A hookup can be rescheduled at most ${MAX_RESCHEDULES} times. After that, pick a time you can make, or press SAVE in the dialog to cancel the hookup.`,
    ],
  },
  'group-hookups': {
    title: 'Group Hookups',
    purpose:
      'Group hookups are hosted video sessions for a few members: practise a pitch, network or brainstorm. Anyone can host one once an admin approves it.',
    steps: [
      'Browse the list; filter by category (practice, networking, brainstorming) and open one to read who should join and what you will discuss.',
      'Press Attend to reserve one of the free places.',
      `Come back at the start: Join opens ${GROUP_HOOKUP_JOIN_BEFORE_MINUTES} minutes before and takes you to the conferencing room.`,
      'To host your own, press Create, describe it, pick a time, duration and the number of places, and wait for an admin to approve it.',
    ],
    tips: [
      `The room closes ${GROUP_HOOKUP_FORCE_EXIT_AFTER_MINUTES} minutes after the planned end.`,
      'Cannot make it? Leave the group hookup so someone else gets your place.',
    ],
  },
  timecycles: {
    title: 'Timecycles',
    purpose: 'Admins set up the time cycles members opt into: how often matching runs and how long hookups last.',
    steps: [
      'Create a time cycle with a name, a cadence (weekly, every two weeks or monthly) and a hookup length.',
      'Members then choose it on 1-to-1 Hookups and set their availability.',
      'Run matching now, or let it run on schedule; the booked hookups appear for both members at once.',
    ],
    tips: ['Matching pairs members for the best total compatibility at the earliest time both can make.'],
  },
  calendar: {
    title: 'Your calendar',
    purpose: 'Every hookup and group hookup you take part in, on one calendar.',
    steps: [
      'Move between weeks or months to see what is coming.',
      'Open an entry to see its details or join it.',
      'Copy your private calendar link and subscribe to it in Google Calendar, Apple Calendar or Outlook.',
    ],
    tips: ['Keep the calendar link private; reset it if someone else got it and the old one stops working.'],
  },
  video: {
    title: 'Your video call',
    purpose: 'The one-to-one video call of a hookup.',
    steps: [
      'Allow the camera and microphone when your browser asks.',
      'Use the controls to mute, turn the camera off or leave.',
    ],
    tips: [
      `The call opens ${GROUP_HOOKUP_JOIN_BEFORE_MINUTES} minutes before the start and ends ${GROUP_HOOKUP_FORCE_EXIT_AFTER_MINUTES} minutes after the planned end.`,
      'After the call, leave a review of your partner on Reviews.',
    ],
  },
  'my-network': {
    title: 'My Network',
    purpose: 'Everyone you have met in a hookup or a group hookup, so you can keep in touch.',
    steps: [
      'Search your contacts by name.',
      'Open a contact to see their profile, company and reviews.',
      'Press Message to chat with them.',
    ],
    tips: ['Your network grows with every meeting you attend.'],
  },
  chat: {
    title: 'Chat',
    purpose: 'Private conversations with the members you meet, one to one or in named groups.',
    steps: [
      'Pick a conversation on the left (the latest message comes first), or press Message on a member\'s profile to start one.',
      'Type and press Enter to send; attach files up to 50 MB or add emoji by typing a colon.',
      'Press "New group" to name a group conversation and add its members.',
    ],
    tips: [
      'Ticks under your messages show when they were delivered and read.',
      'Mute a busy conversation from its menu; you still see its unread count.',
    ],
  },
  community: {
    title: 'Community',
    purpose: 'The forum of the platform: ask questions, share what works in sales and answer other members.',
    steps: [
      'Browse recent topics or pick a category.',
      'Press "New topic", give it a title and write your post.',
      'Open a topic to reply, vote on posts or follow it for notifications.',
    ],
    tips: ['Accept the community guidelines once before your first post.', 'Mention a member with @ to tell them.'],
  },
  reviews: {
    title: 'Reviews',
    purpose: 'Reviews after your meetings: what you thought of your partner and what they thought of you.',
    steps: [
      'Open "To write" to see the meetings waiting for your review.',
      'Give a rating and a few honest words, then send.',
      'See the reviews you received and the ones you gave in their own tabs.',
    ],
    tips: ['A review stays sealed until both of you have written yours, or 14 days have passed.'],
  },
  referrals: {
    title: 'Referrals',
    purpose: 'The colleagues you invited and whether they joined.',
    steps: ['Share your referral link with colleagues you would like to meet here.', 'Follow who signed up through it.'],
    tips: ['Invite Friends sends the invitation by email for you.'],
  },
  invite: {
    title: 'Invite Friends',
    purpose: 'Bring sales colleagues to the platform.',
    steps: ['Type the email addresses of the people you want to invite.', 'Send; each gets an invitation with your referral link.'],
    tips: ['See who joined on Referrals.'],
  },
  experts: {
    title: 'Experts',
    purpose: 'Members recognised for deep knowledge of a field of sales, open to questions.',
    steps: ['Browse the list and open an expert\'s profile.', 'Message them, or look for the group hookups they host.'],
    tips: [],
  },
  ambassadors: {
    title: 'Ambassadors',
    purpose: 'Members who host sessions and help others get the most out of the community.',
    steps: ['Browse the list and open an ambassador\'s profile.', 'Message them or join one of their group hookups.'],
    tips: [],
  },
  'member-perks': {
    title: 'Member Perks',
    purpose: 'Offers from partners for members of the platform.',
    steps: ['Browse the perks.', 'Open a perk\'s link to claim the offer on the partner\'s site.'],
    tips: [],
  },
  'ai-assistant': {
    title: 'AI Assistant',
    purpose:
      'An assistant that answers from your own data on the platform: your next hookup and partner, your profile, people worth meeting and upcoming group hookups. It never sends anything for you.',
    steps: [
      'Press a suggested question, for example "Prepare for my next hookup", for the partner, what you have in common and openers to use.',
      'Type your own question when the assistant has an engine configured.',
      'Answer "What do you sell?" and "Who do you want to meet?": matching uses your answers.',
    ],
    tips: ['Answers marked "From your data" are built from your data without an AI engine.'],
  },
  profile: {
    title: 'Your profile',
    purpose: 'What other members see about you before you meet.',
    steps: [
      'Press "Edit profile" and fill in your job, company, industry, seniority and a few words about yourself.',
      'Add a profile photo so your partners recognise you.',
      'Check the fields the page says are missing: complete profiles are matched better.',
    ],
    tips: ['Your ratings and recent reviews show on your profile.'],
  },
  users: {
    title: 'Members',
    purpose:
      'A member\'s profile, and for admins the list of every member: search, filter, edit, change roles, disable, export.',
    steps: [
      'On a profile: read who the member is, their company and reviews, and press Message to chat.',
      'Admins: filter the list by name, email, city, company or job, open a member to edit them or change their roles.',
      'Admins: press Create user to add a member, or export the Users-Report as CSV.',
    ],
    tips: [],
  },
  settings: {
    title: 'Settings',
    purpose: 'Your login details, the clock you read times in, and which emails you receive.',
    steps: [
      'Switch on the 12-hour clock if you prefer times like 2:30 PM.',
      'Change your password or your login email (a confirmation link goes to the new address).',
      'Turn each kind of notification email on or off, or pause them for a few weeks.',
    ],
    tips: ['Admins also switch the feature gates and manage tags here.'],
  },
  admin: {
    title: 'Feedback and errors',
    purpose: 'Admins read what members sent through the feedback tab and the errors the app reported.',
    steps: ['Open an item to read it in full.', 'Mark it handled once you have answered or fixed it.'],
    tips: ['Errors are grouped by message, with the page and the last steps before it broke.'],
  },
  general: {
    title: 'Getting around',
    purpose: 'Hookups connects you with sales professionals through one-to-one meetings, group video sessions, chat and the forum.',
    steps: [
      'Use the top bar (or the menu on a phone) to reach Home, Hookups, My Network and the other areas.',
      'Open 1-to-1 Hookups to set when you are free and get matched.',
      'Open Group Hookups to join or host a session.',
    ],
    tips: ['Press this help button on any page for a guide to that page.'],
  },
} as const satisfies Record<string, AreaTutorial>;

export type TutorialArea = keyof typeof AREA_TUTORIALS;

/** First path segments that belong to another area's tutorial. */
const SEGMENT_ALIASES = new Map<string, TutorialArea>([
  ['post', 'community'], // a forum post (/post/{postId})
]);

const isArea = (segment: string): segment is TutorialArea => Object.hasOwn(AREA_TUTORIALS, segment);

/** spec §2: the tutorial of the area the member is in, chosen by the first segment of the path. */
export function tutorialAreaFor(pathname: string): TutorialArea {
  const segment = pathname.split('/').find((part) => part !== '') ?? '';
  if (segment === '') return 'home'; // the root redirects to /home
  if (isArea(segment)) return segment;
  return SEGMENT_ALIASES.get(segment) ?? 'general';
}
