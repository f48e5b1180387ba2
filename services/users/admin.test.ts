import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_TEXT_MAX, ROLES } from '~/common/constants';
import { TOPICS } from '~/common/events';
import { ADMIN_USERS as A, AUTH, PROFILE as P, VALIDATION as M } from '~/common/messages';
import { eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, details, HOUR, login, mailedToken, PASSWORD, register, uniqueEmail, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let admin: Member;
let member: Member;
let outsider: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600 });
  const { id: otherOrg } = await t.db.insertInto('organizations').values({ name: 'Elsewhere Guild' }).returning('id').executeTakeFirstOrThrow();
  admin = await createMember(t.app, { admin: true, firstName: 'Ada', lastName: 'Admin' });
  member = await createMember(t.app, { firstName: 'Mo', lastName: 'Member' });
  outsider = await createMember(t.app, { organizationId: otherOrg, firstName: 'Otto', lastName: 'Outsider' });
});
afterAll(() => t.close());

type Who = Member | null;
const headersOf = (who: Who) => (who ? who.headers : {});
const get = (url: string, who: Who = admin) => t.app.inject({ method: 'GET', url, headers: headersOf(who) });
const put = (url: string, payload?: unknown, who: Who = admin) => t.app.inject({ method: 'PUT', url, headers: headersOf(who), payload: payload as never });
const post = (url: string, payload: unknown, who: Who = admin) => t.app.inject({ method: 'POST', url, headers: headersOf(who), payload: payload as never });
const uuids = (res: { json(): { elements: { uuid: string }[] } }) => res.json().elements.map((e) => e.uuid);

/** An organisation of its own, with an admin and members whose fields the filters can tell apart. */
async function guild(name: string) {
  const org = await t.db.insertInto('organizations').values({ name }).returning('id').executeTakeFirstOrThrow();
  const boss = await createMember(t.app, { admin: true, organizationId: org.id, firstName: 'Zed', lastName: 'Boss' });
  const people = [];
  const rows = [
    { firstName: 'Anna', lastName: 'Berg', city: 'Berlin', companyName: 'Acme GmbH', locationName: 'Berlin, Germany', jobPosition: 'Sales Director', subscribe: true },
    { firstName: 'Bruno', lastName: 'Costa', city: 'Lisbon', companyName: 'Iberia Sales', locationName: 'Lisbon, Portugal', jobPosition: 'Account Executive', subscribe: false },
    { firstName: 'Carla', lastName: 'Diaz', city: null, companyName: 'Acme Inc', locationName: null, jobPosition: 'SDR', subscribe: true },
  ];
  for (const [index, fields] of rows.entries()) {
    clock.advance(HOUR); // created one after another: createdOn tells them apart
    const person = await createMember(t.app, { organizationId: org.id, firstName: fields.firstName, lastName: fields.lastName });
    const { firstName: _f, lastName: _l, ...rest } = fields;
    await t.db
      .updateTable('users')
      .set({ ...rest, locationLat: rest.locationName ? 1 : null, locationLng: rest.locationName ? 2 : null, lastActivity: new Date(Date.UTC(2030, 0, 1 + index)) })
      .where('uuid', '=', person.uuid)
      .execute();
    people.push(person);
  }
  return { boss, anna: people[0], bruno: people[1], carla: people[2] };
}

describe('who may call the admin user calls', () => {
  it('answers 401 without a token and 403 to members, for every call', async () => {
    const calls = [
      ['GET', '/admin/users', undefined],
      ['GET', '/admin/users/export', undefined],
      ['GET', '/admin/roles/all', undefined],
      ['GET', `/admin/user/${admin.uuid}`, undefined],
      ['POST', '/admin/user', { firstName: 'N', lastName: 'M', username: uniqueEmail(), roles: ['ROLE_USER'] }],
      ['PUT', `/admin/user/disable/${admin.uuid}`, undefined],
      ['PUT', `/admin/user/enable/${admin.uuid}`, undefined],
      ['PUT', `/admin/user/${admin.uuid}/roles`, ['ROLE_USER']],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method, url, payload: payload as never });
      expect(anonymous.statusCode, url).toBe(401);
      const refused = await t.app.inject({ method, url, payload: payload as never, headers: member.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message, url).toBe(AUTH.forbidden);
    }
  });

  it('answers 404 for a user of another organisation, an unknown uuid or something that is not a uuid', async () => {
    for (const id of [outsider.uuid, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const res of [
        await get(`/admin/user/${id}`),
        await put(`/admin/user/disable/${id}`),
        await put(`/admin/user/enable/${id}`),
        await put(`/admin/user/${id}/roles`, ['ROLE_USER']),
      ]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message).toBe(A.notFound);
      }
    }
    // the other organisation's user is untouched
    expect((await get(`/admin/user/${outsider.uuid}`, null)).statusCode).toBe(401);
    const row = await t.db.selectFrom('users').select(['active', 'roles']).where('uuid', '=', outsider.uuid).executeTakeFirstOrThrow();
    expect(row).toEqual({ active: true, roles: ['ROLE_USER'] });
  });
});

