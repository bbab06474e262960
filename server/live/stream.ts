import { AsyncResource } from 'node:async_hooks';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import type { CurrentUser } from '../plugins/auth';
import type { LiveBus } from './bus';
import type { CursorCodec } from './cursor';
import { eventsSince, type LiveEvent, lastEventId, mayReceive } from './events';
import type { SessionEnd } from './session-end';

// One open Server-Sent Events stream: what a reconnecting browser missed (after Last-Event-ID), then every event
// its user may see, an end as soon as any process announces that its session may have ended (checked again then),
// a heartbeat that also checks the sign-in is still good, and an end at the token's expiry.

export const HEARTBEAT_MS = 20_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface StreamOptions {
  db: Database;
  bus: LiveBus;
  user: CurrentUser;
  /** The tenant the stream was opened in. */
  tenantId: number;
  /** The tenant's event ids as the browser sees them (server/live/cursor.ts). */
  cursors: CursorCodec;
  /** Whether the stream's sign-in is still good (its token, user, unit and tenant). */
  stillSignedIn: () => Promise<boolean>;
  /** Last-Event-ID, or undefined for a fresh stream. */
  after: number | undefined;
  onEnd: () => void;
}

/** Takes over the reply and keeps the stream open until the client leaves, the sign-in ends or `end()` is called. */
export async function openStream(reply: FastifyReply, options: StreamOptions) {
  const { db, bus, user, cursors } = options;
  const frame = (event: Pick<LiveEvent, 'id' | 'type' | 'data'>) =>
    `id: ${cursors.seal(event.id)}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  let ended = false;
  const timers: NodeJS.Timeout[] = [];
  const unsubscribe: (() => void)[] = [];
  const end = () => {
    if (ended) return;
    ended = true;
    for (const timer of timers) clearTimeout(timer);
    for (const stop of unsubscribe) stop();
    raw.end();
    options.onEnd();
  };
  raw.on('close', end);

  // Events arriving while the replay is read wait, so that the stream stays in id order and sends nothing twice.
  let waiting: LiveEvent[] | undefined = [];
  const send = (event: LiveEvent) => {
    if (ended || !mayReceive(user, event)) return;
    if (waiting) waiting.push(event);
    else raw.write(frame(event));
  };
  const check = async () => {
    if (!(await options.stillSignedIn().catch(() => true))) end();
  };
  const concerns = (gone: SessionEnd) =>
    gone.kind === 'tenant'
      ? gone.id === String(options.tenantId)
      : gone.id === (gone.kind === 'user' ? user.id : user.unitId);
  // The bus calls from its own connection's context: the check runs in the request's (its tenant's connections).
  const onSessionEnd = AsyncResource.bind((gone: SessionEnd) => {
    if (!concerns(gone)) return;
    if (gone.kind === 'tenant') end();
    else void check();
  });
  unsubscribe.push(await bus.subscribe(send), await bus.subscribeEnds(onSessionEnd));
  raw.write('retry: 3000\n\n');
  if (options.after === undefined) {
    raw.write(frame({ id: await lastEventId(db), type: 'ready', data: {} }));
  } else {
    const missed = await eventsSince(db, user, options.after);
    for (const event of missed) raw.write(frame(event));
    const replayed = new Set(missed.map((event) => event.id));
    for (const event of waiting.filter((e) => !replayed.has(e.id))) raw.write(frame(event));
  }
  waiting = undefined;
  if (ended) return end;
  timers.push(
    setInterval(async () => {
      await check();
      if (!ended) raw.write(': ping\n\n');
    }, HEARTBEAT_MS),
    setTimeout(end, Math.min(MAX_TIMER_MS, Math.max(0, user.expiresAt.getTime() - Date.now()))),
  );
  return end;
}
