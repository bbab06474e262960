import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TENANT_COOKIE } from '../../contracts/cookies';
import type { Tenancy, TenantInfo } from '../db/tenancy/index';
import { UserFacingError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenants' connections; `app.db` (tenancy.db) runs on the running request's tenant. */
    tenancy: Tenancy;
  }
  interface FastifyRequest {
    /** The request's tenant: by domain, else the Abp.TenantId header or cookie, else the default tenant. */
    tenant: TenantInfo;
  }
}

export interface TenancyOptions {
  tenancy: Tenancy;
  /** TENANCY_DOMAIN: requests to `<tenancy name>.<this>` are that tenant's; omitted = no tenant by domain. */
  domain?: string;
}

const COOKIE = new RegExp(`(?:^|;\\s*)${TENANT_COOKIE.replace('.', '\\.')}=(\\d{1,10})(?:;|$)`);

const noSuchTenant = () => new UserFacingError('errors.tenantNotFound', 404);

/** The tenancy name the request's host names under `domain` (`north.example.org` → north), if any. */
function tenancyNameOf(request: FastifyRequest, domain: string | undefined): string | undefined {
  if (!domain) return undefined;
  const host = request.hostname.toLowerCase();
  const suffix = `.${domain.toLowerCase()}`;
  if (!host.endsWith(suffix)) return undefined;
  const name = host.slice(0, -suffix.length);
  return /^[a-z][a-z0-9_-]{1,63}$/.test(name) ? name : undefined;
}

/** The tenant id the request names by header or cookie, if any. */
function namedTenantId(request: FastifyRequest): number | undefined {
  const header = request.headers[TENANT_COOKIE.toLowerCase()];
  const given = typeof header === 'string' ? header.trim() : COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (given === undefined || given === '') return undefined;
  const id = Number(given);
  if (!Number.isSafeInteger(id) || id < 0) throw noSuchTenant();
  return id;
}

async function resolveTenant(request: FastifyRequest, tenancy: Tenancy, domain?: string): Promise<TenantInfo> {
  const byDomain = tenancyNameOf(request, domain);
  if (byDomain !== undefined) {
    const tenant = await tenancy.tenantNamed(byDomain);
    if (!tenant) throw noSuchTenant();
    return tenant;
  }
  const id = namedTenantId(request);
  const tenant = id === undefined ? await tenancy.defaultTenant() : await tenancy.tenant(id);
  if (!tenant) throw noSuchTenant();
  return tenant;
}

/**
 * Every request runs as its tenant: resolved once when it arrives, entered again before validation (a body's parsing
 * may run its callbacks outside the context the request arrived in), so that hooks and handlers see the tenant.
 */
export default fp<TenancyOptions>(
  async (app, { tenancy, domain }) => {
    app.decorate('tenancy', tenancy);
    app.decorateRequest('tenant', null as unknown as TenantInfo);
    app.addHook('onRequest', (request, _reply, done) => {
      // Only the API is a tenant's: the health probes, the metrics and the browser app's files are the deployment's
      // (they run on the owner's connection, and answer while the tenants' tables are not there yet).
      if (!request.url.startsWith('/api/')) return done();
      resolveTenant(request, tenancy, domain)
        .then((tenant) => {
          request.tenant = tenant;
          return tenancy.enter(tenant, done);
        })
        .catch(done);
    });
    app.addHook('preValidation', (request, _reply, done) => {
      if (!request.tenant) return done();
      tenancy.enter(request.tenant, done).catch(done);
    });
  },
  { name: 'tenancy' },
);
