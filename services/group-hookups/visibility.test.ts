// Who may see a group hookup, in SQL (visibleTo for one opened by its link, listedFor for the lists), checked against
// every row of the table the gateway checks its maySeeGroupHookup against (common/groupHookupVisibility.cases.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseName, VISIBILITY_CASES, VIEWERS, type VisibilityViewer } from '~/common/groupHookupVisibility.cases';
import { createGroupHookup } from '~/services/testing/group-hookups';
import { createClock, createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';
import type { Viewer } from '~/services/shared/viewer';
import { listedFor, visibleTo } from './repository';

const clock = createClock();
let t: TestServices;
let members: Record<VisibilityViewer, Member & { admin: boolean }>;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, groupHookupSchedulerMs: 0 });
  const { id: otherOrganization } = await t.db.insertInto('organizations').values({ name: 'Another Guild' }).returning('id').executeTakeFirstOrThrow();
  const [member, participant, host, admin, outsider, outsideAdmin] = await Promise.all([
    createMember(t.app),
    createMember(t.app),
    createMember(t.app),
    createMember(t.app, { admin: true }),
    createMember(t.app, { organizationId: otherOrganization }),
    createMember(t.app, { admin: true, organizationId: otherOrganization }),
  ]);
  const plain = (m: Member) => ({ ...m, admin: false });
  const boss = (m: Member) => ({ ...m, admin: true });
  members = { member: plain(member), participant: plain(participant), host: plain(host), admin: boss(admin), outsider: plain(outsider), outsideAdmin: boss(outsideAdmin) };
});
afterAll(() => t.close());

const viewer = (m: Member & { admin: boolean }): Viewer => ({ id: m.id, uuid: m.uuid, organizationId: m.organizationId, admin: m.admin });

describe('who may see a group hookup, by the table the gateway tests its events with', () => {
  it.each(VISIBILITY_CASES.map((c) => [caseName(c), c] as const))('%s opens for exactly those the table names, and is listed for exactly those', async (_name, c) => {
    const created = await createGroupHookup(t.app, members.host);
    const { id } = await t.db
      .updateTable('groupHookups')
      .set({ status: c.status, private: c.private })
      .where('uuid', '=', created.uuid)
      .returning('id')
      .executeTakeFirstOrThrow();
    // the participant attended (and did not leave), whatever the status became since
    await t.db
      .insertInto('groupHookupParticipants')
      .values({ groupHookupId: id, userId: members.participant.id, joinedAt: clock.now(), leftAt: null, leaveReason: null })
      .execute();
    for (const who of VIEWERS) {
      const scope = t.db.selectFrom('groupHookups').select('uuid').where('id', '=', id);
      const opens = await scope.where(visibleTo(viewer(members[who]))).executeTakeFirst();
      const listed = await scope.where(listedFor(viewer(members[who]))).executeTakeFirst();
      expect(Boolean(opens), `${who} opening it`).toBe(c.opened.includes(who));
      expect(Boolean(listed), `${who} in the lists`).toBe(c.listed.includes(who));
    }
  });
});
