import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import type { Database } from '../db/client';
import { queueOf } from '../jobs/queue';
import { UserFacingError } from '../lib/errors';
import { loadCurrentUser, signedIn } from '../plugins/auth';
import { queueWantedSms } from '../services/message/sms';
import { LiveBus } from './bus';
import { CURSOR_LENGTH, type CursorCodec, cursorCodec } from './cursor';
import { openStream } from './stream';

// GET /api/live/events: the signed-in browser's Server-Sent Events stream (docs/decisions.md "Messages and live
// updates"). The bearer token comes in the Authorization header like every call: the browser reads the stream with
// fetch, not EventSource, so no token ever goes into a URL.

/** Open streams one user may hold on one process (tabs and windows). */
export const MAX_STREAMS_PER_USER = 8;

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveBus;
  }
}

const LastEventIdQuery = Type.Object({
  lastEventId: Type.Optional(
    Type.String({ maxLength: CURSOR_LENGTH, description: 'as the Last-Event-ID header (an id the stream sent)' }),
  ),
});

/** Last-Event-ID (header, else the query): the event id inside it, or undefined for a fresh stream (also a cursor
 * that does not open: another tenant's, forged, or from before the server secret changed). */
function lastEventIdOf(cursors: CursorCodec, header: unknown, query: string | undefined): number | undefined {
  const given = typeof header === 'string' && header !== '' ? header : query;
  return given ? cursors.open(given) : undefined;
}

/** Whether this process runs the job queue (buildApp `queue`). */
function queueRuns(app: FastifyInstance): boolean {
  try {
    queueOf(app.db);
    return true;
  } catch {
    return false;
  }
}

export interface LiveOptions {
  /** The runtime's login handle (buildApp `db`): the database listened to. */
  login: Database;
  /** PostgreSQL: the session connection LISTEN holds (DATABASE_DIRECT_URL); omitted = the login's own URL. */
  directUrl?: string;
  /** The token secret, from which each tenant's event-cursor key is derived (./cursor.ts). */
  secret: string;
}

export default fp<LiveOptions>(
  async (app, { login, directUrl, secret }) => {
    // The bus is the deployment's, not a tenant's: its table, its LISTEN connection and its catch-up are the
    // platform's (events name their audience by user and unit ids, which no two tenants share).
    const bus = new LiveBus(app.tenancy.platform, login, directUrl);
    app.decorate('live', bus);
    const open = new Map<string, number>();
    const ends = new Set<() => void>();
    const codecs = new Map<number, CursorCodec>();
    const cursorsOf = (tenantId: number) => {
      const codec = codecs.get(tenantId) ?? cursorCodec(secret, tenantId);
      codecs.set(tenantId, codec);
      return codec;
    };

    app.get(
      '/api/live/events',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['Live'],
          summary: 'Streams the signed-in user’s live updates (new messages, changed consignment lists).',
          security: [{ bearer: [] }],
          description:
            'Server-Sent Events: `message` (new in-app messages), `list` (a consignment list changed), `ready`. ' +
            'Send Last-Event-ID to get what was missed.',
          querystring: LastEventIdQuery,
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const user = signedIn(request);
        const tenantId = request.tenant.id;
        const cursors = cursorsOf(tenantId);
        const after = lastEventIdOf(
          cursors,
          request.headers['last-event-id'],
          (request.query as { lastEventId?: string }).lastEventId,
        );
        const held = open.get(user.id) ?? 0;
        if (held >= MAX_STREAMS_PER_USER) throw new UserFacingError('errors.live.tooManyStreams', 429);
        open.set(user.id, held + 1);
        const onEnd = () => {
          const left = (open.get(user.id) ?? 1) - 1;
          if (left > 0) open.set(user.id, left);
          else open.delete(user.id);
          ends.delete(end);
        };
        let end = () => {};
        const stillSignedIn = async () =>
          (await app.tenancy.tenant(tenantId))?.isActive === true &&
          (await loadCurrentUser(app.db, request.user)) !== null;
        end = await openStream(reply, { db: app.db, bus, user, tenantId, cursors, stillSignedIn, after, onEnd });
        ends.add(end);
      },
    );

    // With the job queue, this process also takes the SMS that committed messages ask for (services/message/sms.ts).
    if (queueRuns(app)) {
      const queueSms = () =>
        void queueWantedSms(app.tenancy, app.log).catch((error) => app.log.warn({ err: error }, 'SMS'));
      app.addHook('onReady', async () => {
        await bus.subscribe((event) => event.type === 'message' && queueSms());
        queueSms();
      });
    }

    // Open streams never finish on their own: end them before the server waits for its connections to close.
    app.addHook('preClose', async () => {
      for (const end of [...ends]) end();
    });
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'live', dependencies: ['db', 'auth', 'tenancy'] },
);
