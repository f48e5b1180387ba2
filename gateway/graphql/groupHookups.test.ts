import { describe, expect, it } from 'vitest';
import { AUTH, GROUP_HOOKUP } from '~/common/messages';
import { postGraphql, signAccessToken } from '~/gateway/testing/fakeServices';
import { HOST_UUID, PARTICIPANT_UUID, servicesGroupHookup } from '~/gateway/testing/groupHookupFixtures';
import { useFakeServicesGateway, type ServicesMethod } from '~/gateway/testing/resolverHarness';

const gateway = useFakeServicesGateway();
const { serve, send } = gateway;

const GH = 'uuid title status isHost isParticipant hostUUID participants { uuid fullName } host { fullName }';
const pending = servicesGroupHookup({ status: 'NOT ACCEPTED', cancellationReason: 'Off topic' });
const room = { uuid: 'gh-1', opensAt: '2030-01-02T09:55:00.000Z', closesAt: '2030-01-02T11:10:00.000Z', present: [] };
const settings = { organizationUUID: 'org-1', requireApproval: true, defaultDuration: 60, defaultMaxParticipants: 10 };
const form = {
  title: 'Cold calling practice',
  description: null,
  category: 'PRACTICE',
  startDate: '2030-01-02T10:00:00.000Z',
  duration: 60,
  maxParticipants: 10,
  private: false,
  tags: ['calls'],
};

interface Case {
  name: string;
  operation: string;
  variables?: Record<string, unknown>;
  method: ServicesMethod;
  path: string;
  search?: Record<string, string>;
  body?: unknown;
  answer: unknown;
  expected: unknown;
}

const queries: Case[] = [
  {
    name: 'groupHookups lists GET /group-hookup/all with the view and status in services spelling',
    operation: `query { groupHookups(view: MINE, status: NOT_ACCEPTED, category: "PRACTICE", page: 1, size: 5) { totalPages totalElements page size elements { ${GH} } } }`,
    method: 'get',
    path: '/group-hookup/all',
    search: { view: 'mine', status: 'NOT ACCEPTED', category: 'PRACTICE', page: '1', size: '5' },
    answer: { elements: [pending], totalPages: 1, totalElements: 1, page: 1, size: 5 },
    expected: { groupHookups: { totalPages: 1, totalElements: 1, page: 1, size: 5, elements: [expect.objectContaining({ status: 'NOT_ACCEPTED', isHost: true, isParticipant: false })] } },
  },
  {
    name: 'groupHookup reads GET /group-hookup/{uuid}',
    operation: `query { groupHookup(uuid: "gh-1") { ${GH} } }`,
    method: 'get',
    path: '/group-hookup/gh-1',
    answer: servicesGroupHookup(),
    expected: { groupHookup: expect.objectContaining({ uuid: 'gh-1', status: 'APPROVED', isHost: true, host: { fullName: 'Grace Hopper' } }) },
  },
  {
    name: 'highlightedGroupHookups reads GET /group-hookup/highlighted',
    operation: `query { highlightedGroupHookups { uuid status } }`,
    method: 'get',
    path: '/group-hookup/highlighted',
    answer: [servicesGroupHookup({ highlighted: true })],
    expected: { highlightedGroupHookups: [{ uuid: 'gh-1', status: 'APPROVED' }] },
  },
  {
    name: 'categories reads GET /category',
    operation: 'query { categories { name label } }',
    method: 'get',
    path: '/category',
    answer: [{ name: 'PRACTICE', label: 'Practice' }],
    expected: { categories: [{ name: 'PRACTICE', label: 'Practice' }] },
  },
  {
    name: 'organization reads GET /user/organization',
    operation: 'query { organization { uuid name } }',
    method: 'get',
    path: '/user/organization',
    answer: { uuid: 'org-1', name: 'Demo' },
    expected: { organization: { uuid: 'org-1', name: 'Demo' } },
  },
  {
    name: 'groupHookupSettings reads GET /group-hookup-settings/{organizationUUID}',
    operation: 'query { groupHookupSettings(organizationUUID: "org-1") { organizationUUID requireApproval defaultDuration defaultMaxParticipants } }',
    method: 'get',
    path: '/group-hookup-settings/org-1',
    answer: settings,
    expected: { groupHookupSettings: settings },
  },
  {
    name: 'room reads GET /group-hookup/{uuid}/room',
    operation: 'query { room(uuid: "gh-1") { uuid opensAt closesAt present { uuid } } }',
    method: 'get',
    path: '/group-hookup/gh-1/room',
    answer: room,
    expected: { room },
  },
];

