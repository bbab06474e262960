import { describe, expect, it, vi } from 'vitest';
import { connectLive, type LiveEvent, parseBlock } from '../../src/live/stream';

// The browser's live stream: SSE blocks parsed as the server writes them, and a dropped stream reopened with the
// last event's id so the server can replay what was missed.

const body = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

describe('parseBlock', () => {
  it('reads id, event and JSON data, and skips comments', () => {
    expect(parseBlock('id: 7\nevent: list\ndata: {"consignId":"a"}')).toEqual({
      id: '7',
      type: 'list',
      data: { consignId: 'a' },
    });
    expect(parseBlock(': ping')).toBeUndefined();
    expect(parseBlock('retry: 3000')).toBeUndefined();
  });
});

describe('connectLive', () => {
  it('sends the bearer token at low priority, hands on events and resumes from the last id after the stream ends', async () => {
    const calls: Headers[] = [];
    const priorities: (string | undefined)[] = [];
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(new Headers(init?.headers));
      priorities.push(init?.priority);
      const text =
        calls.length === 1
          ? 'retry: 3000\n\nid: 4\nevent: ready\ndata: {}\n\nid: 5\nevent: message\ndata: {"kind":"consignRejected"}\n\n'
          : ': ping\n\n';
      return new Response(body(text), { status: 200 });
    });
    const events: LiveEvent[] = [];
    const stop = connectLive({
      baseUrl: '',
      getToken: () => 'tok',
      onEvent: (event) => events.push(event),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(['ready', 'message']), { timeout: 5000 });
    // The stream ended: it is opened again after a short delay, resuming after the last event.
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    stop();
    expect(calls[0]?.get('authorization')).toBe('Bearer tok');
    expect(calls[0]?.get('last-event-id')).toBeNull();
    expect(calls[1]?.get('last-event-id')).toBe('5');
    // Held open for the tab's life, it is asked for at low priority: what the page needs to draw goes first.
    expect(priorities.slice(0, 2)).toEqual(['low', 'low']);
  });

  it('stops for good when the server says the sign-in is over (401)', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    const stop = connectLive({ baseUrl: '', getToken: () => 'old', onEvent: () => {}, fetch });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
    vi.useRealTimers();
  });
});
