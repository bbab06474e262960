import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// The OpenAPI document is generated from the shared contracts (contracts/): every call is named, and every
// shape a call takes or answers is a named component that the call refers to.

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};

/** The services whose shapes have moved to contracts/ so far (docs/decisions.md "Shared contracts"). */
const ON_CONTRACTS = /\/api\/services\/app\/(BuReport|BuConsignInfo|BuSampleInfo|TuTestSample|TuTestParam|BaProject)\//;

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Json> } };
let text: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const response = await t.app.inject({ url: '/swagger/json' });
  text = response.body;
  doc = response.json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, operation })),
  );

/** An inline object with properties: a shape that should have been a named contract. */
const isInlineShape = (schema: Json | undefined): boolean => {
  if (!schema || '$ref' in schema) return false;
  if (schema.type === 'array') return isInlineShape(schema.items as Json);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).some(isInlineShape);
  return schema.type === 'object' && Object.keys((schema.properties as Json) ?? {}).length > 0;
};

describe('OpenAPI document', () => {
  test('every call has a unique operationId named after its wire path', () => {
    const ids = operations().map(({ where, operation }) => {
      expect(operation.operationId, where).toMatch(/^[A-Za-z][A-Za-z0-9_]+$/);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/services/app/BuReport/GetReportSchedule']?.get?.operationId).toBe(
      'BuReport_GetReportSchedule',
    );
  });

  test('the services on shared contracts answer and take named components referenced with $ref', () => {
    const inline: string[] = [];
    for (const { where, operation } of operations().filter(({ where }) => ON_CONTRACTS.test(where))) {
      const body = operation.requestBody?.content['application/json']?.schema;
      if (isInlineShape(body)) inline.push(`${where} body`);
      const ok = operation.responses['200']?.content?.['application/json']?.schema;
      const result = (ok?.properties as Json | undefined)?.result as Json | undefined;
      if (isInlineShape(result)) inline.push(`${where} result`);
    }
    expect(inline).toEqual([]);
  });

  test('every $ref resolves, and no marker is left in the document', () => {
    expect(text).not.toContain('x-component');
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]));
    expect(refs.size).toBeGreaterThan(10);
    for (const name of refs) expect(doc.components.schemas, name).toHaveProperty([name as string]);
  });
});
