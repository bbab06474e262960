// A WeChat identity that is not bound yet, kept for this browser tab until the person signs in (with an existing
// account, or one registered meanwhile); the shell then binds it (PendingWechatBind). Its ticket expires on the
// server after 10 minutes; an expired one is dropped here too.

const KEY = 'labconsign.wechat.pending';
const LIFETIME_MS = 10 * 60 * 1000;

export interface PendingIdentity {
  ticket: string;
  nickname: string;
  expiresAt: number;
}

const storage = () => globalThis.sessionStorage;

/** Told when an identity is kept: the person may be signed in already (a bind started in the user centre). */
const listeners = new Set<() => void>();

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function keepPending(ticket: string, nickname: string, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ ticket, nickname, expiresAt: now + LIFETIME_MS }));
  for (const listener of listeners) listener();
}

/** The kept identity as stored (a string that changes only when another is kept or it is dropped). */
export const pendingSnapshot = (): string | null => storage()?.getItem(KEY) ?? null;

export function readPending(now = Date.now()): PendingIdentity | null {
  try {
    const kept = JSON.parse(storage()?.getItem(KEY) ?? 'null') as PendingIdentity | null;
    if (kept && typeof kept.ticket === 'string' && kept.expiresAt > now) return kept;
  } catch {
    // Not ours or damaged: dropped below.
  }
  dropPending();
  return null;
}

export function dropPending(): void {
  storage()?.removeItem(KEY);
}

// The state of the WeChat trip this tab started: the landing page takes only that one back, so a link carrying
// someone else's code and state (to bind their WeChat to the account signed in here) is refused.
const STATE_KEY = 'labconsign.wechat.state';

export function rememberStartedState(authorizeUrl: string): void {
  storage()?.setItem(STATE_KEY, new URL(authorizeUrl).searchParams.get('state') ?? '');
}

/** The state this tab sent to WeChat, if any; taking it ends it. */
export function takeStartedState(): string | null {
  const state = storage()?.getItem(STATE_KEY) || null;
  storage()?.removeItem(STATE_KEY);
  return state;
}
