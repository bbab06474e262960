// Wire shapes of the foundation calls (docs/api.md), from the shared contracts (contracts/).

export type { Statistic } from '../../contracts/dashboard';
export type { EnumValue } from '../../contracts/enum-value';
export type { LoginInformations } from '../../contracts/session';
export type { Branding } from '../../contracts/system-param';
export type { TenantAvailability } from '../../contracts/tenant';
export type { AuthenticateResult, UserInfo } from '../../contracts/token-auth';
