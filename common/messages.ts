// Every user-facing message in one place, one module per area under messages/. Quoted ones are spec wording (§2, §5,
// §8) and must not change. Split so that a web chunk carries only its own area's messages: the first paint of /login and
// /home needs a few of them, not all of the product's (issue 21).
export * from '~/common/messages/validation';
export * from '~/common/messages/auth';
export * from '~/common/messages/pages';
export * from '~/common/messages/groupHookups';
export * from '~/common/messages/hookups';
export * from '~/common/messages/notifications';
export * from '~/common/messages/profile';
export * from '~/common/messages/network';
export * from '~/common/messages/referrals';
export * from '~/common/messages/perks';
export * from '~/common/messages/tags';
export * from '~/common/messages/adminUsers';
export * from '~/common/messages/video';
export * from '~/common/messages/chat';
export * from '~/common/messages/reviews';
export * from '~/common/messages/feedback';
export * from '~/common/messages/forum';
export * from '~/common/messages/aiAgent';
