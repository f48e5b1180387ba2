import type { MemberProfile, ProfileInput } from '~/gateway/generated/graphql';
import type { ServicesCall, ServicesUser } from '~/gateway/sources/call';

// REST shapes of services/API.md § Slice: profiles. ProfileUser is the User with the member's interest tags;
// MemberProfile matches the GraphQL type field for field.
export type ServicesProfileUser = ServicesUser & { tags: string[] };
export type ServicesMemberProfile = Omit<MemberProfile, '__typename'>;

const segment = encodeURIComponent;

/** services' edit body leaves out what GraphQL left out; an explicit null clears the field, as services read it. */
function editBody(input: ProfileInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/** Profiles: own and admin edits, avatar deletes (uploads are REST pass-throughs, gateway/rest/uploads.ts), reads. */
export function profileCalls(call: ServicesCall) {
  return {
    updateProfile: (accessToken: string, input: ProfileInput) =>
      call<ServicesProfileUser>('PUT', '/user', { accessToken, body: editBody(input) }),
    adminUpdateUser: (accessToken: string, uuid: string, input: ProfileInput) =>
      call<ServicesProfileUser>('PUT', `/admin/user/edit/${segment(uuid)}`, { accessToken, body: editBody(input) }),
    deleteAvatar: (accessToken: string) => call<ServicesProfileUser>('DELETE', '/user/delete-avatar', { accessToken }),
    adminDeleteAvatar: (accessToken: string, uuid: string) =>
      call<ServicesProfileUser>('DELETE', `/admin/user/delete-avatar/${segment(uuid)}`, { accessToken }),
    memberProfile: (accessToken: string, uuid: string) =>
      call<ServicesMemberProfile>('GET', `/user/details/${segment(uuid)}`, { accessToken }),
    missingProfileFields: (accessToken: string) =>
      call<{ missingFields: string[] }>('GET', '/user/missing-fields', { accessToken }),
  };
}
