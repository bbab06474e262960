import type { FastifyBaseLogger } from 'fastify';

/** One text message to one mobile number, as the provider receives it (the code, if any, in clear text). */
export interface SmsMessage {
  mobile: string;
  text: string;
}

/**
 * Where SMS go: the outbox (default; a file and the log, for a laptop) or an HTTP gateway (server/sms/http.ts).
 * `send` resolves once the provider accepted the message and throws when it did not; the job queue retries.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}
