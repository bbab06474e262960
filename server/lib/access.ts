import type { FastifyInstance, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { Access } from '../../contracts/api/manifest';
import { requirePermission } from '../plugins/auth';
import { limsAuth } from '../services/ilis-integration/auth';
import { asHost } from '../services/tenant/access';
import { requireUnitManager } from '../services/unit-address/access';
import { UnitType } from './enums';

/** The hooks that check an operation's access, and whether it takes a bearer token (said so in the OpenAPI). */
export interface AccessHooks {
  hooks: { preHandler?: preHandlerAsyncHookHandler; preValidation?: preValidationAsyncHookHandler };
  bearer: boolean;
}

/** The manifest's access (contracts/api/manifest.ts) as Fastify hooks of `app`. */
export function accessHooks(app: FastifyInstance, access: Access): AccessHooks {
  if (access === 'anyone') return { hooks: {}, bearer: false };
  if (access === 'identified') return { hooks: { preHandler: app.identify }, bearer: false };
  if (access === 'signed-in') return { hooks: { preHandler: app.authenticate }, bearer: true };
  if ('permission' in access) {
    const check = requirePermission(...access.permission);
    return { hooks: { preHandler: access.host ? asHost(check) : check }, bearer: true };
  }
  if ('unitManager' in access) {
    return { hooks: { preHandler: requireUnitManager(UnitType[access.unitManager]) }, bearer: true };
  }
  return { hooks: { preValidation: limsAuth({ bodyCarriesCode: access.lims === 'query-or-body' }) }, bearer: false };
}
