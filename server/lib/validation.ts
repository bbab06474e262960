import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const common: Options = { removeAdditional: false, useDefaults: true, allErrors: true, strict: false };

function build(options: Options): Ajv {
  const ajv = new Ajv({ ...common, ...options });
  addFormats(ajv);
  return ajv;
}

// Query strings, params and headers arrive as text: coerce them, and let a single value stand for an
// array (`consignStatuses=20`). JSON bodies carry their own types: a number where a string belongs is an error.
const coercing = build({ coerceTypes: 'array' });
const strictTypes = build({ coerceTypes: false });

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strictTypes : coercing).compile(schema as object);
