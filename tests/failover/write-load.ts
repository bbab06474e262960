import type { Envelope } from '../../contracts/envelope';
import type { ApiProcess } from '../scale/api-process';

// A steady write load of many clients on several API processes, each write's answer kept: what was acknowledged (and so
// must survive anything), what was refused and how, and how long each took.

export interface Outcome {
  /** Milliseconds since the load started. */
  started: number;
  ended: number;
  /** The HTTP status, or 'no answer' when the request hit the client's own limit or the connection failed. */
  status: number | 'no answer';
  /** The acknowledged write's id (status 200). */
  id?: string;
}

export interface WriteLoad {
  /** When the load started (Date.now()). */
  startedAt: number;
  outcomes: Outcome[];
  /** Stops the clients and resolves once each has its last answer. */
  stop(): Promise<Outcome[]>;
}

let nextAddress = 0;
/** A client address of its own for each call (the processes trust X-Forwarded-For, as behind a proxy). */
export const clientAddress = () => `10.88.${Math.floor(nextAddress / 250) % 250}.${(nextAddress++ % 250) + 1}`;

export interface WriteLoadOptions {
  processes: ApiProcess[];
  clients: number;
  /** The write: a POST of `body` to `path` with `token`, answering `{ id }`. */
  path: string;
  body: unknown;
  token: string;
  /** How long a client waits for one answer before giving up on it. */
  limitMs: number;
  /** A pause between one client's writes. */
  pauseMs: number;
}

export function startWriteLoad(options: WriteLoadOptions): WriteLoad {
  const startedAt = Date.now();
  const outcomes: Outcome[] = [];
  let stopping = false;
  const write = async (on: ApiProcess): Promise<Outcome> => {
    const started = Date.now() - startedAt;
    try {
      const response = await fetch(`${on.base}${options.path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          'x-forwarded-for': clientAddress(),
        },
        body: JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.limitMs),
      });
      const body = (await response.json()) as Envelope<{ id: string }>;
      return { started, ended: Date.now() - startedAt, status: response.status, id: body.result?.id };
    } catch {
      return { started, ended: Date.now() - startedAt, status: 'no answer' };
    }
  };
  const clients = Array.from({ length: options.clients }, async (_, client) => {
    for (let i = 0; !stopping; i++) {
      outcomes.push(await write(options.processes[(client + i) % options.processes.length] as ApiProcess));
      await new Promise((done) => setTimeout(done, options.pauseMs));
    }
  });
  return {
    startedAt,
    outcomes,
    async stop() {
      stopping = true;
      await Promise.all(clients);
      return outcomes;
    },
  };
}
