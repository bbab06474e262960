import { pino } from 'pino';

// What the process says outside a request (start-up, its failures, the command-line tools) in the same JSON lines as
// Fastify's request log (pino on stdout), so that a log collector reads one format and no plain-text line hides among
// them. Written synchronously: a line logged just before process.exit() is never lost.

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** LOG_LEVEL when it names a level, else info (a bad value is reported by loadConfig, through this very logger). */
const levelOf = (value: string | undefined) => (value && LEVELS.has(value) ? value : 'info');

export const processLog = pino({ level: levelOf(process.env.LOG_LEVEL) }, pino.destination({ dest: 1, sync: true }));

let installed = false;

/**
 * Node's own warnings (deprecations, experimental features) and a failure nothing else catches (an unreachable
 * database at start among them) as log lines too, the latter ending the process with exit code 1: Node's default
 * handlers print them as plain text on stderr. Once per process.
 */
export function logProcessEvents() {
  if (installed) return;
  installed = true;
  process.removeAllListeners('warning');
  process.on('warning', (warning) => processLog.warn({ err: warning }, warning.message));
  process.on('uncaughtException', (error) => {
    processLog.fatal({ err: error }, `stopped: ${error.message}`);
    process.exit(1);
  });
}
