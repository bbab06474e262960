// Retrying a call that failed for want of a connection: a photo upload on a building site. Only failures that may
// pass are tried again (no answer, a time-out, a server that is busy or failing over); a refusal (4xx) is final.
import { ApiError } from '../../api/errors';

/** Waits before the 2nd, 3rd and 4th attempts. */
export const RETRY_DELAYS_MS = [1000, 4000, 15_000] as const;

export function mayPass(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Called off', 'AbortError'));
    });
  });

/** `call` until it succeeds, fails for good, or the attempts run out (the last error is thrown). */
export async function withRetry<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await call();
    } catch (error) {
      if (!mayPass(error)) throw error;
      await sleep(delay, signal);
    }
  }
  return call();
}
