import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Input, Str } from '../../../contracts/common';
import { findEnumeration } from '../../lib/enums';
import { envelope } from '../../lib/envelope';
import { invalidInput } from '../../lib/errors';
import { translate } from '../../lib/i18n';

const EnumValue = Type.Object({ value: Type.Integer(), name: Type.String(), displayName: Type.String() });

// "EunmValue" is the product's wire spelling.
/** /api/services/app/EunmValue: the numbered enumerations with names in the caller's language. */
const enumValueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/GetEnumValues',
    {
      preHandler: app.identify,
      schema: {
        tags: ['EunmValue'],
        querystring: Input({ enumTypeName: Str(64, { minLength: 1 }) }),
        response: envelope(Type.Array(EnumValue)),
      },
    },
    async (request) => {
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
