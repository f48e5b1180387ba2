import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, PERK } from '~/common/messages';
import { createClock, createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let admin: Member;
let member: Member;
let otherAdmin: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
  admin = await createMember(t.app, { admin: true });
  member = await createMember(t.app);
  const other = await t.db.insertInto('organizations').values({ name: 'Other Guild' }).returning('id').executeTakeFirstOrThrow();
  otherAdmin = await createMember(t.app, { admin: true, organizationId: other.id });
});
afterAll(() => t.close());

const perk = (overrides: Record<string, unknown> = {}) => ({
  title: '20% off CRM seats',
  partner: 'PipeCo',
  description: 'A discount on the first year of PipeCo CRM.',
  howToRedeem: 'Use the code HOOKUPS20 at checkout.',
  link: 'https://pipeco.example/offer',
  published: true,
  ...overrides,
});

const create = (who: Member, payload: object) => t.app.inject({ method: 'POST', url: '/perks', headers: who.headers, payload });
const list = (who: Member, query = '') => t.app.inject({ method: 'GET', url: `/perks${query}`, headers: who.headers });
const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((p) => p.title);

describe('perks', () => {
  it('members see the published perks of their organisation; admins see drafts with all=true', async () => {
    const published = await create(admin, perk({ title: 'Published perk' }));
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ ...perk({ title: 'Published perk' }), uuid: expect.any(String), createdAt: clock.now().toISOString() });
    expect((await create(admin, perk({ title: 'Draft perk', published: undefined }))).json().published).toBe(false);
    await create(otherAdmin, perk({ title: 'Other organisation perk' }));

    expect(titles(await list(member))).toEqual(['Published perk']);
    expect(titles(await list(admin))).toEqual(['Published perk']);
    expect(titles(await list(admin, '?all=true')).sort()).toEqual(['Draft perk', 'Published perk']);
  });

  it('a member asking for drafts gets 403', async () => {
    const res = await list(member, '?all=true');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PERK.draftsAdminsOnly);
  });

  it('an admin edits and deletes a perk of their organisation; another organisation answers 404', async () => {
    const { uuid } = (await create(admin, perk({ title: 'To edit', published: false }))).json();
    clock.advance(1000);
    const edited = await t.app.inject({ method: 'PUT', url: `/perks/${uuid}`, headers: admin.headers, payload: perk({ title: 'Edited', partner: 'NewCo' }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ uuid, title: 'Edited', partner: 'NewCo', published: true, updatedAt: clock.now().toISOString() });
    expect(titles(await list(member))).toContain('Edited');

    const foreign = await t.app.inject({ method: 'PUT', url: `/perks/${uuid}`, headers: otherAdmin.headers, payload: perk() });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(PERK.notFound);
    expect((await t.app.inject({ method: 'DELETE', url: `/perks/${uuid}`, headers: otherAdmin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/perks/not-a-uuid', headers: admin.headers })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: `/perks/${uuid}`, headers: admin.headers })).statusCode).toBe(204);
    expect(titles(await list(admin, '?all=true'))).not.toContain('Edited');
  });

  it('a member may not create, edit or delete perks (403)', async () => {
    const { uuid } = (await create(admin, perk({ title: 'Guarded' }))).json();
    for (const res of [
      await create(member, perk()),
      await t.app.inject({ method: 'PUT', url: `/perks/${uuid}`, headers: member.headers, payload: perk() }),
      await t.app.inject({ method: 'DELETE', url: `/perks/${uuid}`, headers: member.headers }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH.forbidden);
    }
    expect((await t.app.inject({ method: 'GET', url: '/perks' })).statusCode).toBe(401);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['an empty title', { title: '' }, 'title', PERK.titleRequired],
    ['a blank partner', { partner: '  ' }, 'partner', PERK.partnerRequired],
    ['a missing description', { description: undefined }, 'description', PERK.descriptionRequired],
    ['an empty how to redeem', { howToRedeem: '' }, 'howToRedeem', PERK.howToRedeemRequired],
    ['a link without http(s)', { link: 'pipeco.example' }, 'link', PERK.link],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link', PERK.link],
    ['an ftp link', { link: 'ftp://pipeco.example' }, 'link', PERK.link],
  ];
  for (const [what, overrides, field, message] of invalid) {
    it(`refuses ${what} with '${message}'`, async () => {
      const res = await create(admin, perk(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    });
  }

  it('stores the link as sanitize-url leaves it (control characters dropped)', async () => {
    const res = await create(admin, perk({ link: 'https://pipeco.example/o\u0007ffer' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().link).toBe('https://pipeco.example/offer');
  });
});
