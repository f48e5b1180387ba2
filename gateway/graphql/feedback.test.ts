// The feedback and error-report resolvers against a fake services (msw): guests call without a bearer, members
// with theirs, admins' reads need one; services' refusals pass on with their message and code.
import { describe, expect, it } from 'vitest';
import { AUTH, FEEDBACK } from '~/common/messages';
import { signAccessToken } from '~/gateway/testing/fakeServices';
import { useFakeServicesGateway } from '~/gateway/testing/resolverHarness';

const gateway = useFakeServicesGateway();
const { serve, send } = gateway;
const memberToken = () => signAccessToken(gateway.keys.privateKey);

const feedback = {
  uuid: 'f-1',
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Nice',
  page: '/home',
  createdAt: '2030-01-15T10:00:00.000Z',
  handledAt: null,
};
const FIELDS = 'uuid name email message page createdAt handledAt';
const input = { name: 'Ada', email: 'ada@example.com', message: 'Nice', page: '/home' };

describe('feedback', () => {
  it('a guest sends feedback without a bearer', async () => {
    const calls = serve('post', '/feedback', feedback, { status: 201 });
    const res = await send(`mutation($input: FeedbackInput!) { sendFeedback(input: $input) { ${FIELDS} } }`, { variables: { input } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ sendFeedback: feedback });
    expect(calls[0].body).toEqual(input);
    expect(calls[0].headers.get('authorization')).toBeNull();
  });

  it("a member's feedback carries their bearer; services' 400 is BAD_USER_INPUT with the spec message", async () => {
    const calls = serve('post', '/feedback', { statusCode: 400, error: 'Bad Request', message: FEEDBACK.emailInvalid, fields: { email: FEEDBACK.emailInvalid } }, { status: 400 });
    const res = await send('mutation { sendFeedback(input: { name: "A", email: "bad", message: "m" }) { uuid } }', { token: await memberToken() });
    expect(res.body.errors?.[0]).toMatchObject({ message: FEEDBACK.emailInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    expect(calls[0].headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('an expired bearer is UNAUTHENTICATED, not sent as a guest', async () => {
    const res = await send('mutation { sendFeedback(input: { name: "A", email: "a@b.co", message: "m" }) { uuid } }', { token: 'expired.token.value' });
    expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('admins list and mark handled; a signed-out caller is refused before services', async () => {
    const list = serve('get', '/feedback', [feedback]);
    const res = await send(`{ feedbackList(handled: false) { ${FIELDS} } }`, { token: await memberToken() });
    expect(res.body.data).toEqual({ feedbackList: [feedback] });
    expect(list[0].search.get('handled')).toBe('false');
    serve('put', '/feedback/f-1/handled', { ...feedback, handledAt: '2030-01-15T11:00:00.000Z' });
    const handled = await send('mutation { markFeedbackHandled(uuid: "f-1") { handledAt } }', { token: await memberToken() });
    expect(handled.body.data).toEqual({ markFeedbackHandled: { handledAt: '2030-01-15T11:00:00.000Z' } });
    const anonymous = await send('{ feedbackList { uuid } }');
    expect(anonymous.body.errors?.[0]).toMatchObject({ message: AUTH.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('feedbackSettings is public', async () => {
    serve('get', '/feedback/settings', { redirect: true, sentryDsn: null });
    const res = await send('{ feedbackSettings { redirect sentryDsn } }');
    expect(res.body.data).toEqual({ feedbackSettings: { redirect: true, sentryDsn: null } });
  });
});

describe('error reports', () => {
  it('reportError posts the report and answers true; errorReports reads the groups', async () => {
    const report = { message: 'Boom', route: '/hookups/x', release: '3.23.1', breadcrumbs: ['navigate /hookups/x'] };
    const calls = serve('post', '/error-reports', null, { status: 204 });
    const res = await send('mutation($input: ErrorReportInput!) { reportError(input: $input) }', { variables: { input: report } });
    expect(res.body.data).toEqual({ reportError: true });
    expect(calls[0].body).toEqual(report);

    const group = { message: 'Boom', count: 2, lastSeenAt: '2030-01-15T10:00:00.000Z', lastRoute: '/hookups/x', release: '3.23.1', lastUserUuid: null, breadcrumbs: [] };
    serve('get', '/error-reports', [group]);
    const groups = await send('{ errorReports { message count lastSeenAt lastRoute release lastUserUuid breadcrumbs } }', { token: await memberToken() });
    expect(groups.body.data).toEqual({ errorReports: [group] });
  });
});
