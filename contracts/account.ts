import { type Static, Type } from 'typebox';
import { Id, Input, Line, Nullable, named, OneOf, pagedQuery, Str, Time } from './common';
import { PASSWORD_MAX_LENGTH } from './user';
import { CodeDigits, Mobile } from './validate-code';

// Wire shapes of /api/services/app/Account (self-registration and its approval) and of the password calls that end
// other sessions. canLogin and waitingForActivation are ABP's names; a unit's name is checked by IsUnitNameAvailable
// (ABP's IsTenantAvailable is the regional platform's, contracts/tenant.ts).

const UserName = Type.String({ pattern: '^\\s*[A-Za-z0-9_.@-]{2,64}\\s*$', maxLength: 70 });
const Password = Str(PASSWORD_MAX_LENGTH, { minLength: 1 });

export const UnitNameAvailabilityBody = named(
  'IsUnitNameAvailableInput',
  Input({ unitName: Line(128, { minLength: 1, description: "a consigning unit's name" }) }),
);
export type UnitNameAvailabilityBody = Static<typeof UnitNameAvailabilityBody>;

/** Whether a consigning unit's name is taken: 1 a live unit of that name, 2 one waiting or switched off, 3 none (free). */
export const UnitNameAvailability = named(
  'IsUnitNameAvailableOutput',
  Type.Object({
    state: OneOf([1, 2, 3] as const),
    unitId: Nullable(Id('always null: whose the name is, is not told (kept for old clients)')),
  }),
);
export type UnitNameAvailability = Static<typeof UnitNameAvailability>;

export const RegisterBody = named(
  'RegisterInput',
  Input({
    unitName: Line(128, { minLength: 1, description: "the consigning unit's name" }),
    userName: UserName,
    name: Line(64, { minLength: 1, description: "the person's name" }),
    mobile: Mobile,
    password: Password,
    validateCode: CodeDigits,
  }),
);
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterResult = named(
  'RegisterOutput',
  Type.Object({
    canLogin: Type.Boolean(),
    waitingForActivation: Type.Boolean({ description: "the platform's approval comes first (IsRegisterNeedAudit)" }),
  }),
);
export type RegisterResult = Static<typeof RegisterResult>;

export const REGISTRATION_STATUSES = [0, 1, 2] as const;
/** 0 waiting for approval, 1 approved, 2 refused. */
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const RegistrationListQuery = Input({
  status: Type.Optional(
    OneOf(REGISTRATION_STATUSES, { description: '0 waiting (the default), 1 approved, 2 refused' }),
  ),
  ...pagedQuery,
});
export type RegistrationListQuery = Static<typeof RegistrationListQuery>;

export const RegistrationRow = named(
  'RegistrationRow',
  Type.Object({
    id: Id(),
    unitName: Type.String(),
    userName: Type.String(),
    name: Type.String(),
    mobile: Type.String(),
    status: Type.Integer({ description: '0 waiting, 1 approved, 2 refused' }),
    refuseReason: Nullable(Type.String()),
    creationTime: Time,
    decidedAt: Nullable(Time),
  }),
);
export type RegistrationRow = Static<typeof RegistrationRow>;

export const ApproveRegistrationBody = named('ApproveRegistrationInput', Input({ id: Id() }));
export type ApproveRegistrationBody = Static<typeof ApproveRegistrationBody>;

export const RefuseRegistrationBody = named(
  'RefuseRegistrationInput',
  Input({ id: Id(), reason: Str(500, { minLength: 1 }) }),
);
export type RefuseRegistrationBody = Static<typeof RefuseRegistrationBody>;

export const ResetByCodeBody = named(
  'ResetPasswordByValidateCodeInput',
  Input({
    userName: Str(70, { minLength: 1, description: 'the user name or the mobile number of the account' }),
    newPassword: Password,
    validateCode: CodeDigits,
  }),
);
export type ResetByCodeBody = Static<typeof ResetByCodeBody>;

/** ChangePassword's answer: a new token for the session that changed it (every other session of the user ends). */
export const FreshToken = named(
  'FreshToken',
  Type.Object({ accessToken: Type.String(), expireInSeconds: Type.Integer() }),
);
export type FreshToken = Static<typeof FreshToken>;
