// A Server-Sent Events reader for the tests (the browser's src/live/ does the same over fetch): the events of one
// GET /api/live/events stream, and a wait for the first one that matches.

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** The first event (already received or still to come) for which `match` holds; fails after `timeoutMs`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Whether the server ended the stream within `timeoutMs` (false: still open then). */
  endsWithin(timeoutMs: number): Promise<boolean>;
  close(): void;
}

function parse(block: string): SseEvent | undefined {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const [field = '', ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { id, event, data: JSON.parse(data.join('\n')) } : undefined;
}

/** `headers`: more request headers (e.g. the tenant's). */
export async function openSse(
  base: string,
  token: string | undefined,
  lastEventId?: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/live/events`, {
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(lastEventId !== undefined && { 'last-event-id': lastEventId }),
      'accept-language': 'en',
      ...headers,
    },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = Promise.resolve();
  if (response.ok && response.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const event = parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (event) events.push(event);
            end = buffer.indexOf('\n\n');
          }
          for (const wake of waiters) wake();
        }
      } catch {
        // closed
      }
    })();
  }
  return {
    status: response.status,
    events,
    next(match, timeoutMs = 15_000) {
      return new Promise((done, fail) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          done(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    endsWithin: (timeoutMs) =>
      Promise.race([ended.then(() => true), new Promise<boolean>((done) => setTimeout(done, timeoutMs, false))]),
    close: () => abort.abort(),
  };
}
