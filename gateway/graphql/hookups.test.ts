// The hookups resolvers against a fake services (msw): each field calls the services route of services/API.md
// § One-to-one hookups with the member's bearer, shapes the answer for the viewer, and passes refusals through with
// their spec §8 errorCode.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOOKUP_ERROR_CODES } from '~/common/constants';
import { AUTH, HOOKUP } from '~/common/messages';
import { postGraphql, SERVICES_URL, signAccessToken } from '~/gateway/testing/fakeServices';
import { FIRST_UUID, ORG_ADMIN_UUID, SECOND_UUID, servicesHookup } from '~/gateway/testing/hookupFixtures';
import { useFakeServicesGateway, type ServicesMethod } from '~/gateway/testing/resolverHarness';

const gateway = useFakeServicesGateway();
const { serve, send } = gateway;

const HK = 'id uuid hookupStatus timeCycleId partner { uuid } confirmedByMe matchReasons';
const shaped = { id: '7', uuid: 'hk-1', hookupStatus: 'PENDING', timeCycleId: '3', partner: { uuid: SECOND_UUID }, confirmedByMe: true, matchReasons: ['You both sell SaaS'] };
const cycle = {
  id: 3,
  name: 'Weekly',
  cadence: 'WEEKLY',
  hookupDuration: 30,
  isDefaultTimeCycle: true,
  active: true,
  nextRunAt: '2030-01-01T00:00:00.000Z',
  lastRunAt: null,
  members: 2,
  selected: true,
  createdOn: '2029-01-01T00:00:00.000Z',
  updatedOn: '2029-01-01T00:00:00.000Z',
};
const CYCLE = 'id name cadence hookupDuration isDefaultTimeCycle active nextRunAt lastRunAt members selected';
const { createdOn: _createdOn, updatedOn: _updatedOn, ...cycleFields } = cycle;
const cycleShaped = { ...cycleFields, id: '3' };
const run = {
  id: 11,
  timeCycleId: 3,
  trigger: 'ADMIN',
  windowStart: '2030-01-01T12:00:00.000Z',
  windowEnd: '2030-01-08T12:00:00.000Z',
  candidates: 4,
  pairs: 2,
  unmatched: 0,
  totalScore: 1.5,
  startedAt: '2030-01-01T00:00:00.000Z',
  finishedAt: '2030-01-01T00:00:01.000Z',
};
const RUN = 'id timeCycleId trigger windowStart windowEnd candidates pairs unmatched totalScore startedAt finishedAt';
const availability = { timeZone: 'Europe/Berlin', slots: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:30' }] };
const page = (elements: unknown[]) => ({ elements, totalPages: 1, totalElements: elements.length, page: 0, size: 15 });
const timeCycleInput = { name: 'Weekly', cadence: 'WEEKLY', hookupDuration: 30, isDefaultTimeCycle: true, active: null, nextRunAt: null };

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
    name: 'adminTimeCycles reads GET /hookup-admin/time-cycle',
    operation: `query { adminTimeCycles { ${CYCLE} } }`,
    method: 'get',
    path: '/hookup-admin/time-cycle',
    answer: [cycle],
    expected: { adminTimeCycles: [cycleShaped] },
  },
  {
    name: 'matchingRuns reads GET /hookup-admin/time-cycle/{id}/runs',
    operation: `query { matchingRuns(timeCycleId: "3") { ${RUN} } }`,
    method: 'get',
    path: '/hookup-admin/time-cycle/3/runs',
    answer: [run],
    expected: { matchingRuns: [{ ...run, id: '11', timeCycleId: '3' }] },
  },
  {
    name: 'timeCycles reads GET /time-cycle/all',
    operation: `query { timeCycles { ${CYCLE} } }`,
    method: 'get',
    path: '/time-cycle/all',
    answer: [cycle],
    expected: { timeCycles: [cycleShaped] },
  },
  {
    name: 'availability reads GET /timeslots',
    operation: 'query { availability { timeZone slots { dayOfWeek startTime endTime } } }',
    method: 'get',
    path: '/timeslots',
    answer: availability,
    expected: { availability },
  },
  {
    name: 'hookups lists GET /hookup-user/hookups with the view in services spelling',
    operation: `query { hookups(view: PAST, from: "2029-01-01T00:00:00Z", to: "2031-01-01T00:00:00Z", page: 1, size: 5) { totalPages totalElements page size elements { ${HK} } } }`,
    method: 'get',
    path: '/hookup-user/hookups',
    search: { view: 'past', from: '2029-01-01T00:00:00Z', to: '2031-01-01T00:00:00Z', page: '1', size: '5' },
    answer: { ...page([servicesHookup()]), page: 1, size: 5 },
    expected: { hookups: { totalPages: 1, totalElements: 1, page: 1, size: 5, elements: [shaped] } },
  },
  {
    name: 'hookups without arguments sends services no query (their defaults apply)',
    operation: `query { hookups { totalElements } }`,
    method: 'get',
    path: '/hookup-user/hookups',
    answer: page([]),
    expected: { hookups: { totalElements: 0 } },
  },
  {
    name: 'hookup reads GET /hookup-user/hookups/{uuid}',
    operation: `query { hookup(uuid: "hk-1") { ${HK} } }`,
    method: 'get',
    path: '/hookup-user/hookups/hk-1',
    answer: servicesHookup(),
    expected: { hookup: shaped },
  },
  {
    name: 'hookupTimeslots reads GET /hookup-user/hookups/{uuid}/timeslots with from and to',
    operation: 'query { hookupTimeslots(uuid: "hk-1", from: "2030-01-01T00:00:00Z", to: "2030-01-05T00:00:00Z") { startDateTime endDateTime } }',
    method: 'get',
    path: '/hookup-user/hookups/hk-1/timeslots',
    search: { from: '2030-01-01T00:00:00Z', to: '2030-01-05T00:00:00Z' },
    answer: [{ startDateTime: '2030-01-03T09:00:00.000Z', endDateTime: '2030-01-03T09:30:00.000Z' }],
    expected: { hookupTimeslots: [{ startDateTime: '2030-01-03T09:00:00.000Z', endDateTime: '2030-01-03T09:30:00.000Z' }] },
  },
  {
    name: 'nextHookup reads GET /hookup-user/next-hookup-details',
    operation: `query { nextHookup { ${HK} } }`,
    method: 'get',
    path: '/hookup-user/next-hookup-details',
    answer: servicesHookup(),
    expected: { nextHookup: shaped },
  },
  {
    name: 'totalHookups reads GET /user/total-hookups',
    operation: 'query { totalHookups { total completed upcoming } }',
    method: 'get',
    path: '/user/total-hookups',
    answer: { total: 4, completed: 3, upcoming: 1 },
    expected: { totalHookups: { total: 4, completed: 3, upcoming: 1 } },
  },
  {
    name: 'adminHookup reads GET /hookup-admin/hookup/{id}',
    operation: `query { adminHookup(uuid: "hk-1") { ${HK} } }`,
    method: 'get',
    path: '/hookup-admin/hookup/hk-1',
    answer: servicesHookup(),
    expected: { adminHookup: shaped },
  },
  {
    name: 'allHookups lists GET /hookup-admin/all-hookups with status and f_fullName',
    operation: `query { allHookups(status: CANCELLED, fullName: "Ada", from: "2029-01-01T00:00:00Z", page: 2, size: 10) { totalElements elements { ${HK} } } }`,
    method: 'get',
    path: '/hookup-admin/all-hookups',
    search: { status: 'CANCELLED', f_fullName: 'Ada', from: '2029-01-01T00:00:00Z', page: '2', size: '10' },
    answer: page([servicesHookup()]),
    expected: { allHookups: { totalElements: 1, elements: [shaped] } },
  },
  {
    name: 'memberPicker lists GET /admin/users with f_fullName, A–Z by full name',
    operation: 'query { memberPicker(fullName: "Gra", page: 0, size: 20) { totalElements elements { uuid fullName username imageUrl jobPosition } } }',
    method: 'get',
    path: '/admin/users',
    search: { f_fullName: 'Gra', page: '0', size: '20', sorting_parameter: 'fullName', sorting_direction: 'asc' },
    answer: page([{ uuid: SECOND_UUID, fullName: 'Grace Hopper', username: 'grace@example.com', imageUrl: null, jobPosition: 'AE' }]),
    expected: { memberPicker: { totalElements: 1, elements: [{ uuid: SECOND_UUID, fullName: 'Grace Hopper', username: 'grace@example.com', imageUrl: null, jobPosition: 'AE' }] } },
  },
  {
    name: 'featureGates reads GET /feature-gates',
    operation: 'query { featureGates { name enabled description } }',
    method: 'get',
    path: '/feature-gates',
    answer: [{ name: 'full_calendar', enabled: false, description: 'The calendar page' }],
    expected: { featureGates: [{ name: 'full_calendar', enabled: false, description: 'The calendar page' }] },
  },
  {
    name: 'calendarFeed reads GET /user/calendar-feed',
    operation: 'query { calendarFeed { url } }',
    method: 'get',
    path: '/user/calendar-feed',
    answer: { url: 'http://localhost:4000/calendar/feed/abc.ics' },
    expected: { calendarFeed: { url: 'http://localhost:4000/calendar/feed/abc.ics' } },
  },
];

