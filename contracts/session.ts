import { type Static, Type } from 'typebox';
import { Id, Nullable, named } from './common';
import { TenantId } from './tenant';

// Wire shape of Session/GetCurrentLoginInformations: ABP's session probe; tenant is null for the host (the operator).

export const LoginInformations = named(
  'CurrentLoginInformations',
  Type.Object({
    application: Type.Object({
      version: Type.String(),
      releaseDate: Type.String({ format: 'date-time' }),
      features: Type.Record(Type.String(), Type.Boolean()),
    }),
    user: Nullable(
      Type.Object({
        id: Id(),
        name: Type.String(),
        surname: Type.String(),
        userName: Type.String(),
        emailAddress: Nullable(Type.String()),
      }),
    ),
    tenant: Nullable(
      Type.Object(
        { id: TenantId(), tenancyName: Type.String(), name: Type.String(), isActive: Type.Boolean() },
        {
          description: "the request's tenant (domain, the Abp.TenantId cookie or header, else the default); null: host",
        },
      ),
    ),
  }),
);
export type LoginInformations = Static<typeof LoginInformations>;
