import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Input, Nullable, Str } from '../../../contracts/common';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { ManagedUnitType } from './access';
import { deleteAddress, listAddresses, saveAddress } from './service';

// Field names are the product's wire names (SPEC.md §3 "Unit address").

export const UnitAddress = Type.Object({
  id: Id(),
  person: Nullable(Type.String()),
  personSex: Nullable(Type.Integer({ description: 'Sex: 1 male, 2 female' })),
  personPhone: Nullable(Type.String()),
  addressPoint: Nullable(Type.String({ description: 'longitude,latitude' })),
  addressText: Type.String(),
  addressDetail: Nullable(Type.String()),
  tagTitle: Nullable(Type.String()),
  isMain: Type.Boolean(),
});

const AddressBody = Input({
  unitId: Type.Optional(Id('the unit (admin); omitted: the caller’s own unit')),
  id: Type.Optional(Id('an existing address to change; omitted: a new address')),
  person: Type.Optional(Nullable(Str(64))),
  personSex: Type.Optional(Nullable(Type.Union([Type.Literal(1), Type.Literal(2)]))),
  personPhone: Type.Optional(Nullable(Str(32))),
  addressPoint: Type.Optional(Nullable(Str(64))),
  addressText: Str(256, { minLength: 1 }),
  addressDetail: Type.Optional(Nullable(Str(256))),
  tagTitle: Type.Optional(Nullable(Str(32))),
  isMain: Type.Optional(Type.Boolean()),
});

/**
 * GetAddressList / SaveAddress / DeleteAddress of one unit type, registered under that type's service
 * (BaTestUnit for labs, ConsginUnit for consigning units): admin any unit, staff their own.
 */
export const unitAddressRoutes =
  (unitType: ManagedUnitType, tag: string): FastifyPluginAsyncTypebox =>
  async (app) => {
    const common = { tags: [tag], security: [{ bearer: [] }] };
    const guard = { preHandler: app.authenticate };

    app.get(
      '/GetAddressList',
      {
        ...guard,
        schema: {
          ...common,
          querystring: Input({ unitId: Type.Optional(Id()) }),
          response: envelope(Type.Array(UnitAddress)),
        },
      },
      async (request) => listAddresses(app.db, signedIn(request), unitType, request.query.unitId),
    );

    app.post(
      '/SaveAddress',
      { ...guard, schema: { ...common, body: AddressBody, response: envelope(UnitAddress) } },
      async (request) => saveAddress(app.db, signedIn(request), unitType, request.body),
    );

    app.delete(
      '/DeleteAddress',
      { ...guard, schema: { ...common, querystring: Input({ id: Id() }), response: envelope(Type.Null()) } },
      async (request) => deleteAddress(app.db, signedIn(request), unitType, request.query.id),
    );
  };
