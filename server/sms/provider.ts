import type { FastifyBaseLogger } from 'fastify';

/** One text message to one mobile number, as the provider receives it (the code, if any, in clear text). */
export interface SmsMessage {
  mobile: string;
  text: string;
  /**
   * The same for every attempt at one message (its job's id): a provider delivers a key once, so an attempt repeated
   * after its process died mid-send (the first may have gone through) does not send the message twice.
   */
  key: string;
}

/**
 * Where SMS go: the outbox (default; a file and the log, for a laptop) or an HTTP gateway (server/sms/http.ts).
 * `send` resolves once the provider accepted the message (or had accepted its key before) and throws when it did
 * not; the job queue retries.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}
