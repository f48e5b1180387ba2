import { GROUP_HOOKUP } from '~/common/messages/groupHookups';

/** Video rooms (issue 22): refusals of GET video-sdk/generate-token, GET rooms/validate and the media node. */
export const VIDEO = {
  roomRequired: 'Please choose a room',
  notFound: 'This video call does not exist or is not yours.',
  notParticipant: 'Only the two participants of this hookup can join its video call.',
  attendFirst: GROUP_HOOKUP.attendFirst,
  groupNotOpen: GROUP_HOOKUP.roomNotOpen,
  hookupNotOpen: 'The video call opens 5 minutes before the start.',
  closed: GROUP_HOOKUP.roomClosed,
  hookupCancelled: 'This hookup has been cancelled.',
  noRoom: 'This group hookup has no room: only an approved group hookup has one.',
  removed: 'You were removed from this session.',
  ended: 'The host ended this session.',
  tokenMissing: 'A room token is required.',
  tokenInvalid: 'This room token is not valid.',
  tokenOtherRoom: 'This room token is for another room.',
  hostOnly: 'Only the host can do this.',
  muteLocked: 'The host has muted you.',
};
