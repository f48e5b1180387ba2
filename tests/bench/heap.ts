// The gateway's live memory after a full garbage collection, read over the V8 inspector (bench only: the process is
// started with --inspect on a loopback port, startProduct's `inspect`). RSS growth over a second is mostly garbage not
// yet collected at bench sizes (17–130 KiB per member for the same code in back-to-back runs); the heap after
// HeapProfiler.collectGarbage, plus what V8 keeps outside it (ws and socket buffers), is what each member costs.
import { WebSocket } from 'ws';

export async function liveBytesAfterGc(inspectPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: unknown } } }>((resolve, reject) => {
      const id = nextId++;
      const onMessage = (data: Buffer) => {
        const answer = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
        if (answer.id !== id) return;
        socket.off('message', onMessage);
        if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
        else resolve(answer as never);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // twice: the first collection's finalizers free more for the second
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const answer = await call('Runtime.evaluate', { expression: '(() => { const m = process.memoryUsage(); return m.heapUsed + m.external; })()', returnByValue: true });
    const value = answer.result?.result?.value;
    if (typeof value !== 'number') throw new Error('the inspector did not answer process.memoryUsage()');
    return value;
  } finally {
    socket.close();
  }
}