describe('GET /admin/users', () => {
  it('lists only the admin’s organisation, newest first, with the list columns and totalPages', async () => {
    const g = await guild('List Guild');
    const res = await get('/admin/users?size=2', g.boss);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 4, totalPages: 2, page: 0, size: 2 });
    expect(uuids(res)).toEqual([g.carla.uuid, g.bruno.uuid]);
    expect(uuids(await get('/admin/users?size=2&page=1', g.boss))).toEqual([g.anna.uuid, g.boss.uuid]);
    const anna = (await get('/admin/users?f_firstName=anna', g.boss)).json().elements[0];
    expect(anna).toEqual({
      uuid: g.anna.uuid,
      fullName: 'Anna Berg',
      username: g.anna.username,
      imageUrl: null,
      jobPosition: 'Sales Director',
      firstName: 'Anna',
      lastName: 'Berg',
      roles: ['ROLE_USER'],
      city: 'Berlin',
      companyName: 'Acme GmbH',
      location: { lat: 1, lng: 2, name: 'Berlin, Germany' },
      subscribe: true,
      active: true,
      verified: true,
      createdOn: expect.any(String),
      lastActivity: '2030-01-01T00:00:00.000Z',
    });
  });

  it('narrows the list by each filter, case-insensitively, and the filters combine', async () => {
    const g = await guild('Filter Guild');
    const cases: [string, string[]][] = [
      ['f_fullName=a%20ber', [g.anna.uuid]],
      ['f_firstName=BRU', [g.bruno.uuid]],
      ['f_lastName=diaz', [g.carla.uuid]],
      [`f_username=${g.bruno.username.slice(0, 14)}`, [g.bruno.uuid]],
      ['f_city=lis', [g.bruno.uuid]],
      ['f_companyName=acme', [g.carla.uuid, g.anna.uuid]],
      ['f_location.name=germany', [g.anna.uuid]],
      ['f_isSubscribe=false', [g.bruno.uuid]],
      ['f_isSubscribe=true', [g.carla.uuid, g.anna.uuid, g.boss.uuid]],
      ['f_jobPosition=account%20EXEC', [g.bruno.uuid, g.boss.uuid]], // the admin is an Account Executive too
      ['f_companyName=acme&f_jobPosition=director', [g.anna.uuid]],
      ['f_city=%25', []], // % is a character to look for, not a wildcard
    ];
    for (const [query, expected] of cases) {
      expect(uuids(await get(`/admin/users?${query}`, g.boss)), query).toEqual(expected);
    }
  });

  it('ignores empty filter values, as if they were not sent', async () => {
    const g = await guild('Empty Guild');
    const res = await get('/admin/users?f_fullName=&f_city=%20&f_isSubscribe=&f_jobPosition=&f_location.name=&sorting_parameter=&sorting_direction=', g.boss);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalElements).toBe(4);
    expect(uuids(res)[0]).toBe(g.carla.uuid);
  });

  it('sorts by each allowed column in either direction, empty cells last', async () => {
    const g = await guild('Sort Guild');
    const order = async (query: string) => uuids(await get(`/admin/users?${query}`, g.boss));
    expect(await order('sorting_parameter=createdOn&sorting_direction=asc')).toEqual([g.boss.uuid, g.anna.uuid, g.bruno.uuid, g.carla.uuid]);
    expect(await order('sorting_parameter=firstName&sorting_direction=asc')).toEqual([g.anna.uuid, g.bruno.uuid, g.carla.uuid, g.boss.uuid]);
    expect(await order('sorting_parameter=lastName&sorting_direction=DESC')).toEqual([g.carla.uuid, g.bruno.uuid, g.boss.uuid, g.anna.uuid]);
    expect(await order('sorting_parameter=fullName&sorting_direction=desc')).toEqual([g.boss.uuid, g.carla.uuid, g.bruno.uuid, g.anna.uuid]);
    expect(await order('sorting_parameter=city&sorting_direction=asc')).toEqual([g.anna.uuid, g.bruno.uuid, g.carla.uuid, g.boss.uuid]);
    expect(await order('sorting_parameter=companyName&sorting_direction=desc')).toEqual([g.bruno.uuid, g.carla.uuid, g.anna.uuid, g.boss.uuid]);
    expect(await order('sorting_parameter=lastActivity&sorting_direction=desc')).toEqual([g.carla.uuid, g.bruno.uuid, g.anna.uuid, g.boss.uuid]);
    const byUsername = await order('sorting_parameter=username&sorting_direction=asc');
    expect(byUsername).toHaveLength(4);
  });

  it('refuses an unknown sorting parameter, direction or subscribe value with 400', async () => {
    for (const [query, message] of [
      ['sorting_parameter=password', A.sortingParameter],
      ['sorting_direction=up', A.sortingDirection],
      ['f_isSubscribe=maybe', A.isSubscribe],
    ]) {
      const res = await get(`/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('GET /admin/users/export', () => {
  it('answers the filtered list as Users-Report-<date>.csv with formula cells escaped', async () => {
    const g = await guild('Export Guild');
    await t.db.updateTable('users').set({ firstName: '=HYPERLINK("http://x","y")' }).where('uuid', '=', g.anna.uuid).execute();
    const res = await get('/admin/users/export?f_companyName=acme&sorting_parameter=firstName&sorting_direction=asc', g.boss);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Users-Report-${clock.now().toISOString().slice(0, 10)}.csv"`);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'User UUID,Full name,First name,Last name,Email,Roles,Job position,Company,City,Location,Subscribed,Active,Verified,Created on (UTC),Last activity (UTC)',
    );
    // the list's filter: the two Acme members only
    expect(lines.slice(1).map((line) => line.slice(0, 36)).sort()).toEqual([g.anna.uuid, g.carla.uuid].sort());
    const anna = lines.find((line) => line.startsWith(g.anna.uuid))!;
    // csv-stringify's escape_formulas prefixes a single quote: the spreadsheet shows text, never runs the formula
    expect(anna).toContain(`,"'=HYPERLINK(""http://x"",""y"") Berg","'=HYPERLINK(""http://x"",""y"")",Berg,`);
    expect(anna).toContain(',Client,Sales Director,Acme GmbH,Berlin,"Berlin, Germany",yes,yes,yes,');
    expect(res.body).not.toMatch(/^=|,=/m);
  });
});

