/** Member perks (issue 6): what admins publish on /member-perks. */
export const PERK = {
  titleRequired: 'Title is required',
  partnerRequired: 'Partner is required',
  descriptionRequired: 'Description is required',
  howToRedeemRequired: 'How to redeem is required',
  link: 'You need to provide a valid link starting with http:// or https://',
  tooLong: 'This text is too long',
  notFound: 'This perk does not exist.',
  draftsAdminsOnly: 'Only admins can see unpublished perks.',
} as const;
