import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// The SSE event id a browser sees (and sends back as Last-Event-ID) is an opaque cursor, not the installation-wide
// serial id of live_events, which would tell any tenant how busy the whole platform is. It is that id sealed with
// AES-256-GCM under a key derived from the server secret and the tenant: it reads as random (a fresh nonce each
// time, so no two ids compare), only the server can open it, and a cursor of another tenant, forged or altered does
// not open at all (the stream then starts afresh; nothing is replayed from it).

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const ID_BYTES = 8;

export interface CursorCodec {
  /** The opaque cursor for an event id. */
  seal(id: number): string;
  /** The event id inside a cursor of this tenant, or undefined for anything else. */
  open(cursor: string): number | undefined;
}

/** Cursors of one tenant, under a key derived from the server secret for that tenant alone. */
export function cursorCodec(secret: string, tenantId: number): CursorCodec {
  const key = Buffer.from(hkdfSync('sha256', secret, 'labconsign live cursor', `tenant ${tenantId}`, 32));
  return {
    seal(id) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const plain = Buffer.alloc(ID_BYTES);
      plain.writeBigUInt64BE(BigInt(id));
      return Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString('base64url');
    },
    open(cursor) {
      const sealed = Buffer.from(cursor, 'base64url');
      if (sealed.length !== NONCE_BYTES + ID_BYTES + TAG_BYTES || sealed.toString('base64url') !== cursor) return;
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(sealed.subarray(NONCE_BYTES + ID_BYTES));
      try {
        const plain = Buffer.concat([
          decipher.update(sealed.subarray(NONCE_BYTES, NONCE_BYTES + ID_BYTES)),
          decipher.final(),
        ]);
        const id = Number(plain.readBigUInt64BE());
        return Number.isSafeInteger(id) ? id : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** A cursor's length in characters (base64url of nonce, id and tag). */
export const CURSOR_LENGTH = Math.ceil(((NONCE_BYTES + ID_BYTES + TAG_BYTES) * 4) / 3);