describe('GET /admin/roles/all and GET /admin/user/{id}', () => {
  it('lists every role with its label', async () => {
    const res = await get('/admin/roles/all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { role: 'ROLE_ADMIN', label: 'Admin' },
      { role: 'ROLE_USER', label: 'Client' },
      { role: 'ROLE_AMBASSADOR', label: 'Ambassador' },
      { role: 'ROLE_EXPERT', label: 'Expert' },
    ]);
    expect(res.json()).toHaveLength(ROLES.length);
  });

  it('answers the full user of the organisation', async () => {
    const res = await get(`/admin/user/${member.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: member.uuid, username: member.username, fullName: 'Mo Member', active: true, roles: ['ROLE_USER'], timeZone: 'UTC' });
  });
});

describe('PUT /admin/user/disable/{id} and /enable/{id}', () => {
  it('a disabled member cannot log in, refresh or use their access token, until enabled again', async () => {
    const victim = await register(t.app);
    const before = await newestEventId(t.db);
    const res = await put(`/admin/user/disable/${victim.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: victim.uuid, active: false });

    expect((await details(t.app, victim.accessToken)).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/auth/refreshToken', payload: { refreshToken: victim.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().message).toBe(AUTH.sessionExpired);
    const refused = await login(t.app, victim.username, victim.password, '10.16.0.1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH.accountDisabled);
    // gateways hear of it and close the member's sockets
    const events = await eventsSince(t.db, before);
    expect(events.filter((e) => e.topic === TOPICS.userDisabled).map((e) => e.payload)).toEqual([{ userUUID: victim.uuid }]);

    const enabled = await put(`/admin/user/enable/${victim.uuid}`);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().active).toBe(true);
    expect((await login(t.app, victim.username, victim.password, '10.16.0.2')).statusCode).toBe(200);
    // the old sessions stay ended
    expect((await details(t.app, victim.accessToken)).statusCode).toBe(401);
  });

  it('an admin cannot disable themselves', async () => {
    const res = await put(`/admin/user/disable/${admin.uuid}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(A.cannotDisableSelf);
    expect((await details(t.app, admin.accessToken)).statusCode).toBe(200);
  });
});

describe('PUT /admin/user/{userUuid}/roles', () => {
  it('replaces the roles; the member’s next calls carry them', async () => {
    const someone = await createMember(t.app);
    const res = await put(`/admin/user/${someone.uuid}/roles`, ['ROLE_EXPERT', 'ROLE_ADMIN', 'ROLE_EXPERT']);
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['ROLE_EXPERT', 'ROLE_ADMIN']);
    // now an admin: the admin calls answer them
    expect((await get('/admin/roles/all', someone)).statusCode).toBe(200);
    const back = await put(`/admin/user/${someone.uuid}/roles`, ['ROLE_USER']);
    expect(back.json().roles).toEqual(['ROLE_USER']);
    expect((await get('/admin/roles/all', someone)).statusCode).toBe(403);
  });

  it('refuses no roles, unknown roles and an admin dropping their own ROLE_ADMIN', async () => {
    for (const [body, message] of [
      [[], A.rolesRequired],
      [['ROLE_KING'], A.roleUnknown],
      [{ roles: ['ROLE_USER'] }, A.rolesRequired], // a list, not an object
    ] as const) {
      const res = await put(`/admin/user/${member.uuid}/roles`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const own = await put(`/admin/user/${admin.uuid}/roles`, ['ROLE_USER', 'ROLE_EXPERT']);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(A.cannotRemoveOwnAdmin);
    expect((await put(`/admin/user/${admin.uuid}/roles`, ['ROLE_ADMIN', 'ROLE_EXPERT'])).json().roles).toEqual(['ROLE_ADMIN', 'ROLE_EXPERT']);
    await put(`/admin/user/${admin.uuid}/roles`, ['ROLE_ADMIN']);
  });
});

describe('POST /admin/user', () => {
  it('creates a member of the admin’s organisation who sets their password through the mailed link', async () => {
    const username = uniqueEmail('created');
    const res = await post('/admin/user', {
      firstName: 'Nia',
      lastName: 'New',
      username: username.toUpperCase(),
      roles: ['ROLE_USER', 'ROLE_AMBASSADOR'],
      jobPosition: 'Sales Manager',
      location: { lat: 48.85, lng: 2.35, name: 'Paris, France' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username,
      fullName: 'Nia New',
      roles: ['ROLE_USER', 'ROLE_AMBASSADOR'],
      jobPosition: 'Sales Manager',
      location: { name: 'Paris, France' },
      active: true,
      verified: false,
    });
    expect(uuids(await get(`/admin/users?f_username=${username}`))).toEqual([res.json().uuid]);

    const token = await mailedToken(t.db, username, '/reset-password');
    const mail = await t.db.selectFrom('mailOutbox').select(['subject', 'textBody']).where('toAddress', '=', username).executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your Hookups account is ready');
    expect(mail.textBody).toContain('Hello Nia,');
    const set = await t.app.inject({ method: 'PUT', url: '/password/reset/confirm', payload: { token, password: PASSWORD, confirmPassword: PASSWORD } });
    expect(set.statusCode).toBe(200);
    const signedIn = await login(t.app, username, PASSWORD, '10.16.1.1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ roles: ['ROLE_USER', 'ROLE_AMBASSADOR'], verified: true });
  });

  it('answers 409 when the email has an account, and 400 with the spec §5 messages for bad fields', async () => {
    const taken = await post('/admin/user', { firstName: 'A', lastName: 'B', username: member.username, roles: ['ROLE_USER'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: AUTH.emailTaken, fields: { username: AUTH.emailTaken } });
    const bad = await post('/admin/user', { firstName: ' ', lastName: '', username: 'nope', roles: [], jobPosition: 'x', location: { lat: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      firstName: M.firstNameMin,
      lastName: M.lastNameMin,
      username: M.usernameEmail,
      roles: A.rolesRequired,
      jobPosition: M.jobPositionMin,
      location: M.location,
    });
  });

  it('takes names and a job position up to the profile’s limit and refuses longer ones like the profile', async () => {
    const text = 'x'.repeat(PROFILE_TEXT_MAX);
    const roles = ['ROLE_USER'];
    const create = (firstName: string, jobPosition: string) =>
      post('/admin/user', { firstName, lastName: firstName, username: uniqueEmail('long'), roles, jobPosition });
    // 101 to 200 characters were refused here although the member could then save them in their profile
    const longest = await create(text, text);
    expect(longest.statusCode, longest.body).toBe(201);
    expect(longest.json()).toMatchObject({ fullName: `${text} ${text}`, jobPosition: text });
    const tooLong = `${text}x`;
    const bad = await create(tooLong, tooLong);
    expect(bad.statusCode).toBe(400);
    const tooLongFields = { firstName: P.textTooLong, lastName: P.textTooLong, jobPosition: P.textTooLong };
    expect(bad.json().fields).toEqual(tooLongFields);
  });
});
