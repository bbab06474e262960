import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPRESSION_THRESHOLD } from '../../server/plugins/compression';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// What a browser and a proxy see of the served app: security headers, caching, compression, and 404s for unknown
// API paths, on a small build laid out as `vite build` lays it out (hashed files under assets/, .br/.gz siblings).

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-B5bkU2Uc.js"></script></head></html>';
const SHELL =
  '<!doctype html><html><head><script type="module" src="/assets/shell-Cq1Xv0aZ.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify('lab '.repeat(2000))});\n`;
const ASSET = '/assets/index-B5bkU2Uc.js';

let t: TestApp;
let dist: string;

/** Added to the build's .br/.gz copies only, to tell them from the server compressing the plain file itself. */
const MARK = '<!-- precompressed -->';

function writeBuilt(path: string, content: string) {
  writeFileSync(join(dist, path), content);
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(content + MARK));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(content + MARK));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'labconsign-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeBuilt('index.html', INDEX);
  writeBuilt('shell.html', SHELL);
  writeBuilt(ASSET.slice(1), SCRIPT);
  t = await createTestApp({ distDir: dist });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The Content-Security-Policy header as directive → sources. */
function policy(header: unknown): Map<string, string[]> {
  const directives = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(directives.map(([name, ...sources]) => [name as string, sources]));
}

describe('security headers', () => {
  test('the page and the API forbid inline and foreign scripts, framing by other sites and foreign frames', async () => {
    for (const url of ['/', '/api/services/app/Test/GetGuid']) {
      const response = await t.app.inject({ url });
      const csp = policy(response.headers['content-security-policy']);
      // Scripts of this origin only; WebAssembly may compile (the label scanner's decoder), JavaScript never evals.
      expect(csp.get('script-src'), url).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      // Frames: this origin's pages and the object URLs the page makes itself (the attachment preview's PDFs).
      expect(csp.get('frame-src'), url).toEqual(["'self'", 'blob:']);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  test('the API documentation page is served under the same policy', async () => {
    const page = await t.app.inject({ url: '/swagger' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    expect(policy(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});

describe('caching and precompressed files', () => {
  test('hashed assets are cached for a year, the page and client routes are revalidated', async () => {
    const asset = await t.app.inject({ url: ASSET });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/consign/list']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toBe(INDEX);
    }
  });

  test('a browser with a token gets the document that loads the shell with the page, others the sign-in one', async () => {
    for (const url of ['/', '/dashboard', '/BusinessManagement/preManagement', '/login']) {
      const signedIn = await t.app.inject({ url, headers: { cookie: 'theme=blue; LabConsign-Token=eyJhbGciOi' } });
      expect(signedIn.body, url).toBe(SHELL);
      expect(signedIn.headers.vary, url).toMatch(/cookie/i);
      const signedOut = await t.app.inject({ url, headers: { cookie: 'theme=blue; LabConsign-Token=' } });
      expect(signedOut.body, url).toBe(INDEX);
    }
  });

  test('the build’s brotli or gzip file is sent as it is to a client that accepts it', async () => {
    const br = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT + MARK);

    const gzip = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT + MARK);

    const page = await t.app.inject({ url: '/consign/list', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX + MARK);
  });

  test('the build’s files are counted in metrics under one route label, not one per file', async () => {
    await t.app.inject({ url: ASSET });
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/^http_requests_total\{method="GET",route="\(static file\)",status_code="200"\} \d/m);
    expect(metrics.body).not.toContain(ASSET);
  });

  test('a hashed file that is not in the build is a 404, not the page', async () => {
    const gone = await t.app.inject({ url: '/assets/index-OldBuild1.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('<html');
  });
});

describe('API compression', () => {
  test(`answers of ${COMPRESSION_THRESHOLD} bytes or more are compressed, smaller ones are not`, async () => {
    const token = await t.login('admin');
    const url = '/api/services/app/User/GetAll';
    const plain = await t.app.inject({ url, headers: t.auth(token) });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const large = await t.app.inject({ url, headers: { ...t.auth(token), 'accept-encoding': 'br, gzip' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({ url, headers: { ...t.auth(token), 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({ url: '/api/services/app/Test/GetGuid', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(envelopeOf(small).success).toBe(true);
  });
});

describe('unknown API paths', () => {
  test('any method answers a 404 envelope in the caller’s language, never the page', async () => {
    const cases = [
      ['GET', '/api/nope', 'en', 'Not found.'],
      ['POST', '/api/nope', 'es', 'No encontrado.'],
      ['DELETE', '/api/services/app/Nope/Nothing', 'zh', '未找到请求的内容。'],
      ['GET', '/API/Services/App/Test/Nope/', 'en', 'Not found.'],
    ] as const;
    for (const [method, url, language, message] of cases) {
      const response = await t.app.inject({ method, url, headers: { 'accept-language': language } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type'], `${method} ${url}`).toMatch(/application\/json/);
      expect(envelopeOf(response), `${method} ${url}`).toMatchObject({
        success: false,
        result: null,
        error: { code: 404, message },
      });
    }
  });
});
