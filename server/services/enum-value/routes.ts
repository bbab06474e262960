import { EunmValue } from '../../../contracts/api/enum-value';
import type { EnumValue } from '../../../contracts/enum-value';
import { findEnumeration } from '../../lib/enums';
import { invalidInput } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { serve } from '../../lib/routes';

/** The handler of EunmValue (contracts/api/enum-value.ts). */
const enumValueRoutes = serve(EunmValue, () => ({
  GetEnumValues: ({ language, query }): EnumValue[] => {
    const found = findEnumeration(query.enumTypeName);
    if (!found) throw invalidInput('enumTypeName', 'errors.enum.unknownType', { name: query.enumTypeName });
    const [typeName, values] = found;
    return Object.entries(values).map(([name, value]) => ({
      value,
      name,
      displayName: translate(language, `enums.${typeName}.${name}`),
    }));
  },
}));

export default enumValueRoutes;
