import { type EnumTypeName, enumerations } from './enums';
import { translate } from './i18n';

// The product's enumerations (lib/enums.ts: consignStatus, reportStatus, consignType…) in the OpenAPI document: a
// field or parameter named after one (or its plural, for a list) is an integer the document names, value by value
// (x-enum-varnames for generated code, x-enum-descriptions from the English locale), instead of a bare integer.

type Json = Record<string, unknown>;

const NAMES = new Map<string, EnumTypeName>(
  (Object.keys(enumerations) as EnumTypeName[]).flatMap((name) => {
    const key = name.toLowerCase();
    return [
      [key, name],
      [`${key}s`, name],
      [`${key}es`, name],
    ];
  }),
);

/** The enumeration a field or parameter named `field` holds, if any. */
export const enumerationOf = (field: string): EnumTypeName | undefined => NAMES.get(field.toLowerCase());

const entriesOf = (name: EnumTypeName) => Object.entries(enumerations[name]) as [string, number][];

/** `name` as a component: every value, with its name and English label. */
export function enumComponent(name: EnumTypeName): Json {
  const entries = entriesOf(name);
  const labels = entries.map(([key]) => translate('en', `enums.${name}.${key}`));
  return {
    type: 'integer',
    enum: entries.map(([, value]) => value),
    'x-enum-varnames': entries.map(([key]) => key),
    'x-enum-descriptions': labels,
    description: `${name}: ${entries.map(([, value], i) => `${value} ${labels[i]}`).join(', ')}`,
  };
}

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The values a numeric schema allows: its enum, its union of single values, its range; undefined when not numeric. */
function allowedBy(schema: Json, all: number[]): number[] | undefined {
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (union) {
    const values = union.flatMap((member) => (Array.isArray(member.enum) ? member.enum : [member.const]));
    return values.every(isNumber) ? values : undefined;
  }
  if (Array.isArray(schema.enum)) return schema.enum.every(isNumber) ? schema.enum : undefined;
  if (schema.type !== 'integer' && schema.type !== 'number') return undefined;
  const { minimum, maximum, multipleOf } = schema;
  return all.filter(
    (value) =>
      (!isNumber(minimum) || value >= minimum) &&
      (!isNumber(maximum) || value <= maximum) &&
      (!isNumber(multipleOf) || value % multipleOf === 0),
  );
}

/**
 * `schema` (of a field or parameter holding `name`, or a list of it) with its values named: the component itself when
 * it allows every value, else the values it allows with their names. Unchanged when it is no number (or list of them).
 */
export function namedEnum(schema: Json, name: EnumTypeName, used: Set<EnumTypeName>): Json {
  if (schema.type === 'array' && schema.items) {
    return { ...schema, items: namedEnum(schema.items as Json, name, used) };
  }
  const entries = entriesOf(name);
  const allowed = allowedBy(
    schema,
    entries.map(([, value]) => value),
  );
  if (!allowed?.length) return schema;
  const { description, nullable } = schema;
  if (allowed.length === entries.length && !nullable) {
    used.add(name);
    return { $ref: `#/components/schemas/${name}` };
  }
  const chosen = entries.filter(([, value]) => allowed.includes(value));
  const component = enumComponent(name);
  const labels = component['x-enum-descriptions'] as string[];
  return {
    type: 'integer',
    enum: chosen.map(([, value]) => value),
    'x-enum-varnames': chosen.map(([key]) => key),
    'x-enum-descriptions': chosen.map(([key]) => labels[entries.findIndex(([k]) => k === key)]),
    ...(nullable === true && { nullable: true }),
    description: description ?? component.description,
  };
}
