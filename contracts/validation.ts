// How a schema's refusal reads, written once for both sides: the server words the ajv errors of a refused request
// with it (server/plugins/envelope.ts), the browser words the TypeBox errors of a form with it
// (src/components/useContractForm.ts). Both validators name the same keywords with the same params, so one field
// reads the same in the browser as in the server's answer. Pure: no server or browser imports.

/** One schema error as ajv and TypeBox report it; `path` is the member's dotted path ('samples.0.count'). */
export interface SchemaError {
  keyword: string;
  path: string;
  params: Record<string, unknown>;
}

/** A locale key (errors.validation.*), its placeholders, and the member the message is about. */
export interface ValidationMessage {
  key: string;
  values: { field: string; limit: string; type: string; format: string };
  member: string;
}

const KEYS: Record<string, string> = {
  required: 'errors.validation.required',
  maxLength: 'errors.validation.maxLength',
  minLength: 'errors.validation.minLength',
  maxItems: 'errors.validation.range',
  minItems: 'errors.validation.range',
  type: 'errors.validation.type',
  format: 'errors.validation.format',
  minimum: 'errors.validation.range',
  maximum: 'errors.validation.range',
  enum: 'errors.validation.enum',
  const: 'errors.validation.enum',
  'x-line': 'errors.validation.control',
};

/** A JSON pointer ('/samples/0/count') as a dotted member path ('samples.0.count'). */
export const memberPath = (pointer: string) => pointer.split('/').filter(Boolean).join('.');

/**
 * The message of one schema error. A missing property is named by the error's params (ajv's missingProperty)
 * under `path`; any other error is about `path` itself, or, at the top,
 * about `context` (e.g. "body").
 */
export function validationMessage(
  keyword: string,
  path: string,
  params: Record<string, unknown>,
  context = '',
): ValidationMessage {
  const named = keyword === 'required' ? params.missingProperty : undefined;
  const member = named !== undefined ? [path, String(named)].filter(Boolean).join('.') : path || context;
  return {
    key: KEYS[keyword] ?? 'errors.validation.invalid',
    values: {
      field: member,
      limit: String(params.limit ?? ''),
      type: String(params.type ?? ''),
      format: String(params.format ?? ''),
    },
    member,
  };
}

/** Errors that only say "no branch of the union matched" or "it could also have been null". */
const restates = (error: SchemaError) =>
  error.keyword === 'anyOf' ||
  error.keyword === 'oneOf' ||
  (error.keyword === 'type' && error.params.type === 'null') ||
  error.keyword === 'const';

/**
 * The one error worth showing on a field, of the several a union gives (`Nullable(Str(64))` too long: maxLength,
 * type null, anyOf; an e-mail or '': const, format, anyOf): the first that says what is wrong with the value.
 */
export function mostTelling<E extends SchemaError>(errors: readonly E[]): E | undefined {
  return errors.find((error) => !restates(error)) ?? errors[0];
}