const mutations: Case[] = [
  {
    name: 'createTimeCycle posts to POST /hookup-admin/time-cycle, leaving out null fields',
    operation: `mutation($input: TimeCycleInput!) { createTimeCycle(input: $input) { ${CYCLE} } }`,
    variables: { input: timeCycleInput },
    method: 'post',
    path: '/hookup-admin/time-cycle',
    body: { name: 'Weekly', cadence: 'WEEKLY', hookupDuration: 30, isDefaultTimeCycle: true },
    answer: cycle,
    expected: { createTimeCycle: cycleShaped },
  },
  {
    name: 'updateTimeCycle puts to PUT /hookup-admin/time-cycle/{id}',
    operation: `mutation($input: TimeCycleInput!) { updateTimeCycle(id: "3", input: $input) { id active } }`,
    variables: { input: { ...timeCycleInput, active: false } },
    method: 'put',
    path: '/hookup-admin/time-cycle/3',
    body: { name: 'Weekly', cadence: 'WEEKLY', hookupDuration: 30, isDefaultTimeCycle: true, active: false },
    answer: { ...cycle, active: false },
    expected: { updateTimeCycle: { id: '3', active: false } },
  },
  {
    name: 'runMatching posts to POST /hookup-admin/time-cycle/{id}/run',
    operation: `mutation { runMatching(timeCycleId: "3") { ${RUN} } }`,
    method: 'post',
    path: '/hookup-admin/time-cycle/3/run',
    answer: run,
    expected: { runMatching: { ...run, id: '11', timeCycleId: '3' } },
  },
  {
    name: 'selectTimeCycle posts the numeric id to POST /time-cycle/select',
    operation: 'mutation { selectTimeCycle(timeCycleId: "3") { id selected } }',
    method: 'post',
    path: '/time-cycle/select',
    body: { timeCycleId: 3 },
    answer: [cycle],
    expected: { selectTimeCycle: [{ id: '3', selected: true }] },
  },
  {
    name: 'selectTimeCycle with null opts out: POST /time-cycle/select { timeCycleId: null }',
    operation: 'mutation { selectTimeCycle(timeCycleId: null) { id selected } }',
    method: 'post',
    path: '/time-cycle/select',
    body: { timeCycleId: null },
    answer: [{ ...cycle, selected: false }],
    expected: { selectTimeCycle: [{ id: '3', selected: false }] },
  },
  {
    name: 'updateAvailability puts to PUT /timeslots',
    operation: 'mutation($input: AvailabilityInput!) { updateAvailability(input: $input) { timeZone slots { dayOfWeek startTime endTime } } }',
    variables: { input: availability },
    method: 'put',
    path: '/timeslots',
    body: availability,
    answer: availability,
    expected: { updateAvailability: availability },
  },
  {
    name: 'confirmHookup puts to PUT /hookup-user/hookups/{uuid}/confirm',
    operation: `mutation { confirmHookup(uuid: "hk-1") { ${HK} } }`,
    method: 'put',
    path: '/hookup-user/hookups/hk-1/confirm',
    answer: servicesHookup(),
    expected: { confirmHookup: shaped },
  },
  {
    name: 'rescheduleHookup puts { startDateTime } to PUT /hookup-user/hookups/{uuid}/reschedule',
    operation: `mutation { rescheduleHookup(uuid: "hk-1", startDateTime: "2030-01-03T09:00:00.000Z") { ${HK} } }`,
    method: 'put',
    path: '/hookup-user/hookups/hk-1/reschedule',
    body: { startDateTime: '2030-01-03T09:00:00.000Z' },
    answer: servicesHookup(),
    expected: { rescheduleHookup: shaped },
  },
  {
    name: 'cancelHookup puts to PUT /hookup-user/hookups/{uuid}/cancel?reason=',
    operation: `mutation { cancelHookup(uuid: "hk-1", reason: "I am ill") { ${HK} } }`,
    method: 'put',
    path: '/hookup-user/hookups/hk-1/cancel',
    search: { reason: 'I am ill' },
    answer: servicesHookup(),
    expected: { cancelHookup: shaped },
  },
  {
    name: 'updateHookup puts the hookup form to PUT /hookup-admin/hookup, leaving out a null second participant',
    operation: `mutation($input: HookupInput!) { updateHookup(input: $input) { ${HK} } }`,
    variables: { input: { id: 'hk-1', firstParticipant: FIRST_UUID, secondParticipant: null, startDateTime: '2030-01-03T09:00:00.000Z' } },
    method: 'put',
    path: '/hookup-admin/hookup',
    body: { id: 'hk-1', firstParticipant: FIRST_UUID, startDateTime: '2030-01-03T09:00:00.000Z' },
    answer: servicesHookup(),
    expected: { updateHookup: shaped },
  },
  {
    name: 'setFeatureGate puts { enabled } to PUT /hookup-admin/feature-gates/{name}',
    operation: 'mutation { setFeatureGate(name: "full_calendar", enabled: true) { name enabled } }',
    method: 'put',
    path: '/hookup-admin/feature-gates/full_calendar',
    body: { enabled: true },
    answer: { name: 'full_calendar', enabled: true, description: 'The calendar page' },
    expected: { setFeatureGate: { name: 'full_calendar', enabled: true } },
  },
  {
    name: 'rotateCalendarFeed puts to PUT /user/calendar-feed',
    operation: 'mutation { rotateCalendarFeed { url } }',
    method: 'put',
    path: '/user/calendar-feed',
    answer: { url: 'http://localhost:4000/calendar/feed/new.ics' },
    expected: { rotateCalendarFeed: { url: 'http://localhost:4000/calendar/feed/new.ics' } },
  },
];

