import type { FastifyPluginAsync } from 'fastify';
import type { Service } from '../../contracts/api/manifest';
import type { Database } from '../db/client';
import { type Handlers, serve } from '../lib/routes';
import type { ManagedUnitType } from './unit-address/access';
import { unitAddressRoutes } from './unit-address/routes';
import { logoUploadRoute } from './unit-logo/routes';

/**
 * The management service of a unit type (BaTestUnit for labs, ConsginUnit for consigning units): the handlers of
 * its operations in the API manifest, then the unit's addresses and its logo upload under the same path.
 */
export const unitManagement =
  <S extends Service>(
    unitType: ManagedUnitType,
    service: S,
    handlers: (db: Database) => Handlers<S>,
  ): FastifyPluginAsync =>
  async (app) => {
    await app.register(serve(service, handlers));
    const prefix = `/api/${service.path}`;
    await app.register(unitAddressRoutes(unitType, service.tag), { prefix });
    await app.register(logoUploadRoute(unitType, service.tag), { prefix });
  };
