import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './provider';

/** The outbox's file: one JSON line per message sent, `{ sentAt, mobile, text, key, pid }` (pid: the process that sent it). */
export const outboxFile = (dir: string) => join(dir, 'outbox.jsonl');

/**
 * The default provider: nothing leaves the machine. Each message is appended to DATA_DIR/outbox/outbox.jsonl and
 * logged, so that on a laptop (and in the tests) the person registering reads the code there; a key already in the
 * outbox is not written again.
 */
export function outboxProvider(dir: string): SmsProvider {
  return {
    name: 'outbox',
    async send(message: SmsMessage, log: FastifyBaseLogger) {
      await mkdir(dir, { recursive: true });
      if ((await readOutbox(dir)).some((sent) => sent.key === message.key)) return;
      const { mobile, text, key } = message;
      const line = { sentAt: new Date().toISOString(), mobile, text, key, pid: process.pid };
      // One write with O_APPEND: lines of several processes sharing the directory never interleave.
      await appendFile(outboxFile(dir), `${JSON.stringify(line)}\n`);
      log.info({ sms: line }, 'SMS written to the outbox');
    },
  };
}

/** The messages in the outbox, oldest first (empty when nothing was sent yet). */
export async function readOutbox(
  dir: string,
): Promise<{ sentAt: string; mobile: string; text: string; key: string; pid: number }[]> {
  const text = await readFile(outboxFile(dir), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}
