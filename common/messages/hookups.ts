/** One-to-one hookups, time cycles and availability (spec §3, §7, §8). Quoted ones are spec §8 wording. */
export const HOOKUP = {
  rescheduleCancelTitle: 'Reschedule cancel', // spec §8
  rescheduleLimit:
    'It looks like you and your hookup are having difficulty rescheduling. The platform is limited to 2 reschedules to prevent misuse of the platform. If you would like to continue with your hookup please select a timeslot. Press "SAVE" if you prefer to cancel the hookup.', // spec §8
  alreadyCancelled: 'The hookup has already been cancelled!', // spec §8
  notFound: 'This hookup does not exist or is not yours.',
  notConfirmable: 'Only a hookup waiting for confirmation that has not started can be confirmed.',
  alreadyConfirmed: 'You have already confirmed this hookup.',
  notReschedulable: 'Only an upcoming hookup that has not started can be rescheduled.',
  alreadyTookPlace: 'This hookup has already taken place.',
  slotUnavailable: 'This time is not available for both of you. Please pick another timeslot.',
  startInPast: 'Please pick a time in the future.',
  timeCycleNotFound: 'This time cycle does not exist or is not active.',
  samePerson: 'A hookup needs two different members.',
  blockedPair: 'These members cannot be matched.',
  matchingInProgress: 'Matching is already running for this time cycle. Please try again in a moment.',
  participantBusy: 'One of the members already has a hookup at that time.',
  reasonLength: 'Please give a reason of 3 to 500 characters',
  cycleNameLength: 'The name must be between 2 and 60 characters',
  cycleNameTaken: 'A time cycle with this name already exists.',
  cadenceRequired: 'Please choose how often the cycle runs',
  durationChoice: 'The hookup duration must be 15, 30, 45 or 60 minutes',
  timeZoneInvalid: 'Please choose a valid time zone',
  slotOrder: 'Each timeslot must end after it starts',
  slotGrid: 'Timeslots start and end on the hour or half hour',
  slotOverlap: 'Timeslots on the same day must not overlap',
  slotsLimit: 'Use at most 50 timeslots',
  userNotFound: 'This member does not exist.',
  featureGateNotFound: 'This feature gate does not exist.',
  googleNotConfigured: 'Google Calendar is not available on this server. Use your private calendar feed instead.',
} as const;