const mutations: Case[] = [
  {
    name: 'createGroupHookup posts the form to POST /group-hookup, leaving out null fields',
    operation: `mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { ${GH} } }`,
    variables: { input: form },
    method: 'post',
    path: '/group-hookup',
    body: { ...form, description: undefined },
    answer: servicesGroupHookup({ status: 'PENDING', participants: [] }),
    expected: { createGroupHookup: expect.objectContaining({ status: 'PENDING', isHost: true }) },
  },
  {
    name: 'updateGroupHookup puts the form to PUT /group-hookup/{uuid}',
    operation: `mutation($input: GroupHookupInput!) { updateGroupHookup(uuid: "gh-1", input: $input) { uuid title } }`,
    variables: { input: { ...form, description: 'A longer description.' } },
    method: 'put',
    path: '/group-hookup/gh-1',
    body: { ...form, description: 'A longer description.' },
    answer: servicesGroupHookup(),
    expected: { updateGroupHookup: { uuid: 'gh-1', title: 'Cold calling practice' } },
  },
  ...(
    [
      ['attendGroupHookup', 'post', '/group-hookup/attend', { uuid: 'gh-1' }, ''],
      ['leaveGroupHookup', 'put', '/group-hookup/leave/gh-1', {}, ''],
      ['cancelGroupHookup', 'put', '/group-hookup/gh-1/cancel', { reason: 'Host is ill' }, ', reason: "Host is ill"'],
      ['approveGroupHookup', 'put', '/hookup-admin/group-hookups/gh-1/approve', {}, ''],
      ['rejectGroupHookup', 'put', '/hookup-admin/group-hookups/gh-1/reject', { reason: 'Off topic' }, ', reason: "Off topic"'],
      ['highlightGroupHookup', 'put', '/hookup-admin/group-hookup/gh-1/highlight', {}, ''],
      ['unhighlightGroupHookup', 'put', '/hookup-admin/group-hookup/gh-1/unhighlight', {}, ''],
    ] as const
  ).map(([field, method, path, search, args]): Case => ({
    name: `${field} calls ${method.toUpperCase()} ${path}`,
    operation: `mutation { ${field}(uuid: "gh-1"${args}) { uuid status isHost } }`,
    method,
    path,
    search,
    answer: servicesGroupHookup({ status: 'CANCELED' }),
    expected: { [field]: { uuid: 'gh-1', status: 'CANCELED', isHost: true } },
  })),
  {
    name: 'updateGroupHookupSettings puts to PUT /group-hookup-settings/{organizationUUID}',
    operation: 'mutation($input: GroupHookupSettingsInput!) { updateGroupHookupSettings(organizationUUID: "org-1", input: $input) { requireApproval } }',
    variables: { input: { requireApproval: false, defaultDuration: 45, defaultMaxParticipants: 8 } },
    method: 'put',
    path: '/group-hookup-settings/org-1',
    body: { requireApproval: false, defaultDuration: 45, defaultMaxParticipants: 8 },
    answer: { ...settings, requireApproval: false },
    expected: { updateGroupHookupSettings: { requireApproval: false } },
  },
  {
    name: 'enterRoom calls PUT /group-hookup/{uuid}/room/presence',
    operation: 'mutation { enterRoom(uuid: "gh-1") { uuid present { uuid } } }',
    method: 'put',
    path: '/group-hookup/gh-1/room/presence',
    answer: { ...room, present: [{ uuid: HOST_UUID, fullName: 'Grace Hopper', imageUrl: null, jobPosition: null, roles: ['ROLE_USER'] }] },
    expected: { enterRoom: { uuid: 'gh-1', present: [{ uuid: HOST_UUID }] } },
  },
  {
    name: 'leaveRoom calls DELETE /group-hookup/{uuid}/room/presence',
    operation: 'mutation { leaveRoom(uuid: "gh-1") { uuid present { uuid } } }',
    method: 'delete',
    path: '/group-hookup/gh-1/room/presence',
    answer: room,
    expected: { leaveRoom: { uuid: 'gh-1', present: [] } },
  },
];

describe.each([
  ['queries', queries],
  ['mutations', mutations],
])('group hookup %s', (_kind, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const calls = serve(c.method, c.path, c.answer);
    const token = await signAccessToken(gateway.keys.privateKey, { sub: HOST_UUID });
    const response = await send(c.operation, { variables: c.variables, token });
    expect(response.body).toEqual({ data: c.expected });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(Object.fromEntries(calls[0].search)).toEqual(c.search ?? {});
    if (c.body !== undefined) expect(calls[0].body).toEqual(JSON.parse(JSON.stringify(c.body)));
  });

  it.each(cases.map((c) => [c.name.split(' ')[0], c] as const))('%s without a session is UNAUTHENTICATED and calls nobody', async (_name, c) => {
    const calls = serve(c.method, c.path, c.answer);
    const response = await send(c.operation, { variables: c.variables });
    expect(response.body.errors?.[0]).toMatchObject({ message: AUTH.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } });
    expect(calls).toHaveLength(0);
  });
});

