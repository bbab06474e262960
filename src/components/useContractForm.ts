// The one way a form checks what it sends: react-hook-form with the TypeBox resolver fed by the contract the server
// validates the save with (contracts/*.ts), its messages worded by the rule the server words its 400 with
// (contracts/validation.ts), so "Project name is required." reads the same before and after sending. A refused
// save's per-member messages land on their fields (showServerErrors), anything else on the form.
import { type BaseSyntheticEvent, useMemo, useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { type IntlShape, useIntl } from 'react-intl';
import type { Static, TObject, TSchema } from 'typebox';
import { validationMessage } from '../../contracts/validation';
import { ApiError } from '../api/errors';
import type { FormSchema } from './contractCheck';

type Schema = TSchema & { type?: unknown; anyOf?: Schema[]; maxLength?: number; '~optional'?: boolean };

/** The values a save receives: the contract's type for the fields it checks, the form's own for the rest. */
export type Submitted<V, S extends TObject, U extends PropertyKey = never> = {
  [K in keyof V]: K extends U ? V[K] : K extends keyof Static<S> ? Static<S>[K] : V[K];
};

export interface ContractFormOptions<S extends TObject, V extends FieldValues, U extends keyof V & string> {
  /** The contract the server checks the save with; the form's fields it names are checked by it. */
  schema: S;
  /** The starting values; inputs hold strings ('' for nothing). */
  defaultValues: V;
  /** The form's own label per field (already translated), for "{field}" in a message and for the field itself. */
  labels?: Partial<Record<keyof V & string, string>>;
  /**
   * What a valid value looks like (already translated), said after the contract's message when a value does not
   * match the field's pattern: the server only says "is not valid".
   */
  hints?: Partial<Record<keyof V & string, string>>;
  /** Required here although the contract leaves them optional (a platform switch, a role's duty). */
  required?: readonly (keyof V & string)[];
  /** Sent exactly as typed (passwords); every other text is sent trimmed. */
  untrimmed?: readonly (keyof V & string)[];
  /** Held in another shape than the wire's (the caller maps them on save): not checked against the contract. */
  unchecked?: readonly U[];
  /** The form's own rules beyond the contract (a repeated password): a translated message per field. */
  check?(values: V): Partial<Record<keyof V & string, string>>;
}

export type ContractForm<V extends FieldValues, Out = V> = UseFormReturn<V, unknown, Out> & {
  /** A field's label, whether it is required and its length cap, as the form and the contract say. */
  fieldOf(name: string): { label: string; required: boolean; maxLength?: number };
  /** A submit handler: check, then save; a refused save's messages go to the fields (or the form). */
  submit(save: (values: Out) => unknown): (event?: BaseSyntheticEvent) => Promise<void>;
};

const branches = (schema: Schema): Schema[] => (schema.anyOf ? schema.anyOf.flatMap(branches) : [schema]);
const acceptsNull = (schema: Schema) => branches(schema).some((b) => b.type === 'null');
const wantsNumber = (schema: Schema) => {
  const types = branches(schema).map((b) => b.type);
  return types.some((t) => t === 'number' || t === 'integer') && !types.includes('string');
};

/** The contract's properties the form holds, required as the contract says (not optional) plus the form's own. */
function formSchema(contract: TObject, names: readonly string[], required: readonly string[]): FormSchema {
  const properties = Object.fromEntries(
    names.filter((name) => name in contract.properties).map((name) => [name, contract.properties[name] as Schema]),
  );
  const own = Object.keys(properties).filter((name) => !properties[name]?.['~optional']);
  return { properties, required: [...new Set([...own, ...required.filter((name) => name in properties)])] };
}

/**
 * Inputs hold strings; the contract wants nothing where nothing was typed. A blank (or all-space) text is left out
 * when the field is required (so the contract says "required") or cannot be null, else sent as null; any other text
 * is sent trimmed (`untrimmed` ones, passwords, as typed), and a number typed as text becomes a number.
 */
function cleaned(values: FieldValues, schema: FormSchema, untrimmed: ReadonlySet<string>): FieldValues {
  const out: FieldValues = { ...values };
  const required = new Set(schema.required);
  for (const [name, property] of Object.entries(schema.properties)) {
    const value = out[name];
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text === '') {
      if (required.has(name) || !acceptsNull(property)) delete out[name];
      else out[name] = null;
    } else if (wantsNumber(property) && Number.isFinite(Number(text))) out[name] = Number(text);
    else if (!untrimmed.has(name)) out[name] = text;
  }
  return out;
}

type Params = Record<string, unknown>;

const paramsOf = (message: string): Params => {
  try {
    return message.startsWith('{') ? (JSON.parse(message) as Params) : {};
  } catch {
    return {};
  }
};

