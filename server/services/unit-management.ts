import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import { type Access, type Route, routeTable } from '../lib/routes';
import { type ManagedUnitType, requireEveryUnit, requireUnitManager } from './unit-address/access';
import { unitAddressRoutes } from './unit-address/routes';
import { logoUploadRoute } from './unit-logo/routes';

/**
 * The management service of a unit type (BaTestUnit for labs, ConsginUnit for consigning units): its own calls,
 * which admin makes for every unit unless a row is open to `ownOrAdmin` (the unit's staff, for their own unit), then
 * the unit's addresses and its logo upload.
 */
export const unitManagement =
  (
    unitType: ManagedUnitType,
    tag: string,
    rows: (db: Database, ownOrAdmin: Access) => readonly Route[],
  ): FastifyPluginAsync =>
  async (app) => {
    const ownOrAdmin = requireUnitManager(unitType);
    await app.register(routeTable(tag, requireEveryUnit(unitType), (db) => rows(db, ownOrAdmin)));
    await app.register(unitAddressRoutes(unitType, tag));
    await app.register(logoUploadRoute(unitType, tag));
  };
