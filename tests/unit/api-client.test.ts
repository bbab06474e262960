// @vitest-environment node
// The client against a real local HTTP server speaking the ABP envelope.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, createApi, createApiClient, REQUEST_TIMEOUT_MS, toSearchParams } from '../../src/api';

let server: Server;
let base = '';
const seen: Array<{ url: string; auth?: string; lang?: string; body: string }> = [];

const envelope = (result: unknown) => ({
  result,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  targetUrl: null,
  __abp: true,
});
const failure = (message: string, extra: object = {}, unAuthorizedRequest = false) => ({
  result: null,
  success: false,
  error: { code: 0, message, details: null, validationErrors: [], ...extra },
  unAuthorizedRequest,
  targetUrl: null,
  __abp: true,
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization, lang: req.headers['accept-language'], body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const path = (req.url ?? '').split('?')[0];
      if (path === '/api/TokenAuth/Authenticate') {
        const input = JSON.parse(body || '{}');
        if (input.password === 'Demo#1234')
          send(200, envelope({ accessToken: 'tok', expireInSeconds: 86400, userId: 'u' }));
        else send(401, failure('Invalid user name or password.', {}, true));
      } else if (path === '/api/services/app/Dashboard/GetStatistic')
        send(200, envelope({ scope: 'platform', consignCount: 3 }));
      else if (path === '/api/bad')
        send(
          400,
          failure('Invalid input', { validationErrors: [{ message: 'required', members: ['name'] }], details: 'name' }),
        );
      else if (path === '/api/crash') {
        res.writeHead(502);
        res.end('bad gateway');
      } else if (path === '/api/plain') send(200, { hello: 'world' });
      else send(404, failure('Not found'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(token: string | null = null) {
  const errors: ApiError[] = [];
  const unauthorized: ApiError[] = [];
  const c = createApiClient({
    baseUrl: base,
    getToken: () => token,
    getLanguage: () => 'es',
    onError: (e) => errors.push(e),
    onUnauthorized: (e) => unauthorized.push(e),
  });
  return { c, api: createApi(c), errors, unauthorized };
}

describe('API client', () => {
  it('unwraps the envelope and sends the bearer token and language', async () => {
    const { api } = client('abc');
    await expect(api.getStatistic()).resolves.toEqual({ scope: 'platform', consignCount: 3 });
    const last = seen[seen.length - 1];
    expect(last?.auth).toBe('Bearer abc');
    expect(last?.lang).toBe('es');
  });

  it('sends no Authorization header without a token', async () => {
    const { api } = client(null);
    await api.getStatistic();
    expect(seen[seen.length - 1]?.auth).toBeUndefined();
  });

  it('posts the ABP login body and returns the token', async () => {
    const { api } = client();
    await expect(
      api.authenticate({ userName: 'admin', password: 'Demo#1234', rememberMe: true }),
    ).resolves.toMatchObject({
      accessToken: 'tok',
    });
    expect(JSON.parse(seen[seen.length - 1]?.body ?? '{}')).toEqual({
      userNameOrEmailAddress: 'admin',
      password: 'Demo#1234',
      rememberClient: true,
    });
  });

  it("turns an error envelope into one ApiError carrying the server's message", async () => {
    const { api, errors, unauthorized } = client();
    const error = (await api
      .authenticate({ userName: 'admin', password: 'x', rememberMe: false })
      .catch((e) => e)) as ApiError;
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Invalid user name or password.');
    expect(error.status).toBe(401);
    expect(error.unAuthorizedRequest).toBe(true);
    // Authenticate is quiet (the form shows it), but a 401 is still reported.
    expect(errors).toHaveLength(0);
    expect(unauthorized).toHaveLength(1);
  });

  it('keeps validation errors and details, and reports non-quiet failures', async () => {
    const { c, errors } = client();
    const error = (await c.get('bad').catch((e) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.details).toBe('name');
    expect(error.validationErrors).toEqual([{ message: 'required', members: ['name'] }]);
    expect(errors).toEqual([error]);
  });

  it('maps a non-envelope failure and a missing server to ApiError (status 0 when no response)', async () => {
    const { c } = client();
    const crash = (await c.get('crash').catch((e) => e)) as ApiError;
    expect(crash.status).toBe(502);
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null });
    const none = (await offline.get('x').catch((e) => e)) as ApiError;
    expect(none.name).toBe('ApiError');
    expect(none.status).toBe(0);
    expect(none.message).not.toBe('');
  });

  it('reports no failure for a call its caller aborted (a list reloading over its previous load)', async () => {
    const { c, errors } = client();
    const controller = new AbortController();
    const pending = c.get('plain', { signal: controller.signal }).catch((e) => e);
    controller.abort();
    expect(((await pending) as ApiError).name).toBe('ApiError');
    expect(errors).toEqual([]);
  });

  it('passes a plain JSON answer through', async () => {
    const { c } = client();
    await expect(c.get('plain')).resolves.toEqual({ hello: 'world' });
  });

  it('writes query strings as the API conventions say', () => {
    const params = toSearchParams({
      consignStatuses: [20, 40],
      keyword: 'a b&c',
      empty: null,
      skipped: undefined,
      from: new Date(Date.UTC(2026, 0, 2)),
    });
    expect(params.toString()).toBe(
      'consignStatuses=20&consignStatuses=40&keyword=a+b%26c&empty=&from=2026-01-02T00%3A00%3A00.000Z',
    );
    expect(REQUEST_TIMEOUT_MS).toBe(600000);
  });
});