/** Each error of the resolver's (nested) answer worded in place. */
function reword(errors: object, word: (path: string, keyword: string, params: Params) => string, prefix = '') {
  for (const [key, node] of Object.entries(errors)) {
    if (!node || typeof node !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const error = node as { type?: unknown; message?: unknown };
    if (typeof error.type === 'string' && typeof error.message === 'string')
      error.message = word(path, error.type, paramsOf(error.message));
    else reword(node, word, path);
  }
}

/** The message of one schema error in the reader's language, the field named by the form's own label. */
export function wordError(
  intl: IntlShape,
  labels: Partial<Record<string, string>>,
  path: string,
  keyword: string,
  params: Params,
) {
  const { key, values, member } = validationMessage(keyword, path, params);
  const label = labels[member] ?? labels[member.split('.')[0] ?? ''] ?? member;
  return intl.formatMessage({ id: key }, { ...values, field: label });
}

interface Wording {
  intl: IntlShape;
  labels: Partial<Record<string, string>>;
  hints: Partial<Record<string, string>>;
  check?(values: FieldValues): Partial<Record<string, string>>;
}

/**
 * The form's resolver. Its schema checker (TypeBox's compiler, about 30 KB gzip) is loaded on the first check, not
 * with the page: most forms live in dialogs a person may never open.
 */
function contractResolver(
  schema: FormSchema,
  untrimmed: ReadonlySet<string>,
  wording: { current: Wording },
): Resolver<FieldValues> {
  let base: Promise<Resolver<FieldValues>> | undefined;
  return async (values, context, options) => {
    base ??= import('./contractCheck').then(({ contractCheck }) => contractCheck(schema));
    const input = cleaned(values, schema, untrimmed);
    const result = await (await base)(input, context, options);
    const { intl, labels, hints, check } = wording.current;
    reword(result.errors, (path, keyword, params) => {
      const message = wordError(intl, labels, path, keyword, params);
      const hint = keyword === 'pattern' ? hints[path] : undefined;
      return hint ? `${message} ${hint}` : message;
    });
    const own = Object.entries(check?.(values) ?? {}).filter(([name, message]) => message && !result.errors[name]);
    if (own.length === 0) return Object.keys(result.errors).length ? result : { values: input, errors: {} };
    const errors = { ...result.errors };
    for (const [name, message] of own) errors[name] = { type: 'check', message };
    return { values: {}, errors };
  };
}

/**
 * A refused save's messages on the fields they name (`members`, matched to field names ignoring case; a nested
 * member 'samples[0].params' goes to 'samples'); what names no field, or any other failure, on the form
 * (`errors.root.server`).
 */
export function showServerErrors<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, error: unknown) {
  const names = new Map(Object.keys(form.getValues() ?? {}).map((name) => [name.toLowerCase(), name]));
  const fieldOf = (member: string) =>
    names.get(member.toLowerCase()) ?? names.get((member.split(/[.[]/)[0] ?? '').toLowerCase());
  const placed = new Set<string>();
  const rest: string[] = [];
  for (const { message, members } of error instanceof ApiError ? error.validationErrors : []) {
    const field = members.map(fieldOf).find(Boolean);
    if (!field) rest.push(message);
    else if (!placed.has(field)) {
      form.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: placed.size === 0 });
      placed.add(field);
    }
  }
  if (placed.size > 0 && rest.length === 0) return;
  const whole = error instanceof Error ? error.message : String(error);
  const message = placed.size > 0 ? rest.join(' ') : [...new Set([whole, ...rest])].filter(Boolean).join(' — ');
  form.setError('root.server', { type: 'server', message });
}

/** The submit handler of any react-hook-form form: save the checked values; a failure goes to showServerErrors. */
export function submitWith<V extends FieldValues, Out>(
  form: UseFormReturn<V, unknown, Out>,
  save: (values: Out) => unknown,
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      showServerErrors(form as UseFormReturn<V, unknown, unknown>, error);
    }
  });
}

/** A react-hook-form form checked by the contract; see ContractFormOptions. */
export function useContractForm<S extends TObject, V extends FieldValues, const U extends keyof V & string = never>(
  options: ContractFormOptions<S, V, U>,
): ContractForm<V, Submitted<V, S, U>> {
  const intl = useIntl();
  const wording = useRef<Wording>({ intl, labels: {}, hints: {} });
  wording.current = {
    intl,
    labels: options.labels ?? {},
    hints: options.hints ?? {},
    check: options.check as Wording['check'],
  };
  const { schema: contract, required = [], unchecked = [], untrimmed = [] } = options;
  const names = Object.keys(options.defaultValues).filter((name) => !(unchecked as readonly string[]).includes(name));
  const shape = `${names.join()}|${required.join()}|${untrimmed.join()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema changes only when the fields or the requirements do
  const schema = useMemo(() => formSchema(contract, names, required), [contract, shape]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` names the untrimmed fields
  const resolver = useMemo(() => contractResolver(schema, new Set(untrimmed), wording), [schema]);
  const form = useForm<V, unknown, Submitted<V, S, U>>({
    defaultValues: options.defaultValues as DefaultValues<V>,
    resolver: resolver as unknown as Resolver<V, unknown, Submitted<V, S, U>>,
    mode: 'onTouched',
  });
  const fieldOf = (name: string) => {
    const property = schema.properties[name] as Schema | undefined;
    const maxLength = property && branches(property).find((b) => b.maxLength !== undefined)?.maxLength;
    return {
      label: options.labels?.[name as keyof V & string] ?? name,
      required: schema.required.includes(name),
      maxLength,
    };
  };
  return { ...form, fieldOf, submit: (save) => submitWith(form, save) };
}
