import type { Invitation, Perk, PerkInput, ReferralLink, Referrals, Tag, TagInput } from '~/gateway/generated/graphql';
import { withoutNulls } from '~/gateway/sources/call';
import type { ServicesCall } from '~/gateway/sources/call';

// REST shapes of services/API.md § Slice: referrals-perks-tags; they match the GraphQL types field for field.
export type ServicesReferralLink = Omit<ReferralLink, '__typename'>;
export type ServicesInvitation = Omit<Invitation, '__typename'>;
export type ServicesReferrals = Omit<Referrals, '__typename'>;
export type ServicesPerk = Omit<Perk, '__typename'>;
export type ServicesTag = Omit<Tag, '__typename'>;

const segment = encodeURIComponent;

/** Referrals and invitations, member perks and tags; every call carries the member's bearer. */
export function referralCalls(call: ServicesCall) {
  return {
    referralLink: (accessToken: string) => call<ServicesReferralLink>('GET', '/user/referral-link', { accessToken }),
    referrals: (accessToken: string) => call<ServicesReferrals>('GET', '/referrals', { accessToken }),
    inviteFriend: (accessToken: string, email: string) => call<ServicesInvitation>('POST', '/referrals', { accessToken, body: { email } }),

    /** `all` asks for drafts too (admins); left out when false */
    perks: (accessToken: string, all: boolean) => call<ServicesPerk[]>('GET', '/perks', { accessToken, query: { all: all ? 'true' : null } }),
    createPerk: (accessToken: string, input: PerkInput) =>
      call<ServicesPerk>('POST', '/perks', { accessToken, body: withoutNulls(input) }),
    updatePerk: (accessToken: string, uuid: string, input: PerkInput) =>
      call<ServicesPerk>('PUT', `/perks/${segment(uuid)}`, { accessToken, body: withoutNulls(input) }),
    deletePerk: (accessToken: string, uuid: string) => call<void>('DELETE', `/perks/${segment(uuid)}`, { accessToken }),

    tags: (accessToken: string) => call<ServicesTag[]>('GET', '/tags', { accessToken }),
    createTag: (accessToken: string, input: TagInput) => call<ServicesTag>('POST', '/tags', { accessToken, body: input }),
    updateTag: (accessToken: string, slug: string, input: TagInput) =>
      call<ServicesTag>('PUT', `/tags/${segment(slug)}`, { accessToken, body: input }),
    deleteTag: (accessToken: string, slug: string) => call<void>('DELETE', `/tags/${segment(slug)}`, { accessToken }),
  };
}
