import { Ajv, type FuncKeywordDefinition, type Options, type SchemaValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { canonicalContactPhone, canonicalMobile, hasControl, withoutInvisible } from './input-text';

const common: Options = { removeAdditional: false, useDefaults: true, allErrors: true, strict: false };

type Clean = (text: string, kind: unknown) => string | null;

/**
 * A contract keyword that rewrites the string it marks in place, after the string's own checks passed, or refuses
 * it (null) with an error of the keyword's name (contracts/validation.ts words it).
 */
function cleaning(keyword: string, clean: Clean): FuncKeywordDefinition {
  const validate: SchemaValidateFunction = (kind, data: string, _parent, at) => {
    const cleaned = clean(data, kind);
    if (cleaned === null) {
      validate.errors = [{ keyword, instancePath: at?.instancePath ?? '', schemaPath: '', params: {} }];
      return false;
    }
    if (at?.parentData !== undefined && cleaned !== data) {
      (at.parentData as Record<string | number, unknown>)[at.parentDataProperty] = cleaned;
    }
    return true;
  };
  return { keyword, type: 'string', modifying: true, errors: true, validate };
}

/** `x-line` (contracts/common.ts Line): one line, without invisible format characters. */
const line = cleaning('x-line', (text) => (hasControl(text, true) ? null : withoutInvisible(text)));

/** `x-phone` (contracts/validate-code.ts Mobile, ContactPhone): a phone number in its one spelling. */
const phone = cleaning('x-phone', (text, kind) =>
  kind === 'mobile' ? canonicalMobile(text) : canonicalContactPhone(text),
);

function build(options: Options): Ajv {
  const ajv = new Ajv({ ...common, ...options });
  addFormats(ajv);
  ajv.addKeyword(line);
  ajv.addKeyword(phone);
  return ajv;
}

// Query strings, params and headers arrive as text: coerce them, and let a single value stand for an
// array (`consignStatuses=20`). JSON bodies carry their own types: a number where a string belongs is an error.
// A body's or query's fields that its schema does not name are removed, unchecked (contracts/common.ts Input): a
// client written for another version of a shape still works, and nothing unnamed reaches a handler. No input
// shape is a union of objects, where removing would drop the fields of the branch tried second.
const ignoringUnknown = { removeAdditional: 'all' } as const;
const bodies = build({ coerceTypes: false, ...ignoringUnknown });
const queries = build({ coerceTypes: 'array', ...ignoringUnknown });
const coercing = build({ coerceTypes: 'array' });

const compilerFor = (httpPart: string | undefined) =>
  httpPart === 'body' ? bodies : httpPart === 'querystring' ? queries : coercing;

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  compilerFor(httpPart).compile(schema as object);
