// The notifications resolvers against a fake services (msw): each field calls the services route of services/API.md
// § Notifications (the member's bearer; none for unsubscribe), shapes the answer as schema.graphql has it, and passes
// services' refusals on with their message and code.
import { describe, expect, it } from 'vitest';
import { ADMIN_NOTIFICATION_CODES, NOTIFICATION_CODES, NOTIFICATION_LABELS, type NotificationCode } from '~/common/constants';
import { AUTH, NOTIFICATION } from '~/common/messages';
import { postGraphql, signAccessToken } from '~/gateway/testing/fakeServices';
import { MEMBER_UUID, servicesMailingPreferences, servicesNotification } from '~/gateway/testing/notificationFixtures';
import { useFakeServicesGateway } from '~/gateway/testing/resolverHarness';

const gateway = useFakeServicesGateway();
const { serve, send } = gateway;

type Method = 'get' | 'post' | 'put';

const memberToken = () => signAccessToken(gateway.keys.privateKey, { sub: MEMBER_UUID });

const refusal = (statusCode: number, message: string) => ({ statusCode, error: 'Refused', message });

const N = 'id message image date viewed isNew redirectUrl notificationCode';
const shaped = {
  id: '42',
  message: 'Your group hookup "Cold calling clinic" has been approved.',
  image: '/uploads/img-1',
  date: '2030-01-02T09:30:00.000Z',
  viewed: false,
  isNew: true,
  redirectUrl: '/group-hookups/details/gh-1',
  notificationCode: 'GROUP_HOOKUP_APPROVED',
};
const PREFS = 'preferences { notificationCode label email } unsubscribeDate pauseNotificationsStartDate pauseNotificationsEndDate paused';
/** The /settings list of a member (not an admin): every code but the admins' in NOTIFICATION_CODES order with its label; `off` switched off. */
const preferenceList = (off: string[] = [], codes: readonly NotificationCode[] = NOTIFICATION_CODES.filter((code) => !ADMIN_NOTIFICATION_CODES.includes(code))) =>
  codes.map((code) => ({ notificationCode: code, label: NOTIFICATION_LABELS[code], email: !off.includes(code) }));
const noDates = { unsubscribeDate: null, pauseNotificationsStartDate: null, pauseNotificationsEndDate: null, paused: false };
const paused = {
  pauseNotificationsStartDate: '2030-01-01T00:00:00.000Z',
  pauseNotificationsEndDate: '2030-01-15T00:00:00.000Z',
  paused: true,
};
const DESC_BY_DATE = { sorting_direction: 'DESC', sorting_parameter: 'date' };

interface Case {
  name: string;
  operation: string;
  variables?: Record<string, unknown>;
  method: Method;
  path: string;
  search?: Record<string, string>;
  /** the JSON body services must receive; undefined: none */
  body?: unknown;
  answer: unknown;
  expected: unknown;
}

