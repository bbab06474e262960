// The schema check behind useContractForm, loaded on a form's first check (TypeBox's compiler is most of its weight):
// react-hook-form's TypeBox resolver over a validator that keeps each error's params for the wording.
import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { FieldValues, Resolver } from 'react-hook-form';
import { type TObject, type TSchema, Type } from 'typebox';
import { Validator } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { mostTelling } from '../../contracts/validation';

/** The part of a contract a form checks: its fields' schemas and which of them are required. */
export interface FormSchema {
  properties: Record<string, TSchema>;
  required: string[];
}

type Params = Record<string, unknown>;

/** TypeBox's errors with their params kept in the message (the resolver passes on only keyword and message), one
 * error per member: the most telling of what a union reports. "required" stays as it is (the resolver splits it). */
class ContractValidator extends Validator<Record<never, never>, TObject> {
  override Errors(value: unknown): TLocalizedValidationError[] {
    const byMember = new Map<string, TLocalizedValidationError[]>();
    for (const error of super.Errors(value)) {
      const key = error.keyword === 'required' ? `required ${error.instancePath}` : error.instancePath;
      byMember.set(key, [...(byMember.get(key) ?? []), error]);
    }
    return [...byMember.values()].flatMap((group): TLocalizedValidationError[] => {
      const error = mostTelling(group.map((e) => ({ ...e, path: e.instancePath, params: e.params as Params })));
      if (!error) return group;
      return [
        (error.keyword === 'required'
          ? error
          : { ...error, message: JSON.stringify(error.params) }) as TLocalizedValidationError,
      ];
    });
  }
}

/** The resolver that checks a form's values against its part of the contract; messages carry the error's params. */
export function contractCheck(schema: FormSchema): Resolver<FieldValues> {
  const object = { ...Type.Object(schema.properties), required: schema.required } as TObject;
  return typeboxResolver(new ContractValidator({}, object) as unknown as TObject) as unknown as Resolver<FieldValues>;
}
