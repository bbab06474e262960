import { pino } from 'pino';

// What the process says outside a request (start-up, its failures, the command-line tools) in the same JSON lines as
// Fastify's request log (pino on stdout), so that a log collector reads one format and no plain-text line hides among
// them. Written synchronously: a line logged just before process.exit() is never lost.

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** LOG_LEVEL when it names a level, else info (a bad value is reported by loadConfig, through this very logger). */
const levelOf = (value: string | undefined) => (value && LEVELS.has(value) ? value : 'info');

export const processLog = pino({ level: levelOf(process.env.LOG_LEVEL) }, pino.destination({ dest: 1, sync: true }));

/**
 * Node's own warnings (deprecations, experimental features) as log lines too: its default handler prints them as plain
 * text on stderr.
 */
export function logProcessWarnings() {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => processLog.warn({ err: warning }, warning.message));
}