const memberCases: Case[] = [
  {
    name: 'notifications reads GET /notification/list, newest first by date, with page and size',
    operation: `query { notifications(page: 1, size: 5) { elements { ${N} } totalPages newNotificationsCount } }`,
    method: 'get',
    path: '/notification/list',
    search: { page: '1', size: '5', ...DESC_BY_DATE },
    answer: { notifications: { elements: [servicesNotification()], totalPages: 3 }, newNotificationsCount: 2 },
    expected: { notifications: { elements: [shaped], totalPages: 3, newNotificationsCount: 2 } },
  },
  {
    name: 'notifications without arguments leaves page and size to services’ defaults',
    operation: 'query { notifications { elements { id } totalPages newNotificationsCount } }',
    method: 'get',
    path: '/notification/list',
    search: DESC_BY_DATE,
    answer: { notifications: { elements: [], totalPages: 0 }, newNotificationsCount: 0 },
    expected: { notifications: { elements: [], totalPages: 0, newNotificationsCount: 0 } },
  },
  {
    name: 'mailingPreferences reads GET /user/mailing-preferences as one labelled switch per code, in the codes’ order',
    operation: `query { mailingPreferences { ${PREFS} } }`,
    method: 'get',
    path: '/user/mailing-preferences',
    answer: servicesMailingPreferences(['HOOKUP_MATCHED', 'WELCOME']),
    expected: { mailingPreferences: { preferences: preferenceList(['HOOKUP_MATCHED', 'WELCOME']), ...noDates } },
  },
  {
    name: 'markNotificationsNotNew is PUT /notification/mark-as-not-new',
    operation: 'mutation { markNotificationsNotNew { newNotificationsCount } }',
    method: 'put',
    path: '/notification/mark-as-not-new',
    answer: { newNotificationsCount: 0 },
    expected: { markNotificationsNotNew: { newNotificationsCount: 0 } },
  },
  {
    name: 'markNotificationViewed is PUT /notification/mark-as-viewed with the id as a number',
    operation: `mutation { markNotificationViewed(id: "42") { ${N} } }`,
    method: 'put',
    path: '/notification/mark-as-viewed',
    body: { notificationId: 42 },
    answer: servicesNotification({ viewed: true, isNew: false }),
    expected: { markNotificationViewed: { ...shaped, viewed: true, isNew: false } },
  },
  {
    name: 'updateMailingPreferences is PUT /user/mailing-preferences with the switches by code and subscribe',
    operation: `mutation($input: MailingPreferencesInput!) { updateMailingPreferences(input: $input) { ${PREFS} } }`,
    variables: {
      input: {
        preferences: [
          { notificationCode: 'HOOKUP_MATCHED', email: false },
          { notificationCode: 'WELCOME', email: true },
        ],
        subscribe: true,
      },
    },
    method: 'put',
    path: '/user/mailing-preferences',
    body: { data: { preferences: { HOOKUP_MATCHED: false, WELCOME: true }, subscribe: true } },
    answer: servicesMailingPreferences(['HOOKUP_MATCHED']),
    expected: { updateMailingPreferences: { preferences: preferenceList(['HOOKUP_MATCHED']), ...noDates } },
  },
  {
    name: 'updateMailingPreferences with subscribe false sends neither switches nor subscribe',
    operation: 'mutation { updateMailingPreferences(input: { subscribe: false }) { paused } }',
    method: 'put',
    path: '/user/mailing-preferences',
    body: { data: {} },
    answer: servicesMailingPreferences([], { unsubscribeDate: '2030-01-01T00:00:00.000Z' }),
    expected: { updateMailingPreferences: { paused: false } },
  },
  {
    name: 'pauseNotifications is POST /user/pause-notifications?weeks=',
    operation: `mutation { pauseNotifications(weeks: 2) { ${PREFS} } }`,
    method: 'post',
    path: '/user/pause-notifications',
    search: { weeks: '2' },
    answer: servicesMailingPreferences([], paused),
    expected: { pauseNotifications: { preferences: preferenceList(), ...noDates, ...paused } },
  },
  {
    name: 'pauseNotifications without weeks pauses until unpaused (no weeks sent)',
    operation: 'mutation { pauseNotifications { paused pauseNotificationsEndDate } }',
    method: 'post',
    path: '/user/pause-notifications',
    answer: servicesMailingPreferences([], { ...paused, pauseNotificationsEndDate: null }),
    expected: { pauseNotifications: { paused: true, pauseNotificationsEndDate: null } },
  },
  {
    name: 'unpauseNotifications is POST /user/unpause-notifications',
    operation: `mutation { unpauseNotifications { ${PREFS} } }`,
    method: 'post',
    path: '/user/unpause-notifications',
    answer: servicesMailingPreferences(),
    expected: { unpauseNotifications: { preferences: preferenceList(), ...noDates } },
  },
];

describe('the member’s notification fields', () => {
  it.each(memberCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const calls = serve(c.method, c.path, c.answer);
    const token = await memberToken();
    const response = await send(c.operation, { variables: c.variables, token });
    expect(response.body).toEqual({ data: c.expected });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(Object.fromEntries(calls[0].search)).toEqual(c.search ?? {});
    expect(calls[0].body).toEqual(c.body);
  });

  it.each(memberCases.map((c) => [c.name.split(' ')[0], c] as const))('%s without a session is UNAUTHENTICATED and calls nobody', async (_name, c) => {
    const calls = serve(c.method, c.path, c.answer);
    const response = await send(c.operation, { variables: c.variables });
    expect(response.body.errors?.[0]).toMatchObject({ message: AUTH.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } });
    expect(calls).toHaveLength(0);
  });

  it('an expired session is UNAUTHENTICATED with the session-expired message', async () => {
    const calls = serve('get', '/notification/list', {});
    const expired = await signAccessToken(gateway.keys.privateKey, { sub: MEMBER_UUID, expiresIn: -10 });
    const response = await send('query { notifications { totalPages } }', { token: expired });
    expect(response.body.errors?.[0]).toMatchObject({ message: AUTH.sessionExpired, extensions: { code: 'UNAUTHENTICATED' } });
    expect(calls).toHaveLength(0);
  });
});

