import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Service } from '../../contracts/api/manifest';
import type { unitManagementOperations } from '../../contracts/api/unit-management';
import type { Database } from '../db/client';
import { type Handlers, serve } from '../lib/routes';
import type { ManagedUnitType } from './unit-address/access';
import { deleteAddress, listAddresses, saveAddress } from './unit-address/service';
import { uploadLogo } from './unit-logo/service';

type Shared = keyof typeof unitManagementOperations;

/** The handlers of the operations every unit type's management service has (contracts/api/unit-management.ts). */
const sharedHandlers = (unitType: ManagedUnitType, db: Database, app: FastifyInstance) =>
  ({
    GetAddressList: ({ user, query }) => listAddresses(db, user, unitType, query.unitId),
    SaveAddress: ({ user, body }) => saveAddress(db, user, unitType, body),
    DeleteAddress: ({ user, query }) => deleteAddress(db, user, unitType, query.id),
    UploadLogo: ({ user, body }) => uploadLogo(db, app.files.storage, user, unitType, body),
  }) satisfies Handlers<{ path: ''; tag: ''; access: 'anyone'; operations: typeof unitManagementOperations }>;

/**
 * The management service of a unit type (BaTestUnit for labs, ConsginUnit for consigning units): the handlers of
 * its own operations in the API manifest, and those of the unit's addresses and its logo upload.
 */
export const unitManagement = <S extends Service>(
  unitType: ManagedUnitType,
  service: S,
  handlers: (db: Database) => Omit<Handlers<S>, Shared>,
): FastifyPluginAsync =>
  serve(service, (db, app) => ({ ...handlers(db), ...sharedHandlers(unitType, db, app) }) as Handlers<S>);
