// The first-subscribe gap, with the real services (fresh embedded PGlite) behind the real gateway: a page reads a list,
// an event commits before it subscribes, and the subscription from the list's eventCursor still delivers it.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { collect } from '~/gateway/testing/liveClients';
import { useRealStack } from '~/gateway/testing/realStack';

const stack = useRealStack('cursor');
const { gql, registerMember, live } = stack;

const newestEventId = async () => String(await stack.services.app.events.newestId());

const CREATE = 'mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid status } }';
const input = (title: string) => ({
  title,
  category: 'PRACTICE',
  startDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
  duration: 60,
  maxParticipants: 10,
  private: false,
});
const CHANGED = `subscription($uuid: ID, $after: ID) {
  groupHookupChanged(uuid: $uuid, after: $after) { eventId kind groupHookup { uuid slotsLeft } }
}`;
interface Changed {
  eventId: string;
  kind: string;
  groupHookup: { uuid: string; slotsLeft: number };
}

describe('eventCursor closes the first-subscribe gap', () => {
  let admin: string;
  let seller: string;
  beforeAll(async () => {
    [admin, seller] = (await Promise.all([registerMember('ada', { admin: true }), registerMember('sam')])).map((member) => member.token);
  }, 60_000);

  it('every cursor-carrying query answers services’ X-Event-Cursor: the newest event id at the read', async () => {
    const groupHookup = (await gql(CREATE, { input: input('Cursor probe') }, admin)).createGroupHookup as { uuid: string };
    const newest = await newestEventId();
    expect(newest).not.toBe('0');
    const data = await gql(
      `query($uuid: ID!) {
        groupHookups { eventCursor }
        groupHookup(uuid: $uuid) { uuid eventCursor }
        highlightedGroupHookups { uuid }
        highlightedGroupHookupsEventCursor
        hookups { eventCursor }
        nextHookup { uuid }
        nextHookupEventCursor
      }`,
      { uuid: groupHookup.uuid },
      seller,
    );
    expect(data).toEqual({
      groupHookups: { eventCursor: newest },
      groupHookup: { uuid: groupHookup.uuid, eventCursor: newest },
      highlightedGroupHookups: [],
      highlightedGroupHookupsEventCursor: newest,
      hookups: { eventCursor: newest },
      nextHookup: null,
      nextHookupEventCursor: newest,
    });
    expect(await gql('query { allHookups { eventCursor } }', {}, admin)).toEqual({ allHookups: { eventCursor: newest } });
  }, 30_000);

  it('a list read, then a change commits, then the subscription from the list’s eventCursor: the change arrives, once', async () => {
    const listed = (await gql('query { groupHookups(view: UPCOMING, size: 100) { eventCursor elements { uuid } } }', {}, seller)).groupHookups as {
      eventCursor: string;
      elements: Array<{ uuid: string }>;
    };
    // the gap: committed after the read, before anyone subscribed
    const gap = (await gql(CREATE, { input: input('Committed in the gap') }, admin)).createGroupHookup as { uuid: string };
    expect(listed.elements.map((e) => e.uuid)).not.toContain(gap.uuid);

    const fromCursor = collect<Changed>(live(seller), CHANGED, { uuid: null, after: listed.eventCursor });
    const liveOnly = collect<Changed>(live(seller), CHANGED, { uuid: null, after: null });
    await vi.waitFor(() => expect(fromCursor.results.map((r) => r.groupHookup.uuid)).toContain(gap.uuid), { timeout: 10_000 });
    // let the live-only subscription settle, then a change after both subscribed reaches both
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = (await gql(CREATE, { input: input('Committed after subscribing') }, admin)).createGroupHookup as { uuid: string };
    await vi.waitFor(() => [fromCursor, liveOnly].forEach((s) => expect(s.results.map((r) => r.groupHookup.uuid)).toContain(later.uuid)), { timeout: 10_000 });

    expect(fromCursor.results.map((r) => [r.kind, r.groupHookup.uuid])).toEqual([
      ['created', gap.uuid],
      ['created', later.uuid],
    ]);
    // without the cursor the gap's change is lost: what this fixes
    expect(liveOnly.results.map((r) => r.groupHookup.uuid)).toEqual([later.uuid]);
    expect(fromCursor.errors).toEqual([]);
  }, 60_000);

  it('one group hookup read by uuid, an attend in the gap, then the subscription by uuid from its eventCursor', async () => {
    const created = (await gql(CREATE, { input: input('Details in the gap') }, admin)).createGroupHookup as { uuid: string };
    const read = (await gql('query($uuid: ID!) { groupHookup(uuid: $uuid) { slotsLeft eventCursor } }', { uuid: created.uuid }, seller)).groupHookup as {
      slotsLeft: number;
      eventCursor: string;
    };
    expect(read.slotsLeft).toBe(10);
    await gql('mutation($uuid: ID!) { attendGroupHookup(uuid: $uuid) { slotsLeft } }', { uuid: created.uuid }, seller);

    const byUuid = collect<Changed>(live(seller), CHANGED, { uuid: created.uuid, after: read.eventCursor });
    await vi.waitFor(() => expect(byUuid.results).toEqual([expect.objectContaining({ kind: 'attended', groupHookup: { uuid: created.uuid, slotsLeft: 9 } })]), {
      timeout: 10_000,
    });
  }, 60_000);
});