describe('who is looking', () => {
  it('isParticipant is true for a participant and isHost false', async () => {
    serve('get', '/group-hookup/gh-1', servicesGroupHookup());
    const token = await signAccessToken(gateway.keys.privateKey, { sub: PARTICIPANT_UUID });
    const response = await send(`query { groupHookup(uuid: "gh-1") { isHost isParticipant } }`, { token });
    expect(response.body).toEqual({ data: { groupHookup: { isHost: false, isParticipant: true } } });
  });

  it('publicGroupHookup works without a session and sends services no bearer', async () => {
    const calls = serve('get', '/group-hookup/public', servicesGroupHookup({ participants: [] }));
    const response = await send(`query { publicGroupHookup(uuid: "gh-1") { uuid isHost isParticipant participants { uuid } } }`);
    expect(response.body).toEqual({ data: { publicGroupHookup: { uuid: 'gh-1', isHost: false, isParticipant: false, participants: [] } } });
    expect(calls[0].search.get('uuid')).toBe('gh-1');
    expect(calls[0].headers.get('authorization')).toBeNull();
  });

  it('publicGroupHookup tells a signed-in host that they host it', async () => {
    serve('get', '/group-hookup/public', servicesGroupHookup({ participants: [] }));
    const token = await signAccessToken(gateway.keys.privateKey, { sub: HOST_UUID });
    const response = await send(`query { publicGroupHookup(uuid: "gh-1") { isHost } }`, { token });
    expect(response.body).toEqual({ data: { publicGroupHookup: { isHost: true } } });
  });
});

describe('services refusals pass through', () => {
  const adminOnly = mutations.filter((c) => /approve|reject|highlight|Settings/.test(c.operation));

  it.each(adminOnly.map((c) => [c.operation.match(/(\w+)\(/)![1], c] as const))(
    'a member calling %s gets FORBIDDEN with the services message',
    async (_name, c) => {
      serve(c.method, c.path, { statusCode: 403, error: 'Forbidden', message: AUTH.forbidden }, { status: 403 });
      const response = await send(c.operation, { variables: c.variables, token: await signAccessToken(gateway.keys.privateKey, { sub: PARTICIPANT_UUID }) });
      expect(response.body.data).toBeNull();
      expect(response.body.errors?.[0]).toMatchObject({ message: AUTH.forbidden, extensions: { code: 'FORBIDDEN' } });
    },
  );

  it('attending a full group hookup is CONFLICT with the rule message', async () => {
    serve('post', '/group-hookup/attend', { statusCode: 409, error: 'Conflict', message: GROUP_HOOKUP.attendFull }, { status: 409 });
    const response = await send('mutation { attendGroupHookup(uuid: "gh-1") { uuid } }', { token: await signAccessToken(gateway.keys.privateKey) });
    expect(response.body.errors?.[0]).toMatchObject({ message: GROUP_HOOKUP.attendFull, extensions: { code: 'CONFLICT' } });
  });

  it('a group hookup the member may not see is NOT_FOUND', async () => {
    serve('get', '/group-hookup/gh-1', { statusCode: 404, error: 'Not Found', message: GROUP_HOOKUP.notFound }, { status: 404 });
    const response = await send('query { groupHookup(uuid: "gh-1") { uuid } }', { token: await signAccessToken(gateway.keys.privateKey) });
    expect(response.body.errors?.[0]).toMatchObject({ message: GROUP_HOOKUP.notFound, extensions: { code: 'NOT_FOUND' } });
  });

  it('a group hookup form with invalid fields is BAD_USER_INPUT with the per-field messages', async () => {
    const fields = { title: GROUP_HOOKUP.titleLength };
    serve('post', '/group-hookup', { statusCode: 400, error: 'Bad Request', message: GROUP_HOOKUP.titleLength, fields }, { status: 400 });
    const response = await send(mutations[0].operation, { variables: { input: { ...form, title: 'ab' } }, token: await signAccessToken(gateway.keys.privateKey) });
    expect(response.body.errors?.[0]).toMatchObject({ message: GROUP_HOOKUP.titleLength, extensions: { code: 'BAD_USER_INPUT', fields } });
  });

  it('a mutation without the CSRF header is refused before services are called', async () => {
    const calls = serve('put', '/hookup-admin/group-hookups/gh-1/approve', servicesGroupHookup());
    const response = await postGraphql(gateway.app, {
      query: 'mutation { approveGroupHookup(uuid: "gh-1") { uuid } }',
      headers: { authorization: `Bearer ${await signAccessToken(gateway.keys.privateKey, { roles: ['ROLE_ADMIN'] })}` },
    });
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe('subscriptions over HTTP', () => {
  it('are refused with BAD_USER_INPUT: they are served over WebSocket', async () => {
    const response = await postGraphql(gateway.app, { query: 'subscription { groupHookupChanged { eventId } }' });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(response.body.errors?.[0].message).toContain('WebSocket');
  });
});
