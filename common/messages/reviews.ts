/** Reviews (issue 18; spec §5-style messages, one for every refusal). */
export const REVIEW = {
  meetingRequired: 'Choose the hookup or group hookup you are reviewing.',
  rating: 'Choose a rating from 1 to 5 stars.',
  commentRequired: 'Write a comment others can read.',
  commentLength: 'A comment can be at most 1000 characters.',
  privateFeedbackLength: 'Private feedback can be at most 1000 characters.',
  meetingNotFound: 'This meeting was not found.',
  notParticipant: 'Only the participants of this meeting can review it.',
  ownGroupHookup: 'You host this group hookup: its participants review you.',
  notEnded: 'This meeting has not ended yet: you can review it once it is over.',
  notCompleted: 'Only a meeting that took place can be reviewed.',
  didNotAttend: 'Only members who joined the call can review it.',
  otherDidNotAttend: 'The other member did not join the call, so there is nothing to review.',
  windowClosed: 'The 14 days to review this meeting are over.',
  alreadyReviewed: 'You already reviewed this meeting. A review is final once submitted.',
  memberNotFound: 'This member was not found.',
} as const;
