import { GROUP_HOOKUP } from '~/common/messages/groupHookups';

/** Profiles: editing one's own or (admins) a member's profile, avatars, the public profile (issue 6 § Profiles). */
export const PROFILE = {
  termsOwnOnly: 'Only the member can accept the terms and conditions.',
  seniorityLevel: 'Please choose a seniority level from the list',
  companySize: 'Please choose a company size from the list',
  yearsOfExperience: 'Please choose your years of experience from the list',
  textTooLong: 'Please use at most 200 characters',
  personalInformationTooLong: 'Please use at most 2000 characters',
  usernameHere: 'Your email is changed from Settings, where we send a confirmation link to the new address.',
  tagsLimit: 'Choose at most 10 interests',
  tagInvalid: 'Each interest must be 1 to 30 lower-case letters, digits or dashes',
  tagUnknown: 'One of the interests does not exist',
  userNotFound: 'This member does not exist.',
  idMismatch: 'The id does not match the member being edited.',
  fullNameParts: 'Please give a first name and a surname',
  avatarUnreadable: GROUP_HOOKUP.imageUnreadable,
  avatarDeleted: 'The profile photo has been removed.',
  saved: 'Your profile has been saved.',
  memberSaved: 'The profile has been saved.',
  missingFieldsTitle: 'Complete your profile',
  missingFieldsText: 'Some details other members look for are missing:',
} as const;
