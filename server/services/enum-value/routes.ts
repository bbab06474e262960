import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type EnumValue, EnumValues, EnumValuesQuery } from '../../../contracts/enum-value';
import { findEnumeration } from '../../lib/enums';
import { envelope } from '../../lib/envelope';
import { invalidInput } from '../../lib/errors';
import { translate } from '../../lib/i18n';

// "EunmValue" is the product's wire spelling.
/** /api/services/app/EunmValue: the numbered enumerations with names in the caller's language. */
const enumValueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/GetEnumValues',
    {
      preHandler: app.identify,
      schema: {
        tags: ['EunmValue'],
        querystring: EnumValuesQuery,
        response: envelope(EnumValues),
      },
    },
    async (request): Promise<EnumValue[]> => {
      const found = findEnumeration(request.query.enumTypeName);
      if (!found) throw invalidInput('enumTypeName', 'errors.enum.unknownType', { name: request.query.enumTypeName });
      const [typeName, values] = found;
      return Object.entries(values).map(([name, value]) => ({
        value,
        name,
        displayName: translate(request.language, `enums.${typeName}.${name}`),
      }));
    },
  );
};

export default enumValueRoutes;
