import { createHmac } from 'node:crypto';
import type { SmsMessage, SmsProvider } from './provider';

export interface HttpSmsSettings {
  /** The gateway's send endpoint (SMS_HTTP_URL). */
  url: string;
  /** Account key, sent as X-Api-Key (SMS_HTTP_KEY). */
  key: string;
  /** Signing secret (SMS_HTTP_SECRET): X-Signature is hex HMAC-SHA-256 of `${timestamp}.${body}`. */
  secret: string;
  /** The sender name the gateway shows (SMS_SIGN_NAME). */
  signName: string;
  /** How long one call may take before it counts as failed (default 10 s). */
  timeoutMs?: number;
}

/**
 * A generic HTTP SMS gateway: POST JSON `{ mobile, text, signName }`, signed with the account secret, with the
 * message's key as Idempotency-Key (the gateway answers a key it has seen with success and sends nothing). Any answer
 * but 2xx (or no answer in time) is a failure; the job queue retries with backoff.
 */
export function httpProvider(settings: HttpSmsSettings): SmsProvider {
  return {
    name: 'http',
    async send(message: SmsMessage) {
      const body = JSON.stringify({ mobile: message.mobile, text: message.text, signName: settings.signName });
      const timestamp = String(Date.now());
      const signature = createHmac('sha256', settings.secret).update(`${timestamp}.${body}`).digest('hex');
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': settings.key,
          'x-timestamp': timestamp,
          'x-signature': signature,
          'idempotency-key': message.key,
        },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
