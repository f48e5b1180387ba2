import { Type, type Static } from 'typebox';
import { EMAIL_PATTERN, USERNAME_MAX } from '~/common/validation';
import { REFERRAL as M } from '~/common/messages';
import { Nullable } from '~/services/schemas';

/** GET /user/referral-link */
export const ReferralLinkSchema = Type.Object({ code: Type.String(), url: Type.String() });

/** POST /referrals: the friend's address (spec §5: 'You need to provide a valid email') */
export const InviteBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: USERNAME_MAX, pattern: EMAIL_PATTERN, errorMessage: M.email }) },
  { errorMessage: { required: { email: M.email } } },
);

/** One address the member invited; `joined` once that address registered (through the link or not). */
export const InvitationSchema = Type.Object({
  email: Type.String(),
  invitedAt: Type.String(),
  lastSentAt: Type.String(),
  sentCount: Type.Integer(),
  joined: Type.Boolean(),
  joinedUserUuid: Nullable(Type.String()),
  joinedFullName: Nullable(Type.String()),
});

/** Someone who registered with the member's link without having been invited by email. */
export const ReferredMemberSchema = Type.Object({ uuid: Type.String(), fullName: Type.String(), registeredAt: Type.String() });

/** GET /referrals */
export const ReferralsSchema = Type.Object({
  invitations: Type.Array(InvitationSchema),
  registeredWithLink: Type.Array(ReferredMemberSchema),
});

export type Invitation = Static<typeof InvitationSchema>;
export type Referrals = Static<typeof ReferralsSchema>;
