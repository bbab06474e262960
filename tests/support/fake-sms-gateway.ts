import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for an HTTP SMS gateway (server/sms/http.ts), started by a test on a loopback port: it checks the key and
// the signature, can refuse the first calls or answer slowly, and keeps what it accepted: once per Idempotency-Key, as
// a real gateway does (a key it accepted before is answered 200 and not sent again).

export interface FakeGatewayOptions {
  key: string;
  secret: string;
  /** Answer 503 to this many calls first (default 0). */
  failFirst?: number;
  /** Wait this long before answering each call (default 0). */
  delayMs?: number;
}

export interface FakeGateway {
  url: string;
  /** Every call that arrived, accepted or not. */
  calls: number;
  /** The Idempotency-Key of every signed call that arrived, in order. */
  keys: string[];
  /** The messages accepted, in order, each with its Idempotency-Key. */
  accepted: { mobile: string; text: string; signName: string; key: string }[];
  close(): Promise<void>;
}

export async function startFakeGateway(options: FakeGatewayOptions): Promise<FakeGateway> {
  const gateway: Omit<FakeGateway, 'url' | 'close'> = { calls: 0, keys: [], accepted: [] };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      gateway.calls++;
      const answer = (status: number) => setTimeout(() => response.writeHead(status).end(), options.delayMs ?? 0);
      const signature = createHmac('sha256', options.secret)
        .update(`${request.headers['x-timestamp']}.${body}`)
        .digest('hex');
      if (request.headers['x-api-key'] !== options.key || request.headers['x-signature'] !== signature)
        return answer(401);
      const key = String(request.headers['idempotency-key']);
      gateway.keys.push(key);
      if (gateway.calls <= (options.failFirst ?? 0)) return answer(503);
      if (!gateway.accepted.some((sms) => sms.key === key)) gateway.accepted.push({ ...JSON.parse(body), key });
      answer(200);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(gateway, {
    url: `http://127.0.0.1:${port}/send`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  });
}
