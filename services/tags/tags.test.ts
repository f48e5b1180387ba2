import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, TAG } from '~/common/messages';
import { createClock, createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let admin: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
  admin = await createMember(t.app, { admin: true });
  member = await createMember(t.app);
});
afterAll(() => t.close());

const tag = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cold Calling',
  description: 'Picking up the phone to strangers',
  color: '#1a2b3c',
  fontColor: '#FFFFFF',
  ...overrides,
});

const create = (who: Member, payload: object) => t.app.inject({ method: 'POST', url: '/tags', headers: who.headers, payload });
const list = (who: Member) => t.app.inject({ method: 'GET', url: '/tags', headers: who.headers });

describe('tags', () => {
  it('an admin creates a tag whose slug is derived from its name, and every member lists it', async () => {
    const res = await create(admin, tag({ name: '  Café Öffnung & SaaS  ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'cafe-offnung-saas',
      name: 'Café Öffnung & SaaS',
      description: 'Picking up the phone to strangers',
      color: '#1A2B3C',
      fontColor: '#FFFFFF',
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
    const listed = await list(member);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((x: { slug: string }) => x.slug)).toContain('cafe-offnung-saas');
  });

  it('answers 409 for a name whose slug already exists', async () => {
    expect((await create(admin, tag({ name: 'Negotiation' }))).statusCode).toBe(201);
    const res = await create(admin, tag({ name: 'NEGOTIATION!' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: TAG.slugTaken, fields: { name: TAG.slugTaken } });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '' }, 'name', TAG.nameRequired],
    ['a blank name', { name: '   ' }, 'name', TAG.nameRequired],
    ['a missing name', { name: undefined }, 'name', TAG.nameRequired],
    ['an empty description', { description: '' }, 'description', TAG.descriptionRequired],
    ['an empty color', { color: '' }, 'color', TAG.colorRequired],
    ['a color that is not #RRGGBB', { color: 'red' }, 'color', TAG.colorFormat],
    ['an empty font color', { fontColor: '' }, 'fontColor', TAG.fontColorRequired],
    ['a short font color', { fontColor: '#fff' }, 'fontColor', TAG.fontColorFormat],
    ['a name without a letter or digit', { name: '!!!' }, 'name', TAG.nameSlug],
  ];
  for (const [what, overrides, field, message] of invalid) {
    it(`refuses ${what} with '${message}'`, async () => {
      const res = await create(admin, tag({ name: `Valid ${field}`, ...overrides }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    });
  }

  it('an admin edits a tag; renaming it moves its slug, and a rename onto another tag is 409', async () => {
    await create(admin, tag({ name: 'Prospecting' }));
    await create(admin, tag({ name: 'Closing' }));
    clock.advance(60_000);
    const res = await t.app.inject({ method: 'PUT', url: '/tags/prospecting', headers: admin.headers, payload: tag({ name: 'Outbound Prospecting', color: '#000000' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'outbound-prospecting', name: 'Outbound Prospecting', color: '#000000' });
    expect(res.json().updatedAt).not.toBe(res.json().createdAt);
    const clash = await t.app.inject({ method: 'PUT', url: '/tags/outbound-prospecting', headers: admin.headers, payload: tag({ name: 'closing' }) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(TAG.slugTaken);
    const missing = await t.app.inject({ method: 'PUT', url: '/tags/prospecting', headers: admin.headers, payload: tag() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TAG.notFound);
  });

  it('an admin deletes a tag; deleting it again is 404', async () => {
    await create(admin, tag({ name: 'Discovery' }));
    expect((await t.app.inject({ method: 'DELETE', url: '/tags/discovery', headers: admin.headers })).statusCode).toBe(204);
    expect((await list(admin)).json().map((x: { slug: string }) => x.slug)).not.toContain('discovery');
    const again = await t.app.inject({ method: 'DELETE', url: '/tags/discovery', headers: admin.headers });
    expect(again.statusCode).toBe(404);
  });

  it("a renamed tag is renamed on its members' profiles, and a deleted one leaves them", async () => {
    await create(admin, tag({ name: 'Upselling' }));
    const saved = await t.app.inject({ method: 'PUT', url: '/user', headers: member.headers, payload: { tags: ['upselling'] } });
    expect(saved.json().tags).toEqual(['upselling']);
    const tagsOfMember = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/user/details/${member.uuid}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().tags;
    };
    const renamed = await t.app.inject({ method: 'PUT', url: '/tags/upselling', headers: admin.headers, payload: tag({ name: 'Cross Selling' }) });
    expect(renamed.statusCode).toBe(200);
    expect(await tagsOfMember()).toEqual(['cross-selling']);
    expect((await t.app.inject({ method: 'DELETE', url: '/tags/cross-selling', headers: admin.headers })).statusCode).toBe(204);
    expect(await tagsOfMember()).toEqual([]);
  });

  it('a member may not create, edit or delete tags (403), and nobody reads them signed out (401)', async () => {
    await create(admin, tag({ name: 'Demos' }));
    for (const res of [
      await create(member, tag({ name: 'Member tag' })),
      await t.app.inject({ method: 'PUT', url: '/tags/demos', headers: member.headers, payload: tag({ name: 'Demos' }) }),
      await t.app.inject({ method: 'DELETE', url: '/tags/demos', headers: member.headers }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH.forbidden);
    }
    expect((await list(member)).json().map((x: { slug: string }) => x.slug)).toContain('demos');
    expect((await t.app.inject({ method: 'GET', url: '/tags' })).statusCode).toBe(401);
  });
});
