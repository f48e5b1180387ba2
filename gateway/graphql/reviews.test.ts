// The reviews resolvers against a fake services (msw): each field calls its services route of services/API.md
// § Reviews with the member's bearer and passes refusals on with their message; the reviewChanged audience rule.
import { describe, expect, it } from 'vitest';
import { AUTH, REVIEW } from '~/common/messages';
import { mayHearReviewChange, type ReviewChangedPayload } from '~/gateway/graphql/reviews';
import { signAccessToken } from '~/gateway/testing/fakeServices';
import { useFakeServicesGateway } from '~/gateway/testing/resolverHarness';

const gateway = useFakeServicesGateway();
const { serve, send } = gateway;
const memberToken = () => signAccessToken(gateway.keys.privateKey);

const person = (uuid: string) => ({ uuid, fullName: `Member ${uuid}`, imageUrl: null });
const review = {
  uuid: 'r-1',
  meetingKind: 'hookup',
  meetingUuid: 'h-1',
  meetingTitle: null,
  reviewer: person('u-1'),
  reviewee: person('u-2'),
  rating: 4,
  comment: 'Sharp',
  privateFeedback: null,
  createdAt: '2030-01-15T10:00:00.000Z',
  revealDueAt: '2030-01-29T10:00:00.000Z',
  revealedAt: null,
};
const FIELDS = 'uuid meetingKind meetingUuid meetingTitle reviewer { uuid fullName imageUrl } reviewee { uuid fullName imageUrl } rating comment privateFeedback createdAt revealDueAt revealedAt';

