import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HOST_TENANT_ID } from '../../../contracts/tenant';
import { forbidden } from '../../lib/errors';

/** `check`, and then the caller must be signed in as the host (403 in a tenant): the tenants are the host's alone. */
export const asHost = (check: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler =>
  async function hostOnly(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    await check.call(this, request, reply);
    if (request.tenant.id !== HOST_TENANT_ID) throw forbidden();
  };
