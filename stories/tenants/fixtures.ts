// A fake Tenant service for the tenant screen's stories and tests: fixture tenants filtered and paged like the server
// does (keyword in the tenancy name or the name, state), Create answering the first administrator's one-time
// password, and Delete refused for a tenant that still holds units or users, with the server's message.
import type { CreatedTenant, CreateTenantBody, TenantDto, UpdateTenantBody } from '../../contracts/tenant';
import type { ApiClient, RequestOptions } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';

export type FakeTenants = 'rows' | 'many' | 'empty' | 'loading' | 'error';

const tenant = (id: number, tenancyName: string, name: string, more: Partial<TenantDto> = {}): TenantDto => ({
  id,
  tenancyName,
  name,
  isActive: true,
  hasOwnDatabase: false,
  creationTime: `2026-11-${String(10 + (id % 18)).padStart(2, '0')}T08:00:00.000Z`,
  ...more,
});

export const TENANTS: readonly TenantDto[] = [
  tenant(1, 'Default', '公路水运工程试验检测公共服务平台'),
  tenant(2, 'yunnan', '云南省交通运输检测平台', { hasOwnDatabase: true }),
  tenant(3, 'guizhou', '贵州省公路检测平台', { isActive: false }),
];

/** Tenants that still hold units or users beyond their administrator: Delete refuses them. */
const HOLDING = new Set([1, 2]);
export const REFUSAL = 'The tenant still holds units or users; remove them first.';
export const ONE_TIME_PASSWORD = 'Qx7-pLm2-Vr9k';

const many = (): TenantDto[] =>
  Array.from({ length: 23 }, (_, i) =>
    tenant(i + 10, `region${i + 10}`, `区域平台 ${i + 10}`, { isActive: i % 4 !== 0 }),
  );

export interface Call {
  method: string;
  path: string;
  query?: RequestOptions['query'];
  body?: unknown;
}

export function fakeTenantClient(data: FakeTenants) {
  const rows: TenantDto[] = data === 'rows' ? [...TENANTS] : data === 'many' ? many() : [];
  const calls: Call[] = [];
  const answer = async (method: string, path: string, options: RequestOptions = {}): Promise<unknown> => {
    calls.push({ method, path, query: options.query, body: options.body });
    const name = path.replace('services/app/Tenant/', '');
    const query = options.query ?? {};
    if (name === 'GetAll') {
      if (data === 'loading') return new Promise(() => {});
      if (data === 'error') throw new ApiError({ message: 'The server is not answering.', status: 500, url: path });
      const keyword = String(query.keyword ?? '').toLowerCase();
      const matching = rows.filter(
        (r) =>
          (keyword === '' || `${r.tenancyName} ${r.name}`.toLowerCase().includes(keyword)) &&
          (query.isActive === undefined || r.isActive === query.isActive),
      );
      const skip = Number(query.skipCount ?? 0);
      return { totalCount: matching.length, items: matching.slice(skip, skip + Number(query.maxResultCount ?? 10)) };
    }
    if (name === 'Create') {
      const body = options.body as CreateTenantBody;
      const created = tenant(100 + rows.length, body.tenancyName, body.name, {
        hasOwnDatabase: Boolean(body.connectionString),
      });
      rows.push(created);
      return { tenant: created, adminUserName: 'admin', adminPassword: ONE_TIME_PASSWORD } satisfies CreatedTenant;
    }
    if (name === 'Update') {
      const body = options.body as UpdateTenantBody;
      const index = rows.findIndex((r) => r.id === body.id);
      rows[index] = { ...(rows[index] as TenantDto), ...body };
      return rows[index];
    }
    if (name === 'Delete') {
      const id = Number(query.id);
      if (HOLDING.has(id)) throw new ApiError({ message: REFUSAL, status: 400, url: path });
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
      return null;
    }
    return null;
  };
  const client: ApiClient = {
    get: (path, options) => answer('GET', path, options) as never,
    post: (path, options) => answer('POST', path, options) as never,
    put: (path, options) => answer('PUT', path, options) as never,
    delete: (path, options) => answer('DELETE', path, options) as never,
  };
  return { client, calls };
}
