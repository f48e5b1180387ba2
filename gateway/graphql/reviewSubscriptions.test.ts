// reviewChanged end to end with graphql-ws's own client: services' event stream (a fake on loopback) → the gateway's
// consumer → pubsub → filtered per member → the socket. Who hears what: a sealed submission its author only, a reveal
// both sides, and an admin every review of their own organisation (the All reviews tab), never another's; `after`
// replays what was missed between a read and the subscription.
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizations } from '~/gateway/graphql/organizationCache';
import type { ReviewChangedPayload } from '~/gateway/graphql/reviews';
import { collect } from '~/gateway/testing/liveClients';
import { useLiveGateway } from '~/gateway/testing/liveGateway';
import { TOPICS } from '~/gateway/topics';

const ORG = 'org-uuid';
const OTHER_ORG = 'other-org-uuid';
const REVIEWER = 'reviewer-uuid';
const REVIEWEE = 'reviewee-uuid';
const STRANGER = 'stranger-uuid';
const ORG_ADMIN = 'org-admin-uuid';
const OTHER_ADMIN = 'other-admin-uuid';
const ORGANIZATION_OF: Record<string, string> = { [ORG_ADMIN]: ORG, [OTHER_ADMIN]: OTHER_ORG, [STRANGER]: ORG, [REVIEWER]: ORG, [REVIEWEE]: ORG };

/** GET /user/organization calls, by member */
const organizationCalls: string[] = [];
const liveGateway = useLiveGateway({
  route: ({ path, authorization }) => {
    if (path !== '/user/organization') return undefined;
    const sub = String(decodeJwt((authorization ?? '').replace('Bearer ', '')).sub);
    organizationCalls.push(sub);
    return { body: { uuid: ORGANIZATION_OF[sub] ?? 'org-none', name: 'Org' } };
  },
});
afterEach(() => {
  organizations.clear();
  organizationCalls.length = 0;
});

const CHANGED = 'subscription($after: ID) { reviewChanged(after: $after) { eventId kind reviewUuid } }';
interface Changed {
  eventId: string;
  kind: string;
  reviewUuid: string;
}

const publish = (kind: ReviewChangedPayload['kind'], reviewUuid: string, organizationUUID = ORG, reviewerUUID = REVIEWER, revieweeUUID = REVIEWEE) =>
  liveGateway.fake.publish(TOPICS.reviewChanged, { kind, reviewUuid, organizationUUID, reviewerUUID, revieweeUUID } satisfies ReviewChangedPayload);
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const heard = (collected: { results: Changed[] }) => collected.results.map((r) => [r.kind, r.reviewUuid]);

describe('reviewChanged', () => {
  it("an admin hears every review of their organisation, sealed ones too; members only their own; nobody another organisation's", async () => {
    const after = liveGateway.fake.lastId();
    const clients = await Promise.all([
      liveGateway.clientOf(REVIEWER),
      liveGateway.clientOf(REVIEWEE),
      liveGateway.clientOf(STRANGER),
      liveGateway.clientOf(ORG_ADMIN, true),
      liveGateway.clientOf(OTHER_ADMIN, true),
    ]);
    const [byReviewer, byReviewee, byStranger, byOrgAdmin, byOtherAdmin] = clients.map((client) => collect<Changed>(client, CHANGED, { after }));
    publish('submitted', 'r-sealed');
    publish('revealed', 'r-open');
    // two other members of the organisation: only its admin hears it
    publish('submitted', 'r-others', ORG, 'someone', 'someone-else');
    // another organisation's review: the marker its own admin gets last
    const marker = publish('revealed', 'r-elsewhere', OTHER_ORG, 'x', 'y');

    await vi.waitFor(() => {
      expect(byOrgAdmin.results).toHaveLength(3);
      expect(byOtherAdmin.results).toHaveLength(1);
      expect(byReviewer.results).toHaveLength(2);
      expect(byReviewee.results).toHaveLength(1);
    });
    await settle();
    expect(heard(byOrgAdmin)).toEqual([
      ['submitted', 'r-sealed'],
      ['revealed', 'r-open'],
      ['submitted', 'r-others'],
    ]);
    expect(heard(byReviewer)).toEqual([
      ['submitted', 'r-sealed'],
      ['revealed', 'r-open'],
    ]);
    // the member reviewed learns nothing of a sealed review
    expect(heard(byReviewee)).toEqual([['revealed', 'r-open']]);
    expect(heard(byStranger)).toEqual([]);
    expect(byOtherAdmin.results.map((r) => r.eventId)).toEqual([marker]);
    [byReviewer, byReviewee, byStranger, byOrgAdmin, byOtherAdmin].forEach((c) => expect(c.errors).toEqual([]));
    // the organisation is read for admins only, once per subscription
    expect([...organizationCalls].sort()).toEqual([ORG_ADMIN, OTHER_ADMIN].sort());
  });

  it('from the eventCursor of a read, an event committed before the subscription opened is delivered, once', async () => {
    const cursor = liveGateway.fake.lastId();
    // committed between the read (cursor) and the subscription
    const missed = publish('submitted', 'r-gap', ORG, 'someone', 'someone-else');
    const admin = collect<Changed>(await liveGateway.clientOf(ORG_ADMIN, true), CHANGED, { after: cursor });
    const live = collect<Changed>(await liveGateway.clientOf(ORG_ADMIN, true), CHANGED, {});
    await vi.waitFor(() => expect(admin.results.map((r) => r.eventId)).toEqual([missed]));
    await vi.waitFor(() => {
      publish('revealed', 'r-warm-up', ORG, 'someone', 'someone-else');
      expect(live.results.length).toBeGreaterThan(0);
    });
    const later = publish('revealed', 'r-later', ORG, 'someone', 'someone-else');
    await vi.waitFor(() => expect(admin.results.at(-1)?.eventId).toBe(later));
    const ids = admin.results.map((r) => r.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    // live only (no cursor): the gap's event is lost, which is why the page passes the cursor
    expect(live.results.map((r) => r.reviewUuid)).not.toContain('r-gap');
  });
});
