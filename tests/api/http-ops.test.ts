import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type App, buildApp } from '../../server/app';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// What an operator relies on: Prometheus metrics at /metrics, a request id on every answer and every log line.

const GUID = '/api/services/app/Test/GetGuid';
const METRICS_TOKEN = 'scrape-token-for-tests';

let t: TestApp;
/** A second app on the same database, as production runs it: JSON logs, a metrics token. */
let logged: App;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  logged = await buildApp({
    db: t.db,
    jwtSecret: randomBytes(32).toString('hex'),
    logger: { level: 'info', stream },
    metricsToken: METRICS_TOKEN,
  });
  await logged.ready();
});

afterAll(async () => {
  await logged?.close();
  await t?.close();
});

/** The value of one series in Prometheus text, e.g. sample(text, 'http_requests_total', { route: '/x' }). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => l.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  test('count and time requests per route pattern, with pool and process metrics', async () => {
    await t.app.inject({ url: GUID });
    await t.app.inject({ url: `${GUID}?unused=1` });
    await t.app.inject({ url: '/api/no/such/path' });
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const guid = { method: 'GET', route: GUID, status_code: '200' };
    expect(sample(text, 'http_requests_total', guid)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', guid)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...guid, le: '+Inf' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_sum', guid)).toBeGreaterThan(0);
    expect(text).not.toContain('unused=1');
    expect(sample(text, 'http_requests_total', { route: '(unmatched)', status_code: '404' })).toBe(1);
    expect(text).not.toContain('/api/no/such/path');
    expect(sample(text, 'labconsign_database_info', { kind: t.kind })).toBe(1);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    if (t.kind === 'postgres') {
      expect(sample(text, 'labconsign_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'labconsign_db_pool_connections', { state: 'waiting' })).toBe(0);
      expect(text).toMatch(/^labconsign_db_pool_max \d+/m);
      // The test server streams to no standby: none, and so no lag series (tests/failover has one).
      expect(text).toMatch(/^labconsign_db_standbys 0$/m);
      expect(text).not.toMatch(/^labconsign_db_replication_lag_bytes\{/m);
    } else {
      expect(text).not.toContain('labconsign_db_pool_connections');
      expect(text).not.toContain('labconsign_db_standbys');
    }
  });

  test('without a token only a direct local caller may read them; with one, only its bearer', async () => {
    const proxied = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.body).not.toContain('http_requests_total');

    expect((await logged.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await logged.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.statusCode).toBe(401);
    const right = await logged.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds_bucket');
  });
});

describe('request ids', () => {
  test('every answer echoes one, success, 404, bad input and error alike; a plain given one is kept', async () => {
    const answers = [
      await t.app.inject({ url: GUID }),
      await t.app.inject({ method: 'POST', url: '/api/nope' }),
      await t.app.inject({ url: '/nothing/here.txt', method: 'PUT' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/TokenAuth/Authenticate',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      }),
      await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await t.app.inject({ url: '/api/%E0%A4%A' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 404, 400, 403, 400]);
    for (const answer of answers.slice(1)) expect(envelopeOf(answer).success).toBe(false);
    const ids = answers.map((a) => String(a.headers['x-request-id'] ?? ''));
    for (const id of ids) expect(id).toMatch(/^[\w.-]{8,64}$/);
    expect(new Set(ids).size).toBe(ids.length);

    const given = await t.app.inject({ method: 'POST', url: '/api/nope', headers: { 'x-request-id': 'lb-7f3a9c.01' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a9c.01');
    expect(envelopeOf(given).success).toBe(false);
    const unsafe = await t.app.inject({ url: GUID, headers: { 'x-request-id': 'two words<script>' } });
    expect(unsafe.headers['x-request-id']).not.toBe('two words<script>');
    expect(unsafe.headers['x-request-id']).toMatch(/^[\w.-]{8,64}$/);
  });

  test('every log line of a request is JSON carrying its id', async () => {
    logLines.length = 0;
    const ok = await logged.inject({ url: GUID, headers: { 'x-request-id': 'trace-ok-0001' } });
    const failed = await logged.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'x-request-id': 'trace-404-002' },
    });
    expect(ok.headers['x-request-id']).toBe('trace-ok-0001');
    expect(failed.headers['x-request-id']).toBe('trace-404-002');
    for (const id of ['trace-ok-0001', 'trace-404-002']) {
      const lines = logLines.filter((line) => line.reqId === id);
      expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    }
    const completed = logLines.find((line) => line.reqId === 'trace-404-002' && line.msg === 'request completed');
    expect(completed).toMatchObject({ level: 30, res: { statusCode: 404 } });
    expect(logLines.every((line) => typeof line.time === 'number' && typeof line.reqId === 'string')).toBe(true);
  });
});
