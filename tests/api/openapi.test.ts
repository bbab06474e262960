import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// The OpenAPI document is generated from the shared contracts (contracts/): every call is named, and every
// shape a call takes or answers is a named component that the call refers to. A route that writes a body or
// result shape inline (instead of taking it from contracts/ with `named()`) fails here.

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};

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

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, operation })),
  );

/** An inline object with properties, or a list or union of one: a shape that should have been a named contract. */
const isInlineShape = (schema: Json | undefined): boolean => {
  if (!schema || '$ref' in schema) return false;
  if (schema.type === 'array') return isInlineShape(schema.items as Json);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    if (Array.isArray(schema[key]) && (schema[key] as Json[]).some(isInlineShape)) return true;
  }
  return schema.type === 'object' && Object.keys((schema.properties as Json) ?? {}).length > 0;
};

/** The schema of a JSON success answer's `result`: the part beside the Envelope component in its allOf. */
const resultOf = (operation: Operation): Json | undefined => {
  const ok = operation.responses['200']?.content?.['application/json']?.schema;
  const parts = (ok?.allOf as Json[] | undefined) ?? [];
  return parts.map((part) => (part.properties as Json | undefined)?.result as Json | undefined).find(Boolean);
};

describe('OpenAPI document', () => {
  test('every call has a unique operationId named after its wire path', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const missing = all.filter(({ operation }) => !operation.operationId).map(({ where }) => where);
    expect(missing).toEqual([]);
    const ids = all.map(({ where, operation }) => {
      expect(operation.operationId, where).toMatch(/^[A-Za-z][A-Za-z0-9_]+$/);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/services/app/BuReport/GetReportSchedule']?.get?.operationId).toBe(
      'BuReport_GetReportSchedule',
    );
  });

  test('the check below recognises an inline shape wherever it hides', () => {
    const shape = { type: 'object', properties: { id: { type: 'string' } } };
    expect(isInlineShape(shape)).toBe(true);
    expect(isInlineShape({ type: 'array', items: shape })).toBe(true);
    expect(isInlineShape({ anyOf: [shape, { type: 'object', nullable: true, enum: [null] }] })).toBe(true);
    expect(isInlineShape({ allOf: [{ $ref: '#/components/schemas/X' }, shape] })).toBe(true);
    expect(isInlineShape({ $ref: '#/components/schemas/X' })).toBe(false);
    expect(isInlineShape({ type: 'array', items: { $ref: '#/components/schemas/X' } })).toBe(false);
    expect(isInlineShape({ type: 'string' })).toBe(false);
  });

  test('every call takes and answers named components referenced with $ref, none inline', () => {
    expect(operations().filter(({ operation }) => resultOf(operation)).length).toBeGreaterThan(100);
    const inline: string[] = [];
    for (const { where, operation } of operations()) {
      const body = operation.requestBody?.content['application/json']?.schema;
      if (isInlineShape(body)) inline.push(`${where} body`);
      if (isInlineShape(resultOf(operation))) inline.push(`${where} result`);
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
