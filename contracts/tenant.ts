import { type Static, Type } from 'typebox';
import { Input, Line, Nullable, named, OneOf, pagedQuery, Str, Time } from './common';

// Wire shapes of Tenant and Account/IsTenantAvailable (ABP's TenantDto, CreateTenantDto and
// TenantAvailabilityState): the regional platforms one deployment runs. Tenant ids are integers, as in ABP; the host
// (the platform operator) is tenant 0 and is never listed.

export { HOST_TENANT_ID, TENANT_COOKIE } from './cookies';

/** The tenant existing data moved to, and the one a request lands in when nothing names another. */
export const DEFAULT_TENANT_ID = 1;

export const TenantId = (description?: string) => Type.Integer({ minimum: 0, maximum: 2_147_483_647, description });

/** A tenancy name: letters, digits, '-' and '_', starting with a letter (it becomes a sub-domain). */
export const TenancyName = Type.String({
  pattern: '^[A-Za-z][A-Za-z0-9_-]{1,63}$',
  maxLength: 64,
  description: 'letters, digits, - and _, starting with a letter (2–64)',
});

export const TenantAvailabilityBody = named(
  'IsTenantAvailableInput',
  Input({ tenancyName: Str(64, { minLength: 1 }) }),
);
export type TenantAvailabilityBody = Static<typeof TenantAvailabilityBody>;

/** ABP's TenantAvailabilityState: 1 available, 2 switched off, 3 no tenant of that name. */
export const TenantAvailability = named(
  'IsTenantAvailableOutput',
  Type.Object({ state: OneOf([1, 2, 3] as const), tenantId: Nullable(TenantId()) }),
);
export type TenantAvailability = Static<typeof TenantAvailability>;

export const TenantDto = named(
  'TenantDto',
  Type.Object({
    id: TenantId(),
    tenancyName: Type.String(),
    name: Type.String(),
    isActive: Type.Boolean(),
    /** Whether the tenant lives in a database of its own; the connection string itself is never answered. */
    hasOwnDatabase: Type.Boolean(),
    creationTime: Time,
  }),
);
export type TenantDto = Static<typeof TenantDto>;

export const TenantListQuery = Input({
  keyword: Type.Optional(Str(64, { description: 'part of the tenancy name or the name' })),
  isActive: Type.Optional(Type.Boolean()),
  ...pagedQuery,
});
export type TenantListQuery = Static<typeof TenantListQuery>;

export const TenantIdQuery = Input({ id: TenantId() });
export type TenantIdQuery = Static<typeof TenantIdQuery>;

const fields = {
  tenancyName: TenancyName,
  name: Line(128, { minLength: 1 }),
  isActive: Type.Optional(Type.Boolean()),
};

export const CreateTenantBody = named(
  'CreateTenantDto',
  Input({
    ...fields,
    adminEmailAddress: Type.String({ format: 'email', maxLength: 256 }),
    connectionString: Type.Optional(
      Nullable(Str(1024, { description: 'a PostgreSQL URL: the tenant gets a database of its own (empty: shared)' })),
    ),
  }),
);
export type CreateTenantBody = Static<typeof CreateTenantBody>;

export const UpdateTenantBody = named('UpdateTenantDto', Input({ id: TenantId(), ...fields }));
export type UpdateTenantBody = Static<typeof UpdateTenantBody>;

/** Create's answer: the tenant, and its first administrator's user name and one-time password (shown to the host once). */
export const CreatedTenant = named(
  'CreatedTenant',
  Type.Object({ tenant: TenantDto, adminUserName: Type.String(), adminPassword: Type.String() }),
);
export type CreatedTenant = Static<typeof CreatedTenant>;