describe('the email switches of an admin and of a member', () => {
  it('lists the codes services answered: an admin every code’s switch, the admins’ ones too; a member not theirs', async () => {
    serve('get', '/user/mailing-preferences', servicesMailingPreferences(['FEEDBACK_RECEIVED'], {}, NOTIFICATION_CODES));
    const admin = await send(`query { mailingPreferences { ${PREFS} } }`, { token: await signAccessToken(gateway.keys.privateKey, { sub: MEMBER_UUID, roles: ['ROLE_ADMIN'] }) });
    expect(admin.body).toEqual({ data: { mailingPreferences: { preferences: preferenceList(['FEEDBACK_RECEIVED'], NOTIFICATION_CODES), ...noDates } } });
    serve('get', '/user/mailing-preferences', servicesMailingPreferences());
    const member = await send(`query { mailingPreferences { preferences { notificationCode } } }`, { token: await memberToken() });
    const codes = (member.body.data as { mailingPreferences: { preferences: Array<{ notificationCode: string }> } }).mailingPreferences.preferences.map((p) => p.notificationCode);
    expect(codes).toContain('CHAT_UNREAD');
    expect(codes).not.toContain('FEEDBACK_RECEIVED');
    expect(codes).toHaveLength(NOTIFICATION_CODES.length - ADMIN_NOTIFICATION_CODES.length);
  });
});

describe('the bell’s event cursor', () => {
  const LIST = { notifications: { elements: [servicesNotification()], totalPages: 1 }, newNotificationsCount: 1 };

  it('eventCursor is services’ X-Event-Cursor of the same read', async () => {
    const calls = serve('get', '/notification/list', LIST, { headers: { 'x-event-cursor': '1234' } });
    const response = await send('query { notifications { elements { id } eventCursor } }', { token: await memberToken() });
    expect(response.body).toEqual({ data: { notifications: { elements: [{ id: '42' }], eventCursor: '1234' } } });
    expect(calls).toHaveLength(1);
  });

  it('without a valid X-Event-Cursor the list still answers, with a null eventCursor (the bell then listens live only)', async () => {
    serve('get', '/notification/list', LIST, { headers: { 'x-event-cursor': 'not-an-id' } });
    const response = await send('query { notifications { totalPages eventCursor } }', { token: await memberToken() });
    expect(response.body).toEqual({ data: { notifications: { totalPages: 1, eventCursor: null } } });
  });
});

