import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_QUESTION_KEYS, SUGGESTED_QUESTION_KEYS, SUGGESTED_QUESTIONS } from '~/common/aiAgent';
import { AI_AGENT_ANSWER_MAX } from '~/common/constants';
import { AI_AGENT } from '~/common/messages';
import { startFakeOpenAi, type FakeOpenAi } from '~/common/testing/fakeOpenAi';
import { createClock, createTestServices, HOUR, type TestServices } from '~/services/testing/helpers';
import { insertHookup } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';
import { PROFILE_KEYS, SUGGESTED_KEYS } from './schemas';

interface SseEvent {
  event: string;
  data: { text?: string; message?: unknown };
}

function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]!);
      return { event, data };
    });
}

const clock = createClock();

async function setUp(t: TestServices) {
  const member = await createMember(t.app, { firstName: 'Ada', lastName: 'Quota' });
  const partner = await createMember(t.app, { firstName: 'Grace', lastName: 'Pipeline' });
  await t.db
    .updateTable('users')
    .set({ companyName: 'Acme Payroll', industry: 'SaaS', city: 'Lyon' })
    .where('id', '=', partner.id)
    .execute();
  await t.db.updateTable('users').set({ industry: 'SaaS' }).where('id', '=', member.id).execute();
  const hookup = await insertHookup(t.app, member, partner, { start: new Date(clock.now().getTime() + 24 * HOUR), status: 'CONFIRMED' });
  await t.db.updateTable('hookups').set({ matchReasons: ['You both work in SaaS'] }).where('id', '=', hookup.id).execute();
  return { member, partner };
}

const ask = (t: TestServices, member: Member, payload: object) => t.app.inject({ method: 'POST', url: '/ai-agent/thread', headers: member.headers, payload });
const thread = async (t: TestServices, member: Member) =>
  (await t.app.inject({ method: 'GET', url: '/ai-agent/thread', headers: member.headers })).json().messages as { role: string; content: string; source: string }[];

