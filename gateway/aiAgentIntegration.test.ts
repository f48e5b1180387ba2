// The AI assistant through the real gateway and services, with a local OpenAI-compatible engine (real HTTP, SSE):
// the answer streams to a graphql-ws subscriber chunk by chunk, the thread is stored whole, a failing engine
// stores nothing, and another member's assistant is refused.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_AGENT_ANSWER_MAX } from '~/common/constants';
import { AI_AGENT } from '~/common/messages';
import { startFakeOpenAi, type FakeOpenAi } from '~/common/testing/fakeOpenAi';
import { collect } from '~/gateway/testing/liveClients';
import { useRealStack, type Member } from '~/gateway/testing/realStack';

let engine: FakeOpenAi;
beforeAll(async () => {
  engine = await startFakeOpenAi();
});
afterAll(() => engine.close());

const stack = useRealStack('aiagent', { env: () => ({ ai: { baseUrl: engine.baseUrl, apiKey: 'k', model: 'tiny', timeoutMs: 5000 } }) });

const ASK = 'subscription($q: String, $k: String) { aiAgentAnswer(question: $q, questionKey: $k) { delta error message { role content source } } }';
const THREAD = '{ aiAgentThread { role content source } }';

let ann: Member;
let bob: Member;
beforeAll(async () => {
  ann = await stack.registerMember('ann');
  bob = await stack.registerMember('bob');
});

type AnswerEvent = { delta: string | null; error: string | null; message: { role: string; content: string; source: string } | null };

describe('the AI assistant through the gateway', () => {
  it('says an engine is configured and which questions it suggests', async () => {
    const data = await stack.gql<{ aiAgentQuestions: { engine: boolean; suggested: { key: string }[]; profile: { key: string }[] } }>(
      '{ aiAgentQuestions { engine suggested { key text } profile { key question answer } } }',
      {},
      ann.token,
    );
    expect(data.aiAgentQuestions.engine).toBe(true);
    expect(data.aiAgentQuestions.suggested.map((s) => s.key)).toEqual(['peopleToMeet', 'improveProfile']);
    expect(data.aiAgentQuestions.profile.map((p) => p.key)).toEqual(['sells', 'wantsToMeet']);
  });

  it('streams the answer chunk by chunk to the subscriber, then the stored message, and completes', async () => {
    engine.script({ toolCalls: ['my_profile'] }, { text: ['Add your ', 'company ', 'name.'] });
    const answer = collect<AnswerEvent>(stack.live(ann.token), ASK, { q: 'How do I look?' });
    await vi.waitFor(() => expect(answer.completed).toBe(true), { timeout: 10_000 });
    expect(answer.errors).toEqual([]);
    expect(answer.results.map((e) => e.delta).filter(Boolean)).toEqual(['Add your ', 'company ', 'name.']);
    expect(answer.results.at(-1)).toEqual({ delta: null, error: null, message: { role: 'assistant', content: 'Add your company name.', source: 'engine' } });
    // the tool ran for ann, over her own profile
    const toolMessage = engine.requests.at(-1)!.messages.find((m) => m.role === 'tool')!;
    expect(JSON.parse(toolMessage.content!).person.name).toBe('ann Seller');
    expect((await stack.gql(THREAD, {}, ann.token)).aiAgentThread).toEqual([
      { role: 'user', content: 'How do I look?', source: 'member' },
      { role: 'assistant', content: 'Add your company name.', source: 'engine' },
    ]);
  });

  it('an engine failure reaches the subscriber as its message, and nothing is stored', async () => {
    engine.script({ status: 503 });
    const answer = collect<AnswerEvent>(stack.live(bob.token), ASK, { q: 'Anything?' });
    await vi.waitFor(() => expect(answer.completed).toBe(true), { timeout: 10_000 });
    expect(answer.results).toEqual([{ delta: null, error: AI_AGENT.engineFailed, message: null }]);
    expect((await stack.gql(THREAD, {}, bob.token)).aiAgentThread).toEqual([]);
  });

  it('a question that is neither typed nor chosen is refused as BAD_USER_INPUT before anything streams', async () => {
    const answer = collect<AnswerEvent>(stack.live(bob.token), ASK, {});
    await vi.waitFor(() => expect(answer.completed).toBe(true), { timeout: 10_000 });
    expect(answer.results).toEqual([]);
    expect(answer.errors).toEqual([expect.objectContaining({ message: AI_AGENT.questionRequired, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
  });

  it("saves the profile answers; too long is the spec's message; another member's thread is FORBIDDEN", async () => {
    const SAVE = 'mutation($a: [AiAgentAnswerInput!]!) { saveAiAgentAnswers(answers: $a) { profile { key answer } } }';
    const saved = await stack.gql<{ saveAiAgentAnswers: { profile: { key: string; answer: string | null }[] } }>(
      SAVE,
      { a: [{ key: 'wantsToMeet', answer: 'retail buyers' }] },
      ann.token,
    );
    expect(saved.saveAiAgentAnswers.profile).toEqual([{ key: 'sells', answer: null }, { key: 'wantsToMeet', answer: 'retail buyers' }]);
    const long = await stack.send(SAVE, { a: [{ key: 'sells', answer: 'x'.repeat(AI_AGENT_ANSWER_MAX + 1) }] }, ann.token);
    expect(long.body.errors?.[0]).toMatchObject({ message: AI_AGENT.answerTooLong, extensions: { code: 'BAD_USER_INPUT' } });
    const other = await stack.send('query($u: ID) { aiAgentThread(userUuid: $u) { content } }', { u: ann.uuid }, bob.token);
    expect(other.body.errors?.[0]).toMatchObject({ message: AI_AGENT.otherMember, extensions: { code: 'FORBIDDEN' } });
  });
});
