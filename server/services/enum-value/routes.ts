import { type EnumValue, EnumValues, EnumValuesQuery } from '../../../contracts/enum-value';
import { findEnumeration } from '../../lib/enums';
import { invalidInput } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { get, routeTable } from '../../lib/routes';

// "EunmValue" is the product's wire spelling.
/** /api/services/app/EunmValue: the numbered enumerations with names in the caller's language. */
const enumValueRoutes = routeTable('EunmValue', 'identified', () => [
  get('/GetEnumValues', { query: EnumValuesQuery, result: EnumValues }, ({ language, query }): EnumValue[] => {
    const found = findEnumeration(query.enumTypeName);
    if (!found) throw invalidInput('enumTypeName', 'errors.enum.unknownType', { name: query.enumTypeName });
    const [typeName, values] = found;
    return Object.entries(values).map(([name, value]) => ({
      value,
      name,
      displayName: translate(language, `enums.${typeName}.${name}`),
    }));
  }),
]);

export default enumValueRoutes;
