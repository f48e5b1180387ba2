/** Referrals and Invite Friends (issue 6; services/API.md § Slice: referrals-perks-tags). */
export const REFERRAL = {
  email: 'You need to provide a valid email', // spec §5 (the invitee's address)
  alreadyMember: 'This person is already a member.',
  clientsOnly: 'Only clients can invite friends.',
  invited: 'Your invitation has been sent.',
  reinvited: 'We have sent your invitation again.',
  linkCopied: 'Link copied',
} as const;
