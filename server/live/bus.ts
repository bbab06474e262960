import type { PGlite } from '@electric-sql/pglite';
import { asc, eq, gt, lt } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';
import { liveEvents } from '../db/schema/index';
import { processLog } from '../lib/process-log';
import { KEEP_EVENTS_MS, LIVE_CHANNEL, type LiveEvent } from './events';
import { type SessionEnd, sessionEndOf } from './session-end';

// One listener per process on the live channel, started when the first stream subscribes. On PostgreSQL it is a
// dedicated session connection outside the pool (LISTEN holds its session; DATABASE_DIRECT_URL when the pool goes
// through a transaction pooler); on the embedded PGlite it is PGlite's own
// listen. A notification carries an event id; the bus reads that row and hands it to every subscriber, which
// decides whether its user may see it. A notification may instead say whose sessions ended (server/live/session-end.ts).

type Listener = (event: LiveEvent) => void;
type EndListener = (end: SessionEnd) => void;

const RECONNECT_MS = 2000;
const PRUNE_EVERY_MS = 3600_000;

export class LiveBus {
  private readonly listeners = new Set<Listener>();
  private readonly endListeners = new Set<EndListener>();
  private stopListening: (() => Promise<void>) | undefined;
  private starting: Promise<void> | undefined;
  private closed = false;
  private pruner: NodeJS.Timeout | undefined;
  /** The newest event handed out, to catch up from after the LISTEN connection was lost. */
  private lastId = 0;

  /**
   * `db`: where the events are read (the platform's scope); `login`: the runtime's login handle, whose embedded
   * database or PostgreSQL server is listened to, on `directUrl` when given (a pooler in transaction mode has no LISTEN).
   */
  constructor(
    private readonly db: Database,
    private readonly login: Database,
    private readonly directUrl?: string,
  ) {}

  /** Calls `listener` with every event published from now on (by any process); answers the unsubscribe. */
  async subscribe(listener: Listener): Promise<() => void> {
    this.listeners.add(listener);
    this.starting ??= this.start();
    await this.starting;
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` with every session end announced from now on (by any process); answers the unsubscribe. */
  async subscribeEnds(listener: EndListener): Promise<() => void> {
    this.endListeners.add(listener);
    this.starting ??= this.start();
    await this.starting;
    return () => this.endListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pruner);
    this.listeners.clear();
    this.endListeners.clear();
    await this.starting?.catch(() => undefined);
    await this.stopListening?.();
  }

  private async start(): Promise<void> {
    this.stopListening = await this.listen((payload) => void this.deliver(payload));
    this.pruner = setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
  }

  private async deliver(payload: string): Promise<void> {
    const end = sessionEndOf(payload);
    if (end) {
      for (const listener of this.endListeners) listener(end);
      return;
    }
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || this.listeners.size === 0) return;
    const [event] = await this.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.id, id))
      .catch(() => []);
    if (event) this.hand(event);
  }

  private hand(event: LiveEvent): void {
    this.lastId = Math.max(this.lastId, event.id);
    for (const listener of this.listeners) listener(event);
  }

  /** After a lost LISTEN connection: what was published meanwhile. */
  private async catchUp(): Promise<void> {
    if (this.lastId === 0) return;
    const missed = await this.db
      .select()
      .from(liveEvents)
      .where(gt(liveEvents.id, this.lastId))
      .orderBy(asc(liveEvents.id));
    for (const event of missed) this.hand(event);
  }

  private async prune(): Promise<void> {
    await this.db
      .delete(liveEvents)
      .where(lt(liveEvents.creationTime, new Date(Date.now() - KEEP_EVENTS_MS)))
      .catch(() => undefined);
  }

  private listen(onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const client = (this.login as unknown as { $client: PGlite | pg.Pool }).$client;
    if (client instanceof pg.Pool) return this.listenPostgres(client, onPayload);
    return client.listen(LIVE_CHANNEL, onPayload);
  }

  /** A LISTEN connection of its own, opened again after a failure (then what was published meanwhile is handed on). */
  private async listenPostgres(pool: pg.Pool, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let connection: pg.Client | undefined;
    // Tried again every RECONNECT_MS until a server answers (a failover takes seconds); what was published meanwhile
    // is read once it does. A failed catch-up loses only those events, never the listener.
    const reopen = (): void => {
      if (this.closed) return;
      const again = () =>
        open().then(
          () => this.catchUp().catch((error) => processLog.warn({ err: error }, 'live events: catching up failed')),
          reopen,
        );
      setTimeout(again, RECONNECT_MS).unref();
    };
    const open = async (): Promise<void> => {
      const next = new pg.Client({
        ...pool.options,
        connectionString: this.directUrl ?? pool.options.connectionString,
      });
      next.on('notification', (message) => {
        if (message.channel === LIVE_CHANNEL && message.payload) onPayload(message.payload);
      });
      next.on('error', () => {
        if (connection !== next) return;
        connection = undefined;
        void next.end().catch(() => undefined);
        reopen();
      });
      try {
        await next.connect();
        await next.query(`listen ${LIVE_CHANNEL}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      connection = next;
    };
    await open();
    return async () => {
      const last = connection;
      connection = undefined;
      await last?.end().catch(() => undefined);
    };
  }
}
