import { type Static, Type } from 'typebox';
import { Id, Nullable, named } from './common';

// Wire shape of Session/GetCurrentLoginInformations: ABP's session probe (single-tenant, so tenant is null).

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
    tenant: Type.Null({ description: 'single-tenant: always null' }),
  }),
);
export type LoginInformations = Static<typeof LoginInformations>;
