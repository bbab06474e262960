import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';

/**
 * Responses are written by fast-json-stringify from each route's response schema, as Fastify does by default; each
 * schema is compiled once per process, not once per route and app. Fastify compiles every route's serializers when an
 * app starts, and that compiling was most of an app's start (≈ 0.7 s of CPU): a schema that several routes answer
 * with is built once, and a process that builds several apps (the API tests build one per file) builds each once.
 * The key is the schema object: the contracts' module-level schemas and the envelopes (./envelope.ts keeps one per
 * result schema) are the same objects in every app; a schema a route builds as it registers is compiled per app, as
 * before. No shared schemas are added (`app.addSchema`), so Fastify would pass none to fast-json-stringify either.
 */
const compiled = new WeakMap<object, (data: unknown) => string>();

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = schema as object;
  let serialize = compiled.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(key);
    compiled.set(key, serialize);
  }
  return serialize;
};
