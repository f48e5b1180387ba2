/** Admin user management (slice admin-users): refusals of GET/PUT admin/user… and the /users screens. */
export const ADMIN_USERS = {
  notFound: 'This user does not exist.',
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin role.',
  rolesRequired: 'Please choose at least one role',
  roleUnknown: 'Please choose roles from the list',
  sortingParameter: 'sorting_parameter must be one of createdOn, firstName, lastName, fullName, username, city, companyName, lastActivity',
  sortingDirection: 'sorting_direction must be asc or desc',
  isSubscribe: 'f_isSubscribe must be true or false',
  created: 'The user has been created. We have sent them an email to set their password.',
  disabled: 'The user has been disabled.',
  enabled: 'The user has been enabled.',
  rolesSaved: 'The roles have been saved.',
  empty: 'No users found',
} as const;
