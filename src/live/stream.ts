// The browser's end of GET /api/live/events: one Server-Sent Events stream read with fetch, so the bearer token
// goes in the Authorization header (EventSource cannot send one). It reconnects with a growing, jittered delay and
// sends Last-Event-ID, so the server replays what was missed; a 401 ends it (the session is over).

export interface LiveEvent {
  id: string | undefined;
  type: string;
  data: unknown;
}

export interface LiveOptions {
  /** The API origin ('' for the page's own). */
  baseUrl: string;
  getToken(): string | null;
  onEvent(event: LiveEvent): void;
  /** Connected or not, for the bell's hint. */
  onStatus?(connected: boolean): void;
  fetch?: typeof fetch;
}

const MIN_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** One block of the stream ("id: …\nevent: …\ndata: …"), or undefined for a comment or a retry line. */
export function parseBlock(block: string): LiveEvent | undefined {
  let id: string | undefined;
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon === 0) continue;
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return undefined;
  try {
    return { id, type, data: JSON.parse(data.join('\n')) };
  } catch {
    return undefined;
  }
}

/** Opens the stream and keeps it open until the returned stop() is called. */
export function connectLive(options: LiveOptions): () => void {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let stopped = false;
  let lastEventId: string | undefined;
  let failures = 0;
  let abort: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const again = () => {
    if (stopped) return;
    const delay = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures++;
    timer = setTimeout(() => void run(), delay);
  };

  async function run() {
    const token = options.getToken();
    if (stopped || !token) return;
    abort = new AbortController();
    try {
      const response = await doFetch(`${options.baseUrl.replace(/\/+$/, '')}/api/live/events`, {
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'text/event-stream',
          ...(lastEventId !== undefined && { 'Last-Event-ID': lastEventId }),
        },
        signal: abort.signal,
        cache: 'no-store',
        // A stream that stays open for the tab's life: it must not compete with what the page needs to draw, and
        // tools that wait for the critical requests to end (Lighthouse) must not wait on it.
        priority: 'low',
      });
      if (response.status === 401) return;
      if (!response.ok || !response.body) throw new Error(String(response.status));
      options.onStatus?.(true);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        failures = 0;
        buffer += value.replace(/\r\n?/g, '\n');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (!event) continue;
          if (event.id !== undefined) lastEventId = event.id;
          options.onEvent(event);
        }
      }
    } catch {
      // A dropped connection, a server restart or stop(): retried below unless stopped.
    }
    options.onStatus?.(false);
    again();
  }

  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    abort?.abort();
  };
}
