import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignInfos } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';
import { ILIS, limsWorld } from './lims-helpers';

// docs/lims-integration.md is the vendor's contract: this test sends every request shown there, in order, to a
// test server and checks that the answer contains what the page shows. The page's example ids and times stand
// for the ones the test creates: the consignment and its acceptance time are known beforehand; other ids (the
// report's) are learned from the first answer that shows them and must then stay the same.

const DOC = readFileSync(new URL('../../docs/lims-integration.md', import.meta.url), 'utf8');
const DOC_CONSIGNMENT = '0195983a-6f1e-7b3a-9f00-3c5e8d2a41b7';
const DOC_ACCEPT_TIME = '2025-03-15T02:30:00.000Z';
const METHODS = [
  'GetBuConsignInfoList',
  'GetConsignInfoDetail',
  'GetConsignLog',
  'PushConsignStatus',
  'PushConsignBillGenStatus',
  'PushExpressInfo',
  'PushReportInfo',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const CONSIGN_CODE = /^CL-\d{8}-\d{4}$/;

interface Exchange {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  status: number;
  answer: unknown;
}

/** Request/answer pairs: an ```http block starting with a method, then one starting with `HTTP/1.1 <status>`. */
function exchanges(markdown: string): Exchange[] {
  const blocks = [...markdown.matchAll(/```http\n([\s\S]*?)```/g)].map((match) => match[1] as string);
  const split = (block: string) => {
    const [head = '', ...rest] = block.split(/\n\s*\n/);
    const [first = '', ...headerLines] = head.split('\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [
        line.slice(0, line.indexOf(':')).trim().toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const body = rest.join('\n\n').trim();
    return { first, headers, body: body === '' ? undefined : body };
  };
  const result: Exchange[] = [];
  for (let i = 0; i < blocks.length; i += 2) {
    const request = split(blocks[i] as string);
    const response = split(blocks[i + 1] ?? '');
    const [method, url] = request.first.split(' ');
    const status = /^HTTP\/1\.1 (\d{3})/.exec(response.first)?.[1];
    if ((method !== 'GET' && method !== 'POST') || !url || !status || !response.body) {
      throw new Error(`docs/lims-integration.md: example ${i / 2 + 1} is not a request followed by its answer`);
    }
    result.push({
      method,
      url,
      headers: request.headers,
      body: request.body,
      status: Number(status),
      answer: JSON.parse(response.body),
    });
  }
  return result;
}

let t: TestApp;
const stands = new Map<string, string>();

const substitute = (text: string) => [...stands].reduce((out, [doc, real]) => out.split(doc).join(real), text);

/** The rule for a string the page shows: a stand-in, any time, a learnable id or code, or itself. */
function expectShownText(shown: string, actual: unknown, path: string): void {
  const known = stands.get(shown);
  const learnable = [UUID, CONSIGN_CODE].find((pattern) => pattern.test(shown));
  if (known !== undefined) {
    expect(actual, path).toBe(known);
  } else if (ISO_TIME.test(shown)) {
    expect(actual, path).toMatch(ISO_TIME);
  } else if (learnable) {
    expect(actual, path).toMatch(learnable);
    stands.set(shown, actual as string);
  } else {
    expect(actual, path).toBe(shown);
  }
}

/** Whether `actual` contains everything `shown` shows (arrays: same length, element by element). */
function expectShown(shown: unknown, actual: unknown, path: string): void {
  if (typeof shown === 'string') {
    expectShownText(shown, actual, path);
  } else if (Array.isArray(shown)) {
    expect(Array.isArray(actual), `${path} is a list`).toBe(true);
    expect((actual as unknown[]).length, `${path} length`).toBe(shown.length);
    for (const [index, item] of shown.entries()) expectShown(item, (actual as unknown[])[index], `${path}[${index}]`);
  } else if (shown !== null && typeof shown === 'object') {
    expect(actual !== null && typeof actual === 'object', `${path} is an object`).toBe(true);
    for (const [key, value] of Object.entries(shown)) {
      expect(actual as object, path).toHaveProperty([key]);
      expectShown(value, (actual as Record<string, unknown>)[key], `${path}.${key}`);
    }
  } else {
    expect(actual, path).toBe(shown);
  }
}

const examples = exchanges(DOC);

beforeAll(async () => {
  t = await createTestApp();
  const id = await (await limsWorld(t)).accepted();
  const [row] = await t.db.select().from(consignInfos).where(eq(consignInfos.id, id));
  stands.set(DOC_CONSIGNMENT, id);
  if (!row?.acceptTime) throw new Error('the prepared consignment was not accepted');
  stands.set(DOC_ACCEPT_TIME, row.acceptTime.toISOString());
});
afterAll(() => t.close());

describe('docs/lims-integration.md', () => {
  it('shows every ILISIntegration call at least once', () => {
    const shown = examples.map((example) => example.url.split('?')[0]?.replace(`${ILIS}/`, ''));
    expect(new Set(shown)).toEqual(new Set(METHODS));
  });

  examples.forEach((example, index) => {
    it(`example ${index + 1}: ${example.method} ${example.url.split('?')[0]} → ${example.status}`, async () => {
      const res = await t.app.inject({
        method: example.method,
        url: substitute(example.url),
        headers: example.headers,
        payload: example.body === undefined ? undefined : substitute(example.body),
      });
      expect(res.statusCode, res.body).toBe(example.status);
      expectShown(example.answer, res.json(), 'answer');
    });
  });
});
