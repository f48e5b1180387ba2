// The directories and network resolvers against a fake services (msw): each field calls the services route of
// services/API.md § Slice: directories with the member's bearer (none for a guest's directories), answers its shape,
// and passes refusals on with their message and code.
import { describe, expect, it } from 'vitest';
import { NETWORK } from '~/common/messages';
import { signAccessToken } from '~/gateway/testing/fakeServices';
import { useFakeServicesGateway } from '~/gateway/testing/resolverHarness';

const gateway = useFakeServicesGateway();
const { serve, send } = gateway;

const memberToken = () => signAccessToken(gateway.keys.privateKey, { sub: 'member-1' });

const card = {
  uuid: '7d6f0a52-2f8e-4c57-9a39-3b3d6f1f7a10',
  fullName: 'Ada Expert',
  imageUrl: '/uploads/ada',
  jobPosition: 'Sales Director',
  companyName: 'Acme',
  city: 'Berlin',
  locationName: 'Berlin, Germany',
  linkedInUrl: 'https://www.linkedin.com/in/ada',
  roles: ['ROLE_USER', 'ROLE_EXPERT'],
};
const CARD = 'uuid fullName imageUrl jobPosition companyName city locationName linkedInUrl roles';
const page = (elements: unknown[]) => ({ elements, totalPages: 1, totalElements: elements.length, page: 0, size: 15 });

describe('experts and ambassadors', () => {
  it('work without a session: no bearer goes to services, page and size are forwarded', async () => {
    const calls = serve('get', '/public/users/experts', page([card]));
    const res = await send(`query { experts(page: 2, size: 5) { elements { ${CARD} } totalPages totalElements page size } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ experts: page([card]) });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(calls[0].search)).toEqual({ page: '2', size: '5' });
  });

  it('forward the member bearer when signed in, so services answer their own organisation', async () => {
    const token = await memberToken();
    const calls = serve('get', '/public/users/ambassadors', page([]));
    const res = await send('query { ambassadors { elements { uuid } totalElements } }', { token });
    expect(res.body.data).toEqual({ ambassadors: { elements: [], totalElements: 0 } });
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(Object.fromEntries(calls[0].search)).toEqual({});
  });

  it('refuse an expired bearer with UNAUTHENTICATED instead of showing the guest list', async () => {
    const expired = await signAccessToken(gateway.keys.privateKey, { expiresIn: -60 });
    const res = await send('query { experts { totalElements } }', { token: expired });
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('member calls', () => {
  it('need a session', async () => {
    for (const operation of ['query { topActiveMembers { uuid } }', 'query { myNetwork { totalElements } }', 'query { blockedUsers { uuid } }', 'query { searchMembers { totalElements } }']) {
      const res = await send(operation);
      expect(res.body.errors?.[0].extensions?.code, operation).toBe('UNAUTHENTICATED');
    }
  });

  it('searchMembers and myNetwork forward the trimmed search text, and leave it out when blank', async () => {
    const token = await memberToken();
    const search = serve('get', '/user', page([card]));
    const found = await send(`query { searchMembers(fullName: "  ada ", size: 10) { elements { ${CARD} } } }`, { token });
    expect(found.body.data).toEqual({ searchMembers: { elements: [card] } });
    expect(Object.fromEntries(search[0].search)).toEqual({ fullName: 'ada', size: '10' });

    const contact = { ...card, met: true, added: false };
    const network = serve('get', '/user/network', page([contact]));
    const mine = await send(`query { myNetwork(query: "   ") { elements { ${CARD} met added } totalPages } }`, { token });
    expect(mine.body.data).toEqual({ myNetwork: { elements: [contact], totalPages: 1 } });
    expect(Object.fromEntries(network[0].search)).toEqual({});
  });

  it('topActiveMembers and blockedUsers read their lists', async () => {
    const token = await memberToken();
    serve('get', '/user/top-active-members', [{ ...card, activity: 4 }]);
    serve('get', '/user/blocked', [{ ...card, blockedAt: '2030-01-15T10:00:00.000Z' }]);
    const res = await send('query { topActiveMembers { uuid activity } blockedUsers { uuid blockedAt } }', { token });
    expect(res.body.data).toEqual({
      topActiveMembers: [{ uuid: card.uuid, activity: 4 }],
      blockedUsers: [{ uuid: card.uuid, blockedAt: '2030-01-15T10:00:00.000Z' }],
    });
  });

  it('addContact, removeContact, blockUser and unblockUser call their routes with the bearer', async () => {
    const token = await memberToken();
    const add = serve('post', `/user/network/${card.uuid}`, { ...card, met: false, added: true }, { status: 201 });
    const remove = serve('delete', `/user/network/${card.uuid}`, null, { status: 204 });
    const block = serve('put', `/user/block/${card.uuid}`, card);
    const unblock = serve('put', `/user/unblock/${card.uuid}`, card);
    const vars = { uuid: card.uuid };
    expect((await send('mutation ($uuid: ID!) { addContact(uuid: $uuid) { uuid added met } }', { variables: vars, token })).body.data).toEqual({
      addContact: { uuid: card.uuid, added: true, met: false },
    });
    expect((await send('mutation ($uuid: ID!) { removeContact(uuid: $uuid) }', { variables: vars, token })).body.data).toEqual({ removeContact: card.uuid });
    expect((await send('mutation ($uuid: ID!) { blockUser(uuid: $uuid) { fullName } }', { variables: vars, token })).body.data).toEqual({ blockUser: { fullName: card.fullName } });
    expect((await send('mutation ($uuid: ID!) { unblockUser(uuid: $uuid) { uuid } }', { variables: vars, token })).body.data).toEqual({ unblockUser: { uuid: card.uuid } });
    for (const calls of [add, remove, block, unblock]) expect(calls[0].headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('passes services refusals on with their message and code', async () => {
    const token = await memberToken();
    serve('put', '/user/block/me', { statusCode: 400, error: 'Bad Request', message: NETWORK.blockSelf }, { status: 400 });
    serve('post', '/user/network/gone', { statusCode: 404, error: 'Not Found', message: NETWORK.memberNotFound }, { status: 404 });
    serve('post', '/user/network/blocked', { statusCode: 409, error: 'Conflict', message: NETWORK.contactBlocked }, { status: 409 });
    const self = await send('mutation { blockUser(uuid: "me") { uuid } }', { token });
    expect(self.body.errors?.[0]).toMatchObject({ message: NETWORK.blockSelf, extensions: { code: 'BAD_USER_INPUT' } });
    const gone = await send('mutation { addContact(uuid: "gone") { uuid } }', { token });
    expect(gone.body.errors?.[0]).toMatchObject({ message: NETWORK.memberNotFound, extensions: { code: 'NOT_FOUND' } });
    const blocked = await send('mutation { addContact(uuid: "blocked") { uuid } }', { token });
    expect(blocked.body.errors?.[0]).toMatchObject({ message: NETWORK.contactBlocked, extensions: { code: 'CONFLICT' } });
  });
});
