// Self-registration, its approval by the administrator, password recovery by SMS code, and keeping this session after
// one's own password change (contracts/account.ts). Field names are the server's wire names. Screens get the
// functions through useAccountApi().
import { useMemo } from 'react';
import type { FreshToken, RegisterBody, RegistrationListQuery, ResetByCodeBody } from '../../contracts/account';
import { getCookie, setCookie, TOKEN_COOKIE } from '../app/storage';
import type { ApiClient, CallOptions } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

export type { RegisterBody, RegistrationRow, RegistrationStatus } from '../../contracts/account';

const DAY_SECONDS = 24 * 3600;

/** Which SMS code a screen asks for (SendCodeType). */
export const CodePurpose = { Register: 1, ForgotPassword: 2 } as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];

export function createAccountApi(client: ApiClient) {
  const account = endpoints(client, 'Account');
  return {
    /** Whether a consigning unit of that name exists (1 live, 2 waiting or switched off, 3 none: the name is free). */
    unitNameAvailability: (unitName: string, o?: CallOptions) =>
      account.IsUnitNameAvailable({ ...o, body: { unitName }, reads: true }),
    /** The forms show these errors themselves (they name the field). */
    register: (body: RegisterBody) => account.Register({ body, quiet: true }),
    resetPasswordByCode: (input: ResetByCodeBody) =>
      endpoints(client, 'User').ResetPasswordByValidateCode({ body: input, quiet: true }),
    sendCode: (sendCodeType: CodePurpose, mobile: string, userName?: string) =>
      endpoints(client, 'ValidateCodeService').SendValidateCodeToMobile({
        body: { sendCodeType, mobile, userName },
        quiet: true,
        reads: true,
      }),
    registrations: (query: RegistrationListQuery, o?: CallOptions) => account.GetRegistrations({ ...o, query }),
    approve: (id: string) => account.ApproveRegistration({ body: { id } }),
    refuse: (id: string, reason: string) => account.RefuseRegistration({ body: { id, reason }, quiet: true }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

export function useAccountApi(): AccountApi {
  const client = useShellClient();
  return useMemo(() => createAccountApi(client), [client]);
}

/**
 * After one's own password change the server ends every other session and answers this one a new token: it replaces
 * the stored one, kept as long (a token for more than a day was a "remember me" sign-in, kept in a dated cookie).
 */
export function keepSession({ accessToken, expireInSeconds }: FreshToken): void {
  if (!getCookie(TOKEN_COOKIE)) return;
  setCookie(TOKEN_COOKIE, accessToken, expireInSeconds > DAY_SECONDS ? expireInSeconds / DAY_SECONDS : undefined);
}
