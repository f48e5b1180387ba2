import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_SIZE_PX, MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { AUTH, GROUP_HOOKUP, PROFILE as P, VALIDATION as M } from '~/common/messages';
import { createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

let t: TestServices;
let admin: Member;
let member: Member;
let other: Member;
let stranger: Member; // of another organisation
let strangerAdmin: Member;

beforeAll(async () => {
  t = await createTestServices();
  const org = await t.db.insertInto('organizations').values({ name: `Other ${randomBytes(3).toString('hex')}` }).returning('id').executeTakeFirstOrThrow();
  [admin, member, other, stranger, strangerAdmin] = await Promise.all([
    createMember(t.app, { admin: true }),
    createMember(t.app, { firstName: 'Ada', lastName: 'Lovelace' }),
    createMember(t.app),
    createMember(t.app, { organizationId: org.id }),
    createMember(t.app, { admin: true, organizationId: org.id }),
  ]);
});
afterAll(() => t.close());

const put = (who: Member, payload: object, url = '/user') => t.app.inject({ method: 'PUT', url, headers: who.headers, payload });

async function expectFieldError(payload: object, field: string, message: string) {
  const res = await put(member, payload);
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
}

describe('PUT /user', () => {
  it("saves the member's own edit fields and answers the User with fullName derived and the phone in E.164", async () => {
    const res = await put(member, {
      firstName: ' Augusta ',
      lastName: 'King',
      phoneNumber: '+44 20 7946 0958',
      jobPosition: 'Sales Director',
      companyName: 'Analytical Engines',
      industry: 'Software',
      companySize: '11-50',
      yearsOfExperience: '6 to 10 years',
      seniorityLevel: 'Director',
      personalInformation: 'Likes numbers.',
      location: { lat: 51.5, lng: -0.12, name: 'London, United Kingdom' },
      howDidYouHearAboutUs: 'A friend',
      linkedInUrl: 'https://www.linkedin.com/in/ada',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: member.uuid,
      firstName: 'Augusta',
      fullName: 'Augusta King',
      phoneNumber: '+442079460958',
      countryCode: 'GB',
      companySize: '11-50',
      yearsOfExperience: '6 to 10 years',
      seniorityLevel: 'Director',
      location: { lat: 51.5, lng: -0.12, name: 'London, United Kingdom' },
      tags: [],
    });
    const row = await t.db.selectFrom('users').select(['phoneNumber', 'firstName']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ phoneNumber: '+442079460958', firstName: 'Augusta' });
  });

  it('reads a national number with countryCode, leaves out fields as they are, and clears optional ones with null or empty text', async () => {
    const res = await put(member, { phoneNumber: '(415) 555-2671', countryCode: 'us', industry: '', companyName: null, id: member.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phoneNumber: '+14155552671', countryCode: 'US', industry: null, companyName: null, jobPosition: 'Sales Director' });
  });

  it('splits a fullName given alone into first name and surname', async () => {
    const res = await put(member, { fullName: 'Ada  Byron Lovelace' });
    expect(res.json()).toMatchObject({ firstName: 'Ada', lastName: 'Byron Lovelace', fullName: 'Ada Byron Lovelace' });
    await expectFieldError({ fullName: 'Ada' }, 'fullName', P.fullNameParts);
  });

  it('refuses each bad field with its spec §5 message', async () => {
    await expectFieldError({ phoneNumber: '12345' }, 'phoneNumber', M.phoneNumber);
    await expectFieldError({ phoneNumber: 'call me maybe' }, 'phoneNumber', M.phoneNumber);
    await expectFieldError({ linkedInUrl: 'https://example.com/in/ada' }, 'linkedInUrl', M.linkedInUrl);
    await expectFieldError({ location: { lat: 51.5, name: 'London' } }, 'location', M.location);
    await expectFieldError({ location: { lat: 123, lng: 0, name: 'Nowhere' } }, 'location', M.location);
    await expectFieldError({ firstName: '' }, 'firstName', M.firstNameMin);
    await expectFieldError({ lastName: '   ' }, 'lastName', M.lastNameMin);
    await expectFieldError({ jobPosition: 'A' }, 'jobPosition', M.jobPositionMin);
    await expectFieldError({ howDidYouHearAboutUs: '' }, 'howDidYouHearAboutUs', M.howDidYouHearAboutUsMin);
    await expectFieldError({ seniorityLevel: 'Boss' }, 'seniorityLevel', P.seniorityLevel);
    await expectFieldError({ companySize: '1-5' }, 'companySize', P.companySize);
    await expectFieldError({ yearsOfExperience: '20 years' }, 'yearsOfExperience', P.yearsOfExperience);
    await expectFieldError({ companyName: 'x'.repeat(201) }, 'companyName', P.textTooLong);
    await expectFieldError({ personalInformation: 'x'.repeat(2001) }, 'personalInformation', P.personalInformationTooLong);
    await expectFieldError({ id: other.id }, 'id', P.idMismatch);
  });

  it('answers every failing field at once, the first in form order as the message', async () => {
    const res = await put(member, { firstName: '', phoneNumber: 'nope', seniorityLevel: 'Boss' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ firstName: M.firstNameMin, seniorityLevel: P.seniorityLevel });
    expect(res.json().message).toBe(M.firstNameMin);
  });

  it('refuses a different username (it has its own confirm flow) and accepts the same one', async () => {
    await expectFieldError({ username: 'someone.else@example.com' }, 'username', P.usernameHere);
    expect((await put(member, { username: member.username.toUpperCase() })).statusCode).toBe(200);
  });

  it("stores the member's interest tags (at most 10, known slugs only), replacing the previous ones", async () => {
    const now = new Date();
    await t.db
      .insertInto('tags')
      .values(['saas', 'cold-calling', 'negotiation'].map((slug) => ({ slug, name: slug, description: slug, color: '#000000', fontColor: '#ffffff', createdAt: now, updatedAt: now })))
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const res = await put(member, { tags: ['saas', 'negotiation', 'saas'] });
    expect(res.json().tags).toEqual(['negotiation', 'saas']);
    expect((await put(member, { tags: ['cold-calling'] })).json().tags).toEqual(['cold-calling']);
    await expectFieldError({ tags: ['not-a-tag'] }, 'tags', P.tagUnknown);
    await expectFieldError({ tags: ['Not A Slug'] }, 'tags', P.tagInvalid);
    await expectFieldError({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', P.tagsLimit);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/user', payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /admin/user/edit/{id}', () => {
  it("lets an admin edit a member of their organisation with the same rules", async () => {
    const res = await put(admin, { jobPosition: 'Account Manager', phoneNumber: '+49 30 901820' }, `/admin/user/edit/${other.uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uuid: other.uuid, jobPosition: 'Account Manager', phoneNumber: '+4930901820' });
    const bad = await put(admin, { phoneNumber: '+1 000' }, `/admin/user/edit/${other.uuid}`);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: M.phoneNumber });
  });

  it('answers 403 to a member, 404 for a member of another organisation or an unknown id', async () => {
    const refused = await put(member, { jobPosition: 'Hacker' }, `/admin/user/edit/${other.uuid}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH.forbidden);
    const elsewhere = await put(admin, { jobPosition: 'Account Manager' }, `/admin/user/edit/${stranger.uuid}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(P.userNotFound);
    expect((await put(strangerAdmin, { jobPosition: 'Account Manager' }, `/admin/user/edit/${member.uuid}`)).statusCode).toBe(404);
    expect((await put(admin, { jobPosition: 'Account Manager' }, '/admin/user/edit/6f1c1a9e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await put(admin, { jobPosition: 'Account Manager' }, '/admin/user/edit/42')).statusCode).toBe(404);
  });
});

function multipart(bytes: Buffer, filename = 'avatar.png', contentType = 'image/png', field = 'image') {
  const boundary = `----avatar${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (who: Member, body: ReturnType<typeof multipart>, url = '/user/upload-avatar') =>
  t.app.inject({ method: 'POST', url, headers: { ...who.headers, ...body.headers }, payload: body.payload });

/** A 640×480 PNG, wider than tall, so the square cover crop shows. */
const photo = () => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 90 } } }).png().toBuffer();

/** The start of a Linux executable (ELF header) dressed as a PNG. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(1024, 0x90)]);

describe('avatars', () => {
  it('stores a real PNG resized to a square WebP and serves it from users.image_url', async () => {
    const res = await upload(member, multipart(await photo()));
    expect(res.statusCode, res.body).toBe(200);
    const imageUrl: string = res.json().imageUrl;
    // a signed, expiring link (issue 20)
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]{43}$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_SIZE_PX, AVATAR_SIZE_PX]);
    expect((await t.app.inject({ method: 'GET', url: '/user/details', headers: member.headers })).json().imageUrl).toBe(imageUrl);
  });

  it('replaces the previous avatar, whose upload is then gone, and deletes it', async () => {
    const first = (await upload(member, multipart(await photo()))).json().imageUrl;
    const second = (await upload(member, multipart(await photo()))).json().imageUrl;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/user/delete-avatar', headers: member.headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().imageUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect(await t.db.selectFrom('userAvatars').select('uploadId').where('userId', '=', member.id).execute()).toEqual([]);
  });

  it('answers 415 for a renamed executable sent as image/png', async () => {
    const res = await upload(member, multipart(ELF, 'avatar.png', 'image/png'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: GROUP_HOOKUP.imageType, fields: { image: GROUP_HOOKUP.imageType } });
    const pe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(512)]);
    expect((await upload(member, multipart(pe, 'avatar.png', 'image/png'))).statusCode).toBe(415);
  });

  it('answers 415 for bytes that start like a PNG but do not decode', async () => {
    const png = await photo();
    const res = await upload(member, multipart(png.subarray(0, 64)));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(P.avatarUnreadable);
  });

  it('answers 413 for a 52428801-byte upload and stores nothing', async () => {
    const big = Buffer.alloc(MAX_FILE_SIZE_BYTES + 1);
    (await photo()).copy(big);
    const before = await t.db.selectFrom('uploads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const res = await upload(member, multipart(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(GROUP_HOOKUP.imageTooLarge);
    const after = await t.db.selectFrom('uploads').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers 400 without an image field', async () => {
    const res = await upload(member, multipart(await photo(), 'a.png', 'image/png', 'picture'));
    expect(res.json()).toMatchObject({ statusCode: 400, message: GROUP_HOOKUP.imageMissing });
  });

  it("lets an admin upload and delete a member's avatar; members get 403, other organisations 404", async () => {
    const res = await upload(admin, multipart(await photo()), `/admin/user/upload-avatar/${other.uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().uuid).toBe(other.uuid);
    expect((await upload(member, multipart(await photo()), `/admin/user/upload-avatar/${other.uuid}`)).statusCode).toBe(403);
    expect((await upload(admin, multipart(await photo()), `/admin/user/upload-avatar/${stranger.uuid}`)).statusCode).toBe(404);
    const refused = await t.app.inject({ method: 'DELETE', url: `/admin/user/delete-avatar/${other.uuid}`, headers: member.headers });
    expect(refused.statusCode).toBe(403);
    const elsewhere = await t.app.inject({ method: 'DELETE', url: `/admin/user/delete-avatar/${stranger.uuid}`, headers: admin.headers });
    expect(elsewhere.statusCode).toBe(404);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/admin/user/delete-avatar/${other.uuid}`, headers: admin.headers });
    expect(deleted.json().imageUrl).toBeNull();
  });
});

describe('GET /user/details/{id}', () => {
  it("answers another member's public profile with their counts, without their email or phone", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/user/details/${member.uuid}`, headers: other.headers });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ uuid: member.uuid, jobPosition: 'Sales Director', pastMatches: 0, attendedGroupHookups: 0, rating: null });
    expect(profile).not.toHaveProperty('username');
    expect(profile).not.toHaveProperty('phoneNumber');
  });

  it('counts COMPLETED hookups and COMPLETED group hookups attended only', async () => {
    const start = new Date('2030-01-01T10:00:00Z');
    const end = new Date('2030-01-01T10:30:00Z');
    const hookup = (status: 'COMPLETED' | 'CANCELLED') => ({
      organizationId: member.organizationId,
      firstParticipantId: other.id,
      secondParticipantId: admin.id,
      startDateTime: start,
      endDateTime: end,
      status,
      createdOn: start,
      updatedOn: start,
    });
    await t.db.insertInto('hookups').values([hookup('COMPLETED'), hookup('COMPLETED'), hookup('CANCELLED')]).execute();
    const groupHookup = (status: 'COMPLETED' | 'APPROVED') => ({
      organizationId: member.organizationId,
      hostId: admin.id,
      title: 'Cold calling clinic',
      category: 'PRACTICE',
      startDate: start,
      duration: 30,
      maxParticipants: 5,
      status,
      private: false,
      createdOn: start,
      updatedOn: start,
    });
    const rows = await t.db.insertInto('groupHookups').values([groupHookup('COMPLETED'), groupHookup('APPROVED')]).returning('id').execute();
    await t.db.insertInto('groupHookupParticipants').values(rows.map((row) => ({ groupHookupId: row.id, userId: other.id, joinedAt: start }))).execute();
    const res = await t.app.inject({ method: 'GET', url: `/user/details/${other.uuid}`, headers: member.headers });
    expect(res.json()).toMatchObject({ pastMatches: 2, attendedGroupHookups: 1 });
  });

  it('answers 404 for a member of another organisation, an unknown or malformed id', async () => {
    for (const id of [stranger.uuid, '6f1c1a9e-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/user/details/${id}`, headers: member.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(P.userNotFound);
    }
  });
});

describe('GET /user/missing-fields', () => {
  it('lists the required registration fields a member lacks, and none once they are filled', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/missing-fields', headers: stranger.headers });
    expect(res.json()).toEqual({ missingFields: ['linkedInUrl', 'location', 'howDidYouHearAboutUs', 'acceptTermsAndConditions'] });
    await t.db.updateTable('users').set({ acceptTermsAndConditions: true }).where('id', '=', member.id).execute();
    const complete = await t.app.inject({ method: 'GET', url: '/user/missing-fields', headers: member.headers });
    expect(complete.json()).toEqual({ missingFields: [] });
  });
});

describe('accepting the terms on PUT /user', () => {
  it('lets a member who never accepted them (an account an admin created) accept them; only the member, only true', async () => {
    const fresh = await createMember(t.app);
    await t.db.updateTable('users').set({ acceptTermsAndConditions: false }).where('id', '=', fresh.id).execute();
    const missing = async () => (await t.app.inject({ method: 'GET', url: '/user/missing-fields', headers: fresh.headers })).json().missingFields;
    expect(await missing()).toContain('acceptTermsAndConditions');

    const refused = await put(fresh, { acceptTermsAndConditions: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: M.acceptTerms, fields: { acceptTermsAndConditions: M.acceptTerms } });
    // an admin cannot accept them on the member's behalf
    const byAdmin = await put(admin, { acceptTermsAndConditions: true }, `/admin/user/edit/${fresh.uuid}`);
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json()).toMatchObject({ message: P.termsOwnOnly });
    expect(await missing()).toContain('acceptTermsAndConditions');

    const accepted = await put(fresh, { acceptTermsAndConditions: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().acceptTermsAndConditions).toBe(true);
    expect(await missing()).not.toContain('acceptTermsAndConditions');
  });
});
