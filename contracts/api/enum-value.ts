import { EnumValues, EnumValuesQuery } from '../enum-value';
import { service } from './manifest';

/** /api/services/app/EunmValue ("Eunm" is the product's wire spelling): the numbered enumerations. */
export const EunmValue = service({
  path: 'services/app/EunmValue',
  tag: 'EunmValue',
  access: 'identified',
  operations: {
    GetEnumValues: {
      method: 'GET',
      summary: 'Lists the values of a named enumeration with their names in the caller’s language.',
      query: EnumValuesQuery,
      result: EnumValues,
    },
  },
});