const tokenOf = (sub: string, roles: Array<'ROLE_USER' | 'ROLE_ADMIN'> = ['ROLE_USER']) => signAccessToken(gateway.keys.privateKey, { sub, roles });

describe.each([
  ['queries', queries],
  ['mutations', mutations],
])('hookup %s', (_kind, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const calls = serve(c.method, c.path, c.answer);
    const token = await tokenOf(FIRST_UUID);
    const response = await send(c.operation, { variables: c.variables, token });
    expect(response.body).toEqual({ data: c.expected });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(Object.fromEntries(calls[0].search)).toEqual(c.search ?? {});
    if (c.body !== undefined) expect(calls[0].body).toEqual(c.body);
  });

  it.each(cases.map((c) => [c.name.split(' ')[0], c] as const))('%s without a session is UNAUTHENTICATED and calls nobody', async (_name, c) => {
    const calls = serve(c.method, c.path, c.answer);
    const response = await send(c.operation, { variables: c.variables });
    expect(response.body.errors?.[0]).toMatchObject({ message: AUTH.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } });
    expect(calls).toHaveLength(0);
  });
});

describe('who is looking', () => {
  const PARTNER = `query { hookup(uuid: "hk-1") { partner { uuid fullName } confirmedByMe firstParticipantConfirmed secondParticipantConfirmed } }`;

  it('the second participant sees the first as partner and has not confirmed', async () => {
    serve('get', '/hookup-user/hookups/hk-1', servicesHookup());
    const response = await send(PARTNER, { token: await tokenOf(SECOND_UUID) });
    expect(response.body.data).toEqual({
      hookup: { partner: { uuid: FIRST_UUID, fullName: 'Ada Lovelace' }, confirmedByMe: false, firstParticipantConfirmed: true, secondParticipantConfirmed: false },
    });
  });

  it('the second participant who confirmed sees confirmedByMe', async () => {
    serve('get', '/hookup-user/hookups/hk-1', servicesHookup({ firstParticipantConfirmed: false, secondParticipantConfirmed: true }));
    const response = await send(PARTNER, { token: await tokenOf(SECOND_UUID) });
    expect(response.body.data?.hookup).toMatchObject({ partner: { uuid: FIRST_UUID }, confirmedByMe: true });
  });

  it('an admin who is neither participant sees the second as partner and never confirmedByMe', async () => {
    serve('get', '/hookup-admin/hookup/hk-1', servicesHookup({ firstParticipantConfirmed: true, secondParticipantConfirmed: true, confirmed: true }));
    const response = await send(PARTNER.replace('hookup(', 'adminHookup('), { token: await tokenOf(ORG_ADMIN_UUID, ['ROLE_USER', 'ROLE_ADMIN']) });
    expect(response.body.data?.adminHookup).toMatchObject({ partner: { uuid: SECOND_UUID }, confirmedByMe: false });
  });

  it('nextHookup is null when services answer 204 (no upcoming hookup)', async () => {
    gateway.services.use(http.get(`${SERVICES_URL}/hookup-user/next-hookup-details`, () => new HttpResponse(null, { status: 204 })));
    const response = await send('query { nextHookup { uuid } }', { token: await tokenOf(FIRST_UUID) });
    expect(response.body).toEqual({ data: { nextHookup: null } });
  });

  it('the services object (organizationUUID, sequence) is not part of the GraphQL Hookup', async () => {
    const response = await send('query { hookup(uuid: "hk-1") { sequence } }', { token: await tokenOf(FIRST_UUID) });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

const refusal = (status: number, message: string, errorCode?: number, fields?: Record<string, string>) => ({
  statusCode: status,
  error: 'Refused',
  message,
  ...(errorCode !== undefined && { errorCode }),
  ...(fields && { fields }),
});

describe('services refusals keep their spec §8 errorCode', () => {
  it('a third reschedule is CONFLICT 1002 with the spec §8 text', async () => {
    serve('put', '/hookup-user/hookups/hk-1/reschedule', refusal(409, HOOKUP.rescheduleLimit, HOOKUP_ERROR_CODES.rescheduleLimit), { status: 409 });
    const response = await send('mutation { rescheduleHookup(uuid: "hk-1", startDateTime: "2030-01-03T09:00:00Z") { uuid } }', { token: await tokenOf(FIRST_UUID) });
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toEqual([
      expect.objectContaining({ message: HOOKUP.rescheduleLimit, extensions: { code: 'CONFLICT', errorCode: 1002 } }),
    ]);
  });

  it('cancelling a cancelled hookup is CONFLICT 1003 "The hookup has already been cancelled!"', async () => {
    serve('put', '/hookup-user/hookups/hk-1/cancel', refusal(409, HOOKUP.alreadyCancelled, HOOKUP_ERROR_CODES.alreadyCancelled), { status: 409 });
    const response = await send('mutation { cancelHookup(uuid: "hk-1", reason: "Again") { uuid } }', { token: await tokenOf(FIRST_UUID) });
    expect(response.body.errors?.[0]).toMatchObject({ message: 'The hookup has already been cancelled!', extensions: { code: 'CONFLICT', errorCode: 1003 } });
  });

  it('invalid availability is BAD_USER_INPUT 1006 with the per-field messages', async () => {
    const fields = { 'slots/0': HOOKUP.slotGrid };
    serve('put', '/timeslots', refusal(400, HOOKUP.slotGrid, HOOKUP_ERROR_CODES.timeslot, fields), { status: 400 });
    const input = { timeZone: 'Europe/Berlin', slots: [{ dayOfWeek: 1, startTime: '09:10', endTime: '10:00' }] };
    const response = await send('mutation($input: AvailabilityInput!) { updateAvailability(input: $input) { timeZone } }', { variables: { input }, token: await tokenOf(FIRST_UUID) });
    expect(response.body.errors?.[0]).toMatchObject({ message: HOOKUP.slotGrid, extensions: { code: 'BAD_USER_INPUT', errorCode: 1006, fields } });
  });

  it('a hookup that is not the member’s is NOT_FOUND 1001', async () => {
    serve('get', '/hookup-user/hookups/hk-9', refusal(404, HOOKUP.notFound, HOOKUP_ERROR_CODES.notFound), { status: 404 });
    const response = await send('query { hookup(uuid: "hk-9") { uuid } }', { token: await tokenOf(FIRST_UUID) });
    expect(response.body.errors?.[0]).toMatchObject({ message: HOOKUP.notFound, extensions: { code: 'NOT_FOUND', errorCode: 1001 } });
  });

  it('a member calling an admin field gets FORBIDDEN without an errorCode', async () => {
    serve('get', '/hookup-admin/time-cycle', refusal(403, AUTH.forbidden), { status: 403 });
    const response = await send('query { adminTimeCycles { id } }', { token: await tokenOf(FIRST_UUID) });
    expect(response.body.errors?.[0]).toEqual(expect.objectContaining({ message: AUTH.forbidden, extensions: { code: 'FORBIDDEN' } }));
  });

  it('a services failure is INTERNAL and hides what services said', async () => {
    serve('get', '/user/total-hookups', { statusCode: 500, message: 'database exploded', errorCode: 1001 }, { status: 500 });
    const response = await send('query { totalHookups { total } }', { token: await tokenOf(FIRST_UUID) });
    expect(response.body.errors?.[0].extensions).toEqual({ code: 'INTERNAL' });
    expect(response.body.errors?.[0].message).not.toContain('database');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('selectTimeCycle(timeCycleId: "%s") is BAD_USER_INPUT before services are called', async (id) => {
    const calls = serve('post', '/time-cycle/select', [cycle]);
    const response = await send('mutation($id: ID) { selectTimeCycle(timeCycleId: $id) { id } }', { variables: { id }, token: await tokenOf(FIRST_UUID) });
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(calls).toHaveLength(0);
  });

  it('a hookup mutation without the CSRF header is refused before services are called', async () => {
    const calls = serve('put', '/hookup-user/hookups/hk-1/confirm', servicesHookup());
    const response = await postGraphql(gateway.app, {
      query: 'mutation { confirmHookup(uuid: "hk-1") { uuid } }',
      headers: { authorization: `Bearer ${await tokenOf(FIRST_UUID)}` },
    });
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe('the member’s time zone and Google Calendar', () => {
  const details = { uuid: FIRST_UUID, username: 'ada@example.com', linkedWithGoogleCalendar: false };

  it('User.timeZone comes from user/details when services send it', async () => {
    serve('get', '/user/details', { ...details, timeZone: 'Europe/Berlin' });
    const calls = serve('get', '/timeslots', availability);
    const response = await send('query { me { timeZone linkedWithGoogleCalendar } }', { token: await tokenOf(FIRST_UUID) });
    expect(response.body).toEqual({ data: { me: { timeZone: 'Europe/Berlin', linkedWithGoogleCalendar: false } } });
    expect(calls).toHaveLength(0);
  });

  it('linkGoogleCalendar without Google credentials on the server is CONFLICT with the services message', async () => {
    const calls = serve('put', '/user/google-calendar', refusal(409, HOOKUP.googleNotConfigured), { status: 409 });
    const response = await send('mutation { linkGoogleCalendar(code: "4/abc") { linkedWithGoogleCalendar } }', { token: await tokenOf(FIRST_UUID) });
    expect(response.body.errors?.[0]).toMatchObject({ message: HOOKUP.googleNotConfigured, extensions: { code: 'CONFLICT' } });
    expect(calls[0].body).toEqual({ code: '4/abc' });
  });

  it('linkGoogleCalendar answers the member as services now store them', async () => {
    serve('put', '/user/google-calendar', {});
    serve('get', '/user/details', { ...details, linkedWithGoogleCalendar: true, timeZone: 'UTC' });
    const response = await send('mutation { linkGoogleCalendar(code: "4/abc") { uuid linkedWithGoogleCalendar } }', { token: await tokenOf(FIRST_UUID) });
    expect(response.body).toEqual({ data: { linkGoogleCalendar: { uuid: FIRST_UUID, linkedWithGoogleCalendar: true } } });
  });
});

describe('cost limits', () => {
  it('the full hookups page document (every Hookup field, both people) is well within the cost limit', async () => {
    const person = 'uuid fullName imageUrl jobPosition roles';
    const hookup = `id uuid firstParticipant { ${person} } secondParticipant { ${person} } partner { ${person} }
      firstParticipantGoogleEventId secondParticipantGoogleEventId videoCallId startDateTime endDateTime createdOn updatedOn
      timeCycleId timeCycleName isDefaultTimeCycle hookupStatus rescheduled rescheduleCount reschedulesLeft confirmed
      firstParticipantConfirmed secondParticipantConfirmed confirmedByMe matchScore matchReasons cancellationReason
      cancelledBy { ${person} }`;
    serve('get', '/hookup-user/hookups', page([servicesHookup()]));
    serve('get', '/hookup-admin/all-hookups', page([servicesHookup()]));
    serve('get', '/user/total-hookups', { total: 1, completed: 0, upcoming: 1 });
    serve('get', '/hookup-user/next-hookup-details', servicesHookup());
    const response = await send(
      `query { hookups { elements { ${hookup} } } allHookups { elements { ${hookup} } } nextHookup { ${hookup} } totalHookups { total } }`,
      { token: await tokenOf(FIRST_UUID) },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.status).toBe(200);
  });
});
