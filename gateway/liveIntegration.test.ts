// The real services (fresh embedded PGlite) behind the real gateway: a member creates a group hookup, an admin
// approves it, and the subscribers see it over graphql-ws as services' outbox relays it.
import { describe, expect, it, vi } from 'vitest';
import { collect } from '~/gateway/testing/liveClients';
import { useRealStack } from '~/gateway/testing/realStack';

const stack = useRealStack('live');
const { gql, registerMember, live } = stack;

interface Changed {
  eventId: string;
  kind: string;
  groupHookup: { uuid: string; status: string; isHost: boolean };
}

const CHANGED = `subscription($uuid: ID, $after: ID) {
  groupHookupChanged(uuid: $uuid, after: $after) { eventId kind groupHookup { uuid status isHost } }
}`;

describe('a group hookup goes live', () => {
  it('created by a member, approved by an admin: the host sees PENDING then APPROVED, once each', async () => {
    const host = (await registerMember('clara')).token;
    const admin = (await registerMember('ada', { admin: true })).token;
    const other = (await registerMember('carl')).token;
    const created = await gql(
      'mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid status isHost } }',
      {
        input: {
          title: 'Objection handling clinic',
          category: 'PRACTICE',
          startDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
          duration: 60,
          maxParticipants: 10,
          private: false,
        },
      },
      host,
    );
    const groupHookup = created.createGroupHookup as { uuid: string; status: string; isHost: boolean };
    expect(groupHookup).toMatchObject({ status: 'PENDING', isHost: true });

    // the host resubscribes from the start of the outbox: the creation is replayed, the approval comes live
    const byHost = collect<Changed>(live(host), CHANGED, { uuid: groupHookup.uuid, after: '0' });
    const byOther = collect<Changed>(live(other), CHANGED, { uuid: null, after: '0' });
    await vi.waitFor(() => expect(byHost.results.map((r) => r.groupHookup.status)).toEqual(['PENDING']), { timeout: 10_000 });

    await gql('mutation($uuid: ID!) { approveGroupHookup(uuid: $uuid) { status } }', { uuid: groupHookup.uuid }, admin);

    await vi.waitFor(() => expect(byHost.results.map((r) => r.groupHookup.status)).toEqual(['PENDING', 'APPROVED']), { timeout: 10_000 });
    expect(byHost.results[1]).toMatchObject({ kind: 'approved', groupHookup: { uuid: groupHookup.uuid, isHost: true } });
    // another member never saw it pending, only approved
    await vi.waitFor(() => expect(byOther.results.filter((r) => r.groupHookup.uuid === groupHookup.uuid).map((r) => r.groupHookup.status)).toEqual(['APPROVED']));
    expect(new Set(byHost.results.map((r) => r.eventId)).size).toBe(2);
  }, 60_000);

  it('another organisation’s member and admin hear none of it, from the start of the outbox on, and may not subscribe by uuid', async () => {
    const { id: organizationId } = await stack.services.app.db
      .insertInto('organizations')
      .values({ name: `Rival Guild ${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [admin, colleague, outsider, outsideAdmin] = (
      await Promise.all([
        registerMember('ines', { admin: true }),
        registerMember('noah'),
        registerMember('omar', { organizationId }),
        registerMember('olga', { admin: true, organizationId }),
      ])
    ).map((member) => member.token);
    const CREATE = 'mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid status } }';
    const input = (title: string) => ({
      title,
      category: 'PRACTICE',
      startDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      duration: 60,
      maxParticipants: 10,
      private: false,
    });
    // everything since the first event: this test's and the earlier ones' group hookups of the default organisation
    const byColleague = collect<Changed>(live(colleague), CHANGED, { uuid: null, after: '0' });
    const byOutsider = collect<Changed>(live(outsider), CHANGED, { uuid: null, after: '0' });
    const byOutsideAdmin = collect<Changed>(live(outsideAdmin), CHANGED, { uuid: null, after: '0' });

    // an admin's group hookup starts APPROVED and public: every member of its organisation sees it
    const ours = (await gql(CREATE, { input: input('Discovery call drills') }, admin)).createGroupHookup as { uuid: string; status: string };
    expect(ours.status).toBe('APPROVED');
    const theirs = (await gql(CREATE, { input: input('Rival guild drills') }, outsideAdmin)).createGroupHookup as { uuid: string };

    await vi.waitFor(() => expect(byColleague.results.map((r) => r.groupHookup.uuid)).toContain(ours.uuid), { timeout: 10_000 });
    await vi.waitFor(() => [byOutsider, byOutsideAdmin].forEach((s) => expect(s.results.map((r) => r.groupHookup.uuid)).toContain(theirs.uuid)), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(byOutsider.results.map((r) => r.groupHookup.uuid)).toEqual([theirs.uuid]);
    expect(byOutsideAdmin.results.map((r) => r.groupHookup.uuid)).toEqual([theirs.uuid]);
    expect(byColleague.results.map((r) => r.groupHookup.uuid)).not.toContain(theirs.uuid);

    for (const who of [outsider, outsideAdmin]) {
      const byUuid = collect<Changed>(live(who), CHANGED, { uuid: ours.uuid, after: '0' });
      await vi.waitFor(() => expect(byUuid.completed).toBe(true), { timeout: 10_000 });
      expect(byUuid.errors).toEqual([expect.objectContaining({ extensions: { code: 'NOT_FOUND' } })]);
      expect(byUuid.results).toEqual([]);
    }
  }, 60_000);
});
