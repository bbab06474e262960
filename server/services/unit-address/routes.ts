import { IdQuery, NoResult } from '../../../contracts/common';
import { AddressBody, AddressList, AddressListQuery, UnitAddress } from '../../../contracts/unit-address';
import { del, get, post, routeTable } from '../../lib/routes';
import type { ManagedUnitType } from './access';
import { deleteAddress, listAddresses, saveAddress } from './service';

/**
 * GetAddressList / SaveAddress / DeleteAddress of one unit type, registered under that type's service
 * (BaTestUnit for labs, ConsginUnit for consigning units): admin any unit, staff their own.
 */
export const unitAddressRoutes = (unitType: ManagedUnitType, tag: string) =>
  routeTable(tag, 'signed-in', (db) => [
    get(
      '/GetAddressList',
      {
        summary: "Lists the addresses of the caller's unit (admin: of any unit).",
        query: AddressListQuery,
        result: AddressList,
      },
      ({ user, query }) => listAddresses(db, user, unitType, query.unitId),
    ),
    post(
      '/SaveAddress',
      { summary: "Adds or changes an address of the caller's unit.", body: AddressBody, result: UnitAddress },
      ({ user, body }) => saveAddress(db, user, unitType, body),
    ),
    del(
      '/DeleteAddress',
      { summary: "Deletes an address of the caller's unit.", query: IdQuery, result: NoResult },
      ({ user, query }) => deleteAddress(db, user, unitType, query.id),
    ),
  ]);
