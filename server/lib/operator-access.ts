import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may call the operator's endpoints (/metrics, /backup): with a token (METRICS_TOKEN), whoever presents it; without,
 * a direct loopback connection that did not come through a proxy (a local reverse proxy forwards from 127.0.0.1 too,
 * but it says so with x-forwarded-for).
 */
export function assertOperator(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) throw unauthorized();
    return;
  }
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  if (!loopback || request.headers['x-forwarded-for'] !== undefined) throw forbidden();
}
