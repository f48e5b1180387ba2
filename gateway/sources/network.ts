import type { ActiveMember, BlockedMember, Contact, ContactPage, MemberCard, MemberCardPage } from '~/gateway/generated/graphql';
import type { ServicesCall } from '~/gateway/sources/call';

// REST shapes of services/API.md § Slice: directories. They match the GraphQL types field for field.
export type ServicesMemberCard = Omit<MemberCard, '__typename'>;
export type ServicesMemberCardPage = Omit<MemberCardPage, '__typename' | 'elements'> & { elements: ServicesMemberCard[] };
export type ServicesContact = Omit<Contact, '__typename'>;
export type ServicesContactPage = Omit<ContactPage, '__typename' | 'elements'> & { elements: ServicesContact[] };
export type ServicesBlockedMember = Omit<BlockedMember, '__typename'>;
export type ServicesActiveMember = Omit<ActiveMember, '__typename'>;

export interface Paging {
  page?: number | null;
  size?: number | null;
}

const segment = encodeURIComponent;

/**
 * Experts and ambassadors directories, member search, top active members, my network and blocking. The directories
 * are public: they go without a bearer when there is no session (services then answer the default organisation).
 */
export function networkCalls(call: ServicesCall) {
  return {
    directory: (kind: 'experts' | 'ambassadors', accessToken: string | undefined, { page, size }: Paging) =>
      call<ServicesMemberCardPage>('GET', `/public/users/${kind}`, { accessToken, query: { page, size } }),
    topActiveMembers: (accessToken: string) => call<ServicesActiveMember[]>('GET', '/user/top-active-members', { accessToken }),
    searchMembers: (accessToken: string, fullName: string | null | undefined, { page, size }: Paging) =>
      call<ServicesMemberCardPage>('GET', '/user', { accessToken, query: { fullName: fullName?.trim() || undefined, page, size } }),
    myNetwork: (accessToken: string, query: string | null | undefined, { page, size }: Paging) =>
      call<ServicesContactPage>('GET', '/user/network', { accessToken, query: { query: query?.trim() || undefined, page, size } }),
    addContact: (accessToken: string, uuid: string) => call<ServicesContact>('POST', `/user/network/${segment(uuid)}`, { accessToken }),
    removeContact: (accessToken: string, uuid: string) => call<void>('DELETE', `/user/network/${segment(uuid)}`, { accessToken }),
    blockedUsers: (accessToken: string) => call<ServicesBlockedMember[]>('GET', '/user/blocked', { accessToken }),
    blockUser: (accessToken: string, uuid: string) => call<ServicesMemberCard>('PUT', `/user/block/${segment(uuid)}`, { accessToken }),
    unblockUser: (accessToken: string, uuid: string) => call<ServicesMemberCard>('PUT', `/user/unblock/${segment(uuid)}`, { accessToken }),
  };
}
