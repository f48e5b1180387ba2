import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { AI_AGENT_MAX_TOOL_ROUNDS } from '~/common/constants';
import type { AiEngineConfig } from '~/services/config';
import { isToolName, TOOLS, type ToolContext } from './tools';

// The engine (issue 19): any OpenAI-compatible chat-completions endpoint through the `openai` package, with the
// read-only tools and streaming. It only reads: no tool sends, books or changes anything.

export const SYSTEM_PROMPT = [
  'You are the assistant of a networking platform for sales professionals, speaking to one signed-in member.',
  'Help them prepare for their next hookup (who the partner is, what they have in common, questions to ask), find people worth meeting, improve their profile and draft messages.',
  'Answer only from what the tools return about this member; say so when the data does not tell. Never invent people, dates or facts.',
  'You cannot send, book or change anything: when asked to, draft the text and tell the member where to do it.',
  'Be brief and concrete.',
].join(' ');

const toolDefinitions: ChatCompletionTool[] = Object.entries(TOOLS).map(([name, tool]) => ({
  type: 'function',
  function: { name, description: tool.description, parameters: { type: 'object', properties: {}, additionalProperties: false } },
}));

export interface EngineTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Streams the engine's answer to `question` as text deltas, running tool calls in between. Throws on any failure of
 * the engine (the caller stores nothing then); `signal` aborts it (timeout, the member went away).
 */
export async function* engineAnswer(
  config: AiEngineConfig,
  history: EngineTurn[],
  question: string,
  tools: ToolContext,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0, timeout: config.timeoutMs });
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: question },
  ];
  for (let round = 0; round <= AI_AGENT_MAX_TOOL_ROUNDS; round++) {
    // after the last tool round the engine must answer: no tools offered
    const offerTools = round < AI_AGENT_MAX_TOOL_ROUNDS;
    const stream = await client.chat.completions.create(
      { model: config.model, messages, stream: true, ...(offerTools && { tools: toolDefinitions }) },
      { signal },
    );
    const calls: { id: string; name: string; arguments: string }[] = [];
    let content = '';
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      if (delta.content) {
        content += delta.content;
        yield delta.content;
      }
      for (const call of delta.tool_calls ?? []) {
        const slot = (calls[call.index] ??= { id: '', name: '', arguments: '' });
        if (call.id) slot.id = call.id;
        if (call.function?.name) slot.name += call.function.name;
        if (call.function?.arguments) slot.arguments += call.function.arguments;
      }
    }
    if (calls.length === 0) return;
    messages.push({
      role: 'assistant',
      content: content || null,
      tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments || '{}' } })),
    });
    for (const call of calls) {
      const result = isToolName(call.name) ? await TOOLS[call.name].run(tools) : { error: `No tool named ${call.name}.` };
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result ?? null) });
    }
  }
}