describe('reviews resolvers', () => {
  it('submitReview posts the input without nulls and answers the review', async () => {
    const calls = serve('post', '/reviews', review, { status: 201 });
    const res = await send(`mutation($input: ReviewInput!) { submitReview(input: $input) { ${FIELDS} } }`, {
      variables: { input: { hookupUuid: 'h-1', rating: 4, comment: 'Sharp', privateFeedback: null } },
      token: await memberToken(),
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ submitReview: review });
    expect(calls[0].body).toEqual({ hookupUuid: 'h-1', rating: 4, comment: 'Sharp' });
    expect(calls[0].headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('passes a refusal on with its message', async () => {
    serve('post', '/reviews', { statusCode: 409, error: 'Conflict', message: REVIEW.alreadyReviewed }, { status: 409 });
    const res = await send('mutation { submitReview(input: { hookupUuid: "h-1", rating: 4, comment: "x" }) { uuid } }', { token: await memberToken() });
    expect(res.body.errors?.[0]).toMatchObject({ message: REVIEW.alreadyReviewed, extensions: { code: 'CONFLICT' } });
  });

  it("reads a member's recent revealed reviews from GET /reviews/last-reviews", async () => {
    const last = serve('get', '/reviews/last-reviews', [review]);
    const res = await send(`{ lastReviews(userUuid: "u-2", size: 3) { uuid rating comment reviewer { fullName } } }`, { token: await memberToken() });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ lastReviews: [{ uuid: 'r-1', rating: review.rating, comment: review.comment, reviewer: { fullName: review.reviewer.fullName } }] });
    expect(last[0].search.get('userUuid')).toBe('u-2');
    expect(last[0].search.get('size')).toBe('3');
  });

  it('reads the lists, the rating and the attendance score with the query string services expect', async () => {
    const list = serve('get', '/reviews', { elements: [review], totalPages: 1, totalElements: 1, page: 0, size: 15 });
    serve('get', '/reviews/pending', []);
    const rating = serve('get', '/reviews/rating', { average: 4.3, count: 3, shown: true });
    serve('get', '/reviews/attendance', { score: 95, meetings: 20, noShows: 1 });
    const res = await send(
      `{ reviews(scope: "given", page: 1) { totalElements elements { uuid } } pendingReviews { meetingUuid } reviewRating(userUuid: "u-2") { average count shown } attendanceScore { score meetings noShows } }`,
      { token: await memberToken() },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      reviews: { totalElements: 1, elements: [{ uuid: 'r-1' }] },
      pendingReviews: [],
      reviewRating: { average: 4.3, count: 3, shown: true },
      attendanceScore: { score: 95, meetings: 20, noShows: 1 },
    });
    expect(list[0].search.get('scope')).toBe('given');
    expect(list[0].search.get('page')).toBe('1');
    expect(list[0].search.has('all')).toBe(false);
    expect(rating[0].search.get('userUuid')).toBe('u-2');
  });

  it('refuses a signed-out caller before calling services', async () => {
    const res = await send('{ pendingReviews { meetingUuid } }');
    expect(res.body.errors?.[0]).toMatchObject({ message: AUTH.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('MemberCard.rating', () => {
  const card = (uuid: string) => ({ uuid, fullName: `Member ${uuid}`, imageUrl: null, jobPosition: null, companyName: null, city: null, locationName: null, linkedInUrl: null, roles: ['ROLE_USER'] });
  const page = { elements: [card('u-1'), card('u-2'), card('u-3')], totalPages: 1, totalElements: 3, page: 0, size: 15 };

  it('asks services once for every card of the answer, and gives null to members without a shown rating', async () => {
    serve('get', '/public/users/experts', page);
    const ratings = serve('get', '/reviews/ratings', [{ userUuid: 'u-2', average: 4.5, count: 4 }]);
    const res = await send('{ experts { elements { uuid rating { average count } } } }', { token: await memberToken() });
    expect(res.body.errors).toBeUndefined();
    expect((res.body.data as { experts: { elements: unknown[] } }).experts.elements).toEqual([
      { uuid: 'u-1', rating: null },
      { uuid: 'u-2', rating: { average: 4.5, count: 4 } },
      { uuid: 'u-3', rating: null },
    ]);
    expect(ratings).toHaveLength(1);
    expect(ratings[0].search.get('userUuids')).toBe('u-1,u-2,u-3');
  });

  it('gives guests no rating without asking services', async () => {
    serve('get', '/public/users/experts', page);
    const ratings = serve('get', '/reviews/ratings', []);
    const res = await send('{ experts { elements { uuid rating { average } } } }');
    expect((res.body.data as { experts: { elements: Array<{ rating: unknown }> } }).experts.elements.map((e) => e.rating)).toEqual([null, null, null]);
    expect(ratings).toHaveLength(0);
  });
});

describe('reviewChanged audience', () => {
  const payload = (kind: 'submitted' | 'revealed', organizationUUID = 'o'): ReviewChangedPayload => ({ kind, reviewUuid: 'r-1', organizationUUID, reviewerUUID: 'a', revieweeUUID: 'b' });
  const member = (uuid: string) => ({ uuid, adminOf: null });
  it('tells a sealed submission to its author only, and a reveal to both sides', () => {
    expect([mayHearReviewChange(payload('submitted'), member('a')), mayHearReviewChange(payload('submitted'), member('b'))]).toEqual([true, false]);
    expect([mayHearReviewChange(payload('revealed'), member('a')), mayHearReviewChange(payload('revealed'), member('b')), mayHearReviewChange(payload('revealed'), member('c'))]).toEqual([
      true,
      true,
      false,
    ]);
  });
  it("tells an admin every review event of their own organisation, none of another's", () => {
    const admin = { uuid: 'x', adminOf: 'o' };
    expect([mayHearReviewChange(payload('submitted'), admin), mayHearReviewChange(payload('revealed'), admin)]).toEqual([true, true]);
    expect([mayHearReviewChange(payload('submitted', 'other'), admin), mayHearReviewChange(payload('revealed', 'other'), admin)]).toEqual([false, false]);
  });
});

describe('the event cursors of the reads /reviews subscribes after', () => {
  it("reviews answers services' X-Event-Cursor, and a missing or invalid one as null", async () => {
    serve('get', '/reviews', { elements: [review], totalPages: 1, totalElements: 1, page: 0, size: 15 }, { headers: { 'x-event-cursor': '9007199254740993' } });
    const res = await send('{ reviews(all: true) { eventCursor elements { uuid privateFeedback } } }', { token: await memberToken() });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ reviews: { eventCursor: '9007199254740993', elements: [{ uuid: 'r-1', privateFeedback: null }] } });
    serve('get', '/reviews', { elements: [], totalPages: 0, totalElements: 0, page: 0, size: 15 }, { headers: { 'x-event-cursor': '12; drop' } });
    expect((await send('{ reviews { eventCursor } }', { token: await memberToken() })).body.data).toEqual({ reviews: { eventCursor: null } });
  });

  it('pendingReviews and its eventCursor come from one services call', async () => {
    const calls = serve('get', '/reviews/pending', [], { headers: { 'x-event-cursor': '77' } });
    const res = await send('{ pendingReviews { meetingUuid } pendingReviewsEventCursor }', { token: await memberToken() });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ pendingReviews: [], pendingReviewsEventCursor: '77' });
    expect(calls).toHaveLength(1);
  });
});
