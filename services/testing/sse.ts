// A small server-sent events client for tests: reads a GET /events stream message by message.

export interface SseMessage {
  id: string | null;
  event: string | null;
  data: unknown;
}

export interface SseStream {
  status: number;
  /** comment lines seen so far (': keep-alive' …) */
  comments: string[];
  /** the next message; rejects after `timeoutMs` or when the stream ended first */
  next(timeoutMs?: number): Promise<SseMessage>;
  /** resolves when the server ended the stream */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const waiters: Array<() => void> = [];
  let finished = false;
  const notify = () => waiters.splice(0).forEach((resolve) => resolve());

  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: SseMessage = { id: null, event: null, data: null };
          let isMessage = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else {
              const [field, ...rest] = line.split(': ');
              const value = rest.join(': ');
              isMessage = true;
              if (field === 'id') message.id = value;
              if (field === 'event') message.event = value;
              if (field === 'data') message.data = JSON.parse(value);
            }
          }
          if (isMessage) messages.push(message);
          notify();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      finished = true;
      notify();
    }
  })();

  return {
    status: res.status,
    comments,
    ended,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length === 0) {
        if (finished) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages.shift()!;
    },
    close: () => controller.abort(),
  };
}
