import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local OpenAI-compatible chat-completions server for tests (issue 19): real HTTP, streamed as server-sent events
// like llama.cpp, vLLM and OpenAI do. Each request takes the next scripted reply; the requests are kept for asserts.

export type FakeReply =
  /** streamed text, one chunk per item, `delayMs` apart (20 by default) */
  | { text: string[]; delayMs?: number }
  /** tool calls the engine asks for (no arguments), streamed in pieces like real engines do */
  | { toolCalls: string[] }
  /** an HTTP error */
  | { status: number; body?: unknown }
  /** some text, then the connection is cut */
  | { cutAfter: string[] }
  /** no answer at all (the caller's timeout) */
  | { hang: true };

export interface FakeRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
}

export interface FakeOpenAi {
  baseUrl: string;
  requests: FakeRequest[];
  /** replies for the next requests, in order; when none is left the server answers `defaultReply` */
  script(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

const chunk = (id: string, delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

export async function startFakeOpenAi(defaultReply: FakeReply = { text: ['I can only ', 'echo in tests.'] }, port = 0): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  const queue: FakeReply[] = [];
  const hanging = new Set<ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const part of req) raw += part;
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    requests.push(JSON.parse(raw) as FakeRequest);
    const reply = queue.shift() ?? defaultReply;
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? { error: { message: 'engine failed' } }));
      return;
    }
    if ('hang' in reply) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const id = `chatcmpl-${requests.length}`;
    // the first chunk carries the role: the openai SDK throws "missing role for choice 0" without it (DESIGN.md)
    res.write(chunk(id, { role: 'assistant', content: '' }));
    if ('toolCalls' in reply) {
      reply.toolCalls.forEach((name, index) => {
        res.write(chunk(id, { tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name, arguments: '' } }] }));
        res.write(chunk(id, { tool_calls: [{ index, function: { arguments: '{}' } }] }));
      });
      res.end(`${chunk(id, {}, 'tool_calls')}data: [DONE]\n\n`);
      return;
    }
    const parts = 'text' in reply ? reply.text : reply.cutAfter;
    for (const text of parts) {
      res.write(chunk(id, { content: text }));
      await new Promise((resolve) => setTimeout(resolve, 'delayMs' in reply && reply.delayMs !== undefined ? reply.delayMs : 20));
    }
    if ('cutAfter' in reply) {
      res.destroy();
      return;
    }
    res.end(`${chunk(id, {}, 'stop')}data: [DONE]\n\n`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
