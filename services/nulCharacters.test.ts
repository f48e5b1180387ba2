// A NUL character (U+0000) in any text input is a 400 naming the field, on every route, in the body, the query or the
// path: PostgreSQL's text cannot hold it, and it used to answer 500 (35 of 1,619 bad-input requests of the audit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '~/common/messages';
import { createTestServices, registration, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

let t: TestServices;
let member: Member;

beforeAll(async () => {
  t = await createTestServices();
  member = await createMember(t.app);
});
afterAll(() => t.close());

const refused = (field: string) => ({ statusCode: 400, error: 'Bad Request', message: VALIDATION.unstorableText, fields: { [field]: VALIDATION.unstorableText } });

describe('a NUL character', () => {
  it('in a body field, nested ones too, is a 400 naming the field', async () => {
    const name = await t.app.inject({ method: 'POST', url: '/auth/register', payload: registration({ firstName: 'Ada\u0000' }) });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual(refused('firstName'));
    const location = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: registration({ location: { lat: 1, lng: 2, name: 'Berlin\u0000' } }),
    });
    expect(location.json()).toEqual(refused('location'));
  });

  it('a lone surrogate in a body field is refused the same way; a whole pair (an emoji) is kept', async () => {
    const lone = await t.app.inject({ method: 'POST', url: '/auth/register', payload: registration({ firstName: 'Ada\ud800' }) });
    expect(lone.json()).toEqual(refused('firstName'));
    const emoji = await t.app.inject({ method: 'POST', url: '/auth/register', payload: registration({ firstName: 'Ada\u{1F600}' }) });
    expect(emoji.json().fields?.firstName).not.toBe(VALIDATION.unstorableText);
  });

  it('in a query string or a path parameter is a 400, not a 500', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/user?fullName=Ada%00', headers: member.headers });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refused('fullName'));
    const path = await t.app.inject({ method: 'GET', url: '/group-hookup/abc%00def', headers: member.headers });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(refused('uuid'));
  });

  it('in a password (kept as typed) is refused too, before any hashing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'a@b.co', password: 'Secret#1\u0000' } });
    expect(res.json()).toEqual(refused('password'));
  });
});
