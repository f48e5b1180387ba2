/** Directories, my network and blocking (spec §2 /experts, /ambassadors, /my-network; §7 user, public). */
export const NETWORK = {
  memberNotFound: 'This member does not exist.',
  blockSelf: 'You cannot block yourself.',
  addSelf: 'You cannot add yourself to your network.',
  contactBlocked: 'Unblock this member before adding them to your network.',
  notAnAddedContact: 'This member is not one of the contacts you added.',
  pageSize: 'size must be between 1 and 100',
  page: 'page must be a whole number of at least 0',
  queryLength: 'The search text must be at most 100 characters',
  emptyNetwork: 'Your network is empty. People you meet in hookups and group hookups show up here.',
  emptyExperts: 'No experts yet.',
  emptyAmbassadors: 'No ambassadors yet.',
  emptyBlocked: 'You have not blocked anyone.',
  emptySearch: 'No members found',
} as const;