describe('unsubscribe (the link of a notification email)', () => {
  const OPERATION = 'mutation($token: String!, $email: String!) { unsubscribe(token: $token, email: $email) { message } }';
  const variables = { token: 'tok_abc-123', email: 'ada+sales@example.com' };

  it('is PUT /unsubscribe?token&email without a session, and answers services’ message', async () => {
    const calls = serve('put', '/unsubscribe', { message: NOTIFICATION.unsubscribed });
    const response = await send(OPERATION, { variables });
    expect(response.body).toEqual({ data: { unsubscribe: { message: NOTIFICATION.unsubscribed } } });
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0].search)).toEqual(variables);
    expect(calls[0].body).toBeUndefined();
  });

  it('signed in, the member’s bearer is not sent along: the link’s token is the only credential', async () => {
    const calls = serve('put', '/unsubscribe', { message: NOTIFICATION.unsubscribed });
    await send(OPERATION, { variables, token: await memberToken() });
    expect(calls[0].headers.get('authorization')).toBeNull();
  });

  it('an unknown or expired link is BAD_USER_INPUT with services’ message', async () => {
    serve('put', '/unsubscribe', refusal(400, NOTIFICATION.unsubscribeInvalid), { status: 400 });
    const response = await send(OPERATION, { variables });
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toEqual([
      expect.objectContaining({ message: NOTIFICATION.unsubscribeInvalid, extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });

  it('still needs the CSRF header, like every mutation over /graphql', async () => {
    const calls = serve('put', '/unsubscribe', { message: NOTIFICATION.unsubscribed });
    const response = await postGraphql(gateway.app, { query: OPERATION, variables });
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe('services refusals', () => {
  it('a page size outside 1–50 is BAD_USER_INPUT with services’ message', async () => {
    serve('get', '/notification/list', refusal(400, NOTIFICATION.pageSize), { status: 400 });
    const response = await send('query { notifications(size: 51) { totalPages } }', { token: await memberToken() });
    expect(response.body.errors?.[0]).toMatchObject({ message: NOTIFICATION.pageSize, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('marking another member’s (or an unknown) notification viewed is NOT_FOUND', async () => {
    const calls = serve('put', '/notification/mark-as-viewed', refusal(404, NOTIFICATION.notFound), { status: 404 });
    const response = await send('mutation { markNotificationViewed(id: "7") { id } }', { token: await memberToken() });
    expect(response.body.data).toBeNull();
    expect(response.body.errors?.[0]).toMatchObject({ message: NOTIFICATION.notFound, extensions: { code: 'NOT_FOUND' } });
    expect(calls[0].body).toEqual({ notificationId: 7 });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('markNotificationViewed(id: "%s") is BAD_USER_INPUT before services are called', async (id) => {
    const calls = serve('put', '/notification/mark-as-viewed', servicesNotification());
    const response = await send('mutation($id: ID!) { markNotificationViewed(id: $id) { id } }', { variables: { id }, token: await memberToken() });
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(calls).toHaveLength(0);
  });

  it('a preference services do not know is BAD_USER_INPUT with their message', async () => {
    serve('put', '/user/mailing-preferences', refusal(400, NOTIFICATION.unknownPreference), { status: 400 });
    const response = await send(
      'mutation { updateMailingPreferences(input: { preferences: [{ notificationCode: WELCOME, email: false }] }) { paused } }',
      { token: await memberToken() },
    );
    expect(response.body.errors?.[0]).toMatchObject({ message: NOTIFICATION.unknownPreference, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a code outside the schema’s enum is refused by GraphQL before services are called', async () => {
    const calls = serve('put', '/user/mailing-preferences', servicesMailingPreferences());
    const response = await send(
      'mutation { updateMailingPreferences(input: { preferences: [{ notificationCode: NEWSLETTER, email: false }] }) { paused } }',
      { token: await memberToken() },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(calls).toHaveLength(0);
  });

  it.each([0, 53])('pausing for %i weeks is BAD_USER_INPUT with services’ message', async (weeks) => {
    const calls = serve('post', '/user/pause-notifications', refusal(400, NOTIFICATION.pauseWeeks), { status: 400 });
    const response = await send('mutation($weeks: Int) { pauseNotifications(weeks: $weeks) { paused } }', { variables: { weeks }, token: await memberToken() });
    expect(response.body.errors?.[0]).toMatchObject({ message: NOTIFICATION.pauseWeeks, extensions: { code: 'BAD_USER_INPUT' } });
    expect(Object.fromEntries(calls[0].search)).toEqual({ weeks: String(weeks) });
  });

  it('a services failure is INTERNAL and hides what services said', async () => {
    serve('get', '/user/mailing-preferences', { statusCode: 500, message: 'database exploded' }, { status: 500 });
    const response = await send('query { mailingPreferences { paused } }', { token: await memberToken() });
    expect(response.body.errors?.[0].extensions).toEqual({ code: 'INTERNAL' });
    expect(response.body.errors?.[0].message).not.toContain('database');
  });

  it('a notification mutation without the CSRF header is refused before services are called', async () => {
    const calls = serve('put', '/notification/mark-as-not-new', { newNotificationsCount: 0 });
    const response = await postGraphql(gateway.app, {
      query: 'mutation { markNotificationsNotNew { newNotificationsCount } }',
      headers: { authorization: `Bearer ${await memberToken()}` },
    });
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});
