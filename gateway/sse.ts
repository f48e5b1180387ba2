/** One message of a `text/event-stream` (WHATWG HTML § server-sent events). */
export interface ServerSentEvent {
  /** the last `id:` field seen on the stream so far (the spec's "last event ID buffer") */
  id: string | undefined;
  /** `event:` field, 'message' when absent */
  event: string;
  data: string;
}

const LINE_END = /\r\n|\r|\n/;

/**
 * Parses a `text/event-stream` body. Hand-written because no SSE parser is a dependency and the standard
 * `EventSource` cannot send the Authorization header GET /events requires. `onChunk` sees every chunk, comments
 * (`: keep-alive`) included, so a caller can tell a quiet stream from a dead one.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onChunk: () => void = () => {},
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let lastId: string | undefined;
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onChunk();
      buffer += decoder.decode(value, { stream: true });
      for (;;) {
        const match = LINE_END.exec(buffer);
        // a lone '\r' at the end may be the first half of '\r\n' split across chunks
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
        const line = buffer.slice(0, match.index);
        buffer = buffer.slice(match.index + match[0].length);

        if (line === '') {
          if (data.length > 0) yield { id: lastId, event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + (line[colon + 1] === ' ' ? 2 : 1));
        if (field === 'data') data.push(value);
        else if (field === 'event') event = value;
        else if (field === 'id' && !value.includes('\0')) lastId = value;
      }
    }
  } finally {
    // the consumer stopped early (or the stream failed): release the connection
    await reader.cancel().catch(() => undefined);
  }
}
