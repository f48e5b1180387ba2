import type { AiAgentAnswerEvent, AiAgentAnswerInput, AiAgentMessage, AiAgentQuestions } from '~/gateway/generated/graphql';
import { AI_AGENT } from '~/common/messages';
import { errorFromServices, internalError } from '~/gateway/errors';
import type { ServicesCall } from '~/gateway/sources/call';

// REST shapes of services/API.md § AI assistant; they match the GraphQL types field for field.
export type ServicesAiAgentQuestions = Omit<AiAgentQuestions, '__typename'>;
export type ServicesAiAgentMessage = Omit<AiAgentMessage, '__typename'>;

export function aiAgentCalls(call: ServicesCall) {
  return {
    aiAgentQuestions: (accessToken: string, userUuid: string | null | undefined) =>
      call<ServicesAiAgentQuestions>('GET', '/ai-agent/questions', { accessToken, query: { userUuid } }),
    aiAgentThread: async (accessToken: string, userUuid: string | null | undefined) =>
      (await call<{ messages: ServicesAiAgentMessage[] }>('GET', '/ai-agent/thread', { accessToken, query: { userUuid } })).messages,
    saveAiAgentAnswers: (accessToken: string, answers: AiAgentAnswerInput[]) =>
      call<ServicesAiAgentQuestions>('PUT', '/ai-agent/questions', { accessToken, body: { answers } }),
  };
}

/** A raw services request whose body the caller reads (the streamed answer); headers as every other call. */
export type ServicesOpen = (method: 'POST', path: string, options: { accessToken: string; body: unknown; signal: AbortSignal }) => Promise<Response>;

export interface AskInput {
  question?: string | null;
  questionKey?: string | null;
}

/**
 * POST ai-agent/thread: refusals (400, 409) are thrown before anything streams, so the subscription answers them as
 * one error; then each server-sent event becomes one AiAgentAnswerEvent. Returning the iterator early (the member
 * unsubscribed) aborts the request, and services store nothing.
 */
export async function askAiAgent(open: ServicesOpen, accessToken: string, input: AskInput): Promise<AsyncGenerator<AiAgentAnswerEvent>> {
  const abort = new AbortController();
  const body = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
  let response: Response;
  try {
    response = await open('POST', '/ai-agent/thread', { accessToken, body, signal: abort.signal });
  } catch {
    throw internalError();
  }
  if (!response.ok || !response.body) throw errorFromServices(response.status, await response.json().catch(() => null));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  return (async function* events(): AsyncGenerator<AiAgentAnswerEvent> {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        // services ended without a last word (it stopped): the member is told, nothing was stored
        if (done) return yield { error: AI_AGENT.engineFailed };
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || data === undefined) continue;
          const payload = JSON.parse(data) as { text?: string; message?: ServicesAiAgentMessage };
          if (event === 'delta') yield { delta: payload.text ?? '' };
          else if (event === 'done') return yield { message: payload.message ?? null };
          else if (event === 'error') return yield { error: (payload as { message?: string }).message ?? null };
        }
      }
    } finally {
      abort.abort();
    }
  })();
}
