import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdQuery, NoResult } from '../../../contracts/common';
import { AddressBody, AddressList, AddressListQuery, UnitAddress } from '../../../contracts/unit-address';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import type { ManagedUnitType } from './access';
import { deleteAddress, listAddresses, saveAddress } from './service';

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
          querystring: AddressListQuery,
          response: envelope(AddressList),
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
      { ...guard, schema: { ...common, querystring: IdQuery, response: envelope(NoResult) } },
      async (request) => deleteAddress(app.db, signedIn(request), unitType, request.query.id),
    );
  };
