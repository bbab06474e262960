import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { thirdAuthSpentNonces } from '../../db/schema/index';
import { invalidInput } from '../../lib/errors';

// The two short-lived tokens of WeChat sign-in, signed with a key derived from the server's token secret (so every
// API process of a site shares it): the `state` sent through the provider, and the `ticket` that carries an unbound
// identity until the person signs in. Each holds a nonce; spending it in the database makes the token single use.

export const SIGNED_SECONDS = 10 * 60;

/** What a token is for; a state is no ticket and the reverse. */
export type SignedKind = 'state' | 'ticket';

/** A checked token: its nonce, when it expires, and what it carries. */
export interface Opened<T> {
  nonce: string;
  expiresAt: Date;
  data: T;
}

const encode = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

export function createSigner(secret: string) {
  const key = createHmac('sha256', secret).update('labconsign third-party sign-in').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();

  return {
    sign(kind: SignedKind, data: object, now = Date.now()): string {
      const body = encode(
        JSON.stringify({ k: kind, n: randomBytes(18).toString('base64url'), e: now + SIGNED_SECONDS * 1000, d: data }),
      );
      return `${body}.${encode(mac(body))}`;
    },

    /** The token's content; 400 on `member` when it is not ours, not a `kind`, or expired. */
    open<T>(kind: SignedKind, token: string, member: string, now = Date.now()): Opened<T> {
      const [body = '', signature = '', extra] = token.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (extra !== undefined || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw invalidInput(member, `errors.thirdAuth.${kind}Invalid`);
      }
      const content = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
        k: string;
        n: string;
        e: number;
        d: T;
      };
      if (content.k !== kind) throw invalidInput(member, `errors.thirdAuth.${kind}Invalid`);
      if (content.e <= now) throw invalidInput(member, `errors.thirdAuth.${kind}Expired`);
      return { nonce: content.n, expiresAt: new Date(content.e), data: content.d };
    },
  };
}
export type Signer = ReturnType<typeof createSigner>;

const usedError = (kind: SignedKind, member: string) => invalidInput(member, `errors.thirdAuth.${kind}Used`);

/** 400 when the token's nonce was spent already (checked before asking the provider, which writes nothing). */
export async function refuseSpent(db: Database, kind: SignedKind, opened: Opened<unknown>, member: string) {
  const [spent] = await db
    .select({ nonce: thirdAuthSpentNonces.nonce })
    .from(thirdAuthSpentNonces)
    .where(eq(thirdAuthSpentNonces.nonce, opened.nonce));
  if (spent) throw usedError(kind, member);
}

/** Spends the token's nonce; 400 when another request spent it first. Spent nonces past their expiry are dropped. */
export async function spend(
  db: Pick<Database, 'insert' | 'delete'>,
  kind: SignedKind,
  opened: Opened<unknown>,
  member: string,
) {
  await db.delete(thirdAuthSpentNonces).where(lt(thirdAuthSpentNonces.expiresAt, new Date()));
  const inserted = await db
    .insert(thirdAuthSpentNonces)
    .values({ nonce: opened.nonce, expiresAt: opened.expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: thirdAuthSpentNonces.nonce });
  if (inserted.length === 0) throw usedError(kind, member);
}