describe('the AI assistant without an engine', () => {
  let t: TestServices;
  let member: Member;
  let partner: Member;
  beforeAll(async () => {
    t = await createTestServices({ now: clock.now, ai: null });
    ({ member, partner } = await setUp(t));
  });
  afterAll(() => t.close());

  it('the schemas spell out the same question keys as common/aiAgent.ts', () => {
    expect([...SUGGESTED_KEYS]).toEqual(SUGGESTED_QUESTION_KEYS);
    expect([...PROFILE_KEYS]).toEqual(PROFILE_QUESTION_KEYS);
  });

  it("suggests the questions the member's data can answer and says no engine is configured", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ai-agent/questions', headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      engine: false,
      suggested: [
        { key: 'nextHookup', text: SUGGESTED_QUESTIONS.nextHookup },
        { key: 'peopleToMeet', text: SUGGESTED_QUESTIONS.peopleToMeet },
        { key: 'improveProfile', text: SUGGESTED_QUESTIONS.improveProfile },
      ],
      profile: [
        { key: 'sells', question: 'What do you sell?', answer: null },
        { key: 'wantsToMeet', question: 'Who do you want to meet?', answer: null },
      ],
    });
  });

  it('refuses a free-form question with the plain message that it needs an engine, and stores nothing', async () => {
    const res = await ask(t, member, { question: 'What should I say to Grace?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AI_AGENT.noEngine);
    expect(await thread(t, member)).toEqual([]);
    const empty = await ask(t, member, { question: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(AI_AGENT.questionRequired);
  });

  it('prepares for the next hookup from the data: partner, role and company, reasons and three openers, then stores it', async () => {
    await t.app.inject({ method: 'PUT', url: '/ai-agent/questions', headers: partner.headers, payload: { answers: [{ key: 'sells', answer: 'payroll software' }] } });
    const res = await ask(t, member, { questionKey: 'nextHookup' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    const text = events[0]!.data.text!;
    expect(text).toContain('Grace Pipeline — Account Executive at Acme Payroll (SaaS)');
    expect(text).toContain('16/01/2030 at 10:00');
    expect(text).toContain('Why you were matched:\n- You both work in SaaS');
    expect(text).toContain('You sell payroll software.');
    expect(text.split('Three openers:\n')[1]!.split('\n')).toHaveLength(3);
    expect(events[1]!.data.message).toMatchObject({ role: 'assistant', content: text, source: 'computed' });
    expect(await thread(t, member)).toMatchObject([
      { role: 'user', content: SUGGESTED_QUESTIONS.nextHookup, source: 'member' },
      { role: 'assistant', content: text, source: 'computed' },
    ]);
  });

  it('lists what the profile misses and who is worth meeting', async () => {
    const profile = parseSse((await ask(t, member, { questionKey: 'improveProfile' })).body)[0]!.data.text!;
    expect(profile).toContain('- company name');
    expect(profile).toContain('- what you sell (asked by the assistant)');
    expect(profile).not.toContain('- industry');
    const people = parseSse((await ask(t, member, { questionKey: 'peopleToMeet' })).body)[0]!.data.text!;
    expect(people).toContain('Grace Pipeline');
    expect(people).toContain('You both work in SaaS');
  });

  it('stores the answers to its profile questions; an empty answer clears one; too long is refused', async () => {
    const put = (answers: object[]) => t.app.inject({ method: 'PUT', url: '/ai-agent/questions', headers: member.headers, payload: { answers } });
    const saved = await put([{ key: 'sells', answer: 'CRM seats' }, { key: 'wantsToMeet', answer: 'payroll vendors' }]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toEqual([
      { key: 'sells', question: 'What do you sell?', answer: 'CRM seats' },
      { key: 'wantsToMeet', question: 'Who do you want to meet?', answer: 'payroll vendors' },
    ]);
    expect((await put([{ key: 'sells', answer: '' }])).json().profile[0].answer).toBeNull();
    const long = await put([{ key: 'sells', answer: 'x'.repeat(AI_AGENT_ANSWER_MAX + 1) }]);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(AI_AGENT.answerTooLong);
    const unknown = await put([{ key: 'salary', answer: 'a lot' }]);
    expect(unknown.statusCode).toBe(400);
  });

  it("a member cannot read another member's assistant; an admin of the same organisation can, of another cannot", async () => {
    const other = await t.app.inject({ method: 'GET', url: `/ai-agent/thread?userUuid=${member.uuid}`, headers: partner.headers });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(AI_AGENT.otherMember);
    expect((await t.app.inject({ method: 'GET', url: `/ai-agent/questions?userUuid=${member.uuid}`, headers: partner.headers })).statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url: `/ai-agent/thread?userUuid=${member.uuid}`, headers: member.headers });
    expect(own.statusCode).toBe(200);
    const admin = await createMember(t.app, { admin: true });
    const read = await t.app.inject({ method: 'GET', url: `/ai-agent/thread?userUuid=${member.uuid}`, headers: admin.headers });
    expect(read.json().messages.length).toBeGreaterThan(0);
    const org = await t.db.insertInto('organizations').values({ name: 'Elsewhere' }).returning('id').executeTakeFirstOrThrow();
    const stranger = await createMember(t.app, { admin: true, organizationId: org.id });
    expect((await t.app.inject({ method: 'GET', url: `/ai-agent/thread?userUuid=${member.uuid}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ai-agent/thread' })).statusCode).toBe(401);
  });
});

describe('the AI assistant with an OpenAI-compatible engine', () => {
  let t: TestServices;
  let engine: FakeOpenAi;
  let member: Member;
  let partner: Member;
  beforeAll(async () => {
    engine = await startFakeOpenAi();
    t = await createTestServices({ now: clock.now, ai: { baseUrl: engine.baseUrl, apiKey: 'test-key', model: 'tiny', timeoutMs: 1500 } });
    ({ member, partner } = await setUp(t));
  });
  afterAll(async () => {
    await t.close();
    await engine.close();
  });

  it('says the engine is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ai-agent/questions', headers: member.headers })).json().engine).toBe(true);
  });

  it("streams the answer, runs the tool the engine asks for over the member's own data, and stores the exchange", async () => {
    engine.script({ toolCalls: ['next_hookup'] }, { text: ['Grace sells ', 'payroll. ', 'Ask about Lyon.'] });
    const before = engine.requests.length;
    const res = await ask(t, member, { question: 'Who am I meeting next?' });
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual(['Grace sells ', 'payroll. ', 'Ask about Lyon.']);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: { content: 'Grace sells payroll. Ask about Lyon.', source: 'engine' } } });
    const [first, second] = engine.requests.slice(before);
    expect(first!.model).toBe('tiny');
    expect(first!.stream).toBe(true);
    expect(first!.tools!.map((tool) => tool.function.name)).toEqual(['next_hookup', 'my_profile', 'people_to_meet', 'upcoming_group_hookups', 'my_forum_activity']);
    expect(first!.messages.at(-1)).toEqual({ role: 'user', content: 'Who am I meeting next?' });
    const toolResult = second!.messages.find((m) => m.role === 'tool')!;
    expect(toolResult.tool_call_id).toBe('call_0');
    expect(JSON.parse(toolResult.content!)).toMatchObject({ partner: { name: 'Grace Pipeline', companyName: 'Acme Payroll' }, reasons: ['You both work in SaaS'] });
    expect((await thread(t, member)).slice(-2)).toMatchObject([
      { role: 'user', content: 'Who am I meeting next?', source: 'member' },
      { role: 'assistant', content: 'Grace sells payroll. Ask about Lyon.', source: 'engine' },
    ]);
  });

  it('gives the earlier thread to the engine as history', async () => {
    engine.script({ text: ['Again: Grace.'] });
    const before = engine.requests.length;
    await ask(t, member, { questionKey: 'nextHookup' });
    const sent = engine.requests[before]!.messages;
    expect(sent.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.at(-1)!.content).toBe(SUGGESTED_QUESTIONS.nextHookup);
  });

  it("reads the member's own forum activity when the engine asks for it: topics, replies, reputation, latest topics", async () => {
    const at = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000);
    const { id: categoryId } = await t.db.insertInto('forumCategories').values({ name: 'Deals talk', slug: 'ai-agent-deals', description: null }).returning('id').executeTakeFirstOrThrow();
    const topic = async (authorId: number, title: string, minutes: number) =>
      (await t.db.insertInto('forumTopics').values({ categoryId, authorId, title, slug: title.toLowerCase().replaceAll(' ', '-'), createdAt: at(minutes), lastPostAt: at(minutes) }).returning('id').executeTakeFirstOrThrow()).id;
    const post = (topicId: number, authorId: number, minutes: number, deleted = false) =>
      t.db.insertInto('forumPosts').values({ topicId, authorId, toPid: null, contentJson: '{}', html: '<p>x</p>', plainText: 'x', createdAt: at(minutes), editedAt: null, deleted }).execute();
    const mine = await topic(member.id, 'Pricing objections', 60);
    await post(mine, member.id, 60);
    await post(mine, partner.id, 50);
    const theirs = await topic(partner.id, 'Cold calls in 2026', 40);
    await post(theirs, partner.id, 40);
    await post(theirs, member.id, 30);
    await post(theirs, member.id, 20, true);
    const other = await topic(partner.id, 'Not mine', 10);
    await post(other, partner.id, 10);
    await t.db.insertInto('forumMembers').values({ userId: member.id, reputation: 3 }).execute();

    engine.script({ toolCalls: ['my_forum_activity'] }, { text: ['You started one topic.'] });
    const before = engine.requests.length;
    await ask(t, member, { question: 'What have I done in the forum?' });
    const toolResult = engine.requests[before + 1]!.messages.find((m) => m.role === 'tool')!;
    expect(JSON.parse(toolResult.content!)).toEqual({
      topicsStarted: 1,
      replies: 1,
      reputation: 3,
      recentTopics: [
        { title: 'Cold calls in 2026', lastPostAt: at(40).toISOString(), repliesByOthers: 1 },
        { title: 'Pricing objections', lastPostAt: at(60).toISOString(), repliesByOthers: 1 },
      ],
    });
  });

  it('an engine error, a cut stream or a timeout gives a clear message and stores nothing', async () => {
    const stored = (await thread(t, member)).length;
    engine.script({ status: 500 });
    expect(parseSse((await ask(t, member, { question: 'One?' })).body).at(-1)).toEqual({ event: 'error', data: { message: AI_AGENT.engineFailed } });
    engine.script({ cutAfter: ['Half an ', 'answ'] });
    const cut = parseSse((await ask(t, member, { question: 'Two?' })).body);
    expect(cut.at(-1)).toEqual({ event: 'error', data: { message: AI_AGENT.engineFailed } });
    engine.script({ hang: true });
    const started = Date.now();
    expect(parseSse((await ask(t, member, { question: 'Three?' })).body).at(-1)).toEqual({ event: 'error', data: { message: AI_AGENT.engineTimeout } });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await thread(t, member)).toHaveLength(stored);
  });
});
