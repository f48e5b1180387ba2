import { request, Agent } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnectionsWhenClosing } from './server-close';

const agents: Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

/** a server with one route that answers when told to; the client keeps its sockets alive, as undici's pool does */
async function serverWithHeldRequest(withHook: boolean) {
  const app = Fastify();
  if (withHook) closeConnectionsWhenClosing(app);
  let release!: () => void;
  let entered!: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  app.get('/slow', async () => {
    entered();
    await new Promise<void>((resolve) => (release = resolve));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  const response = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });
  await inHandler;
  /** closes the server and lets the request answer once it no longer listens (Node has reaped the idle sockets then) */
  const closeThenAnswer = async () => {
    const closed = app.close();
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    release();
    return { closed };
  };
  return { app, agent, response, release: () => release(), closeThenAnswer };
}

const settled = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('still open'), ms))]);

describe('closeConnectionsWhenClosing', () => {
  it('answers a request that was running when the close began, with Connection: close, and the close completes', async () => {
    const { response, closeThenAnswer } = await serverWithHeldRequest(true);
    const { closed } = await closeThenAnswer();
    expect(await response).toEqual({ status: 200, connection: 'close', body: '{"ok":true}' });
    expect(await settled(closed, 3000)).toBe('closed');
  });

  it('is what makes the difference: without it the kept-alive socket holds the close open', async () => {
    const { agent, response, closeThenAnswer } = await serverWithHeldRequest(false);
    const { closed } = await closeThenAnswer();
    expect((await response).connection).toBe('keep-alive');
    expect(await settled(closed, 1000)).toBe('still open');
    agent.destroy();
    await closed;
  });

  it('leaves responses alone while the server runs', async () => {
    const { app, response, release } = await serverWithHeldRequest(true);
    release();
    expect((await response).connection).toBe('keep-alive');
    await app.close();
  });
});
