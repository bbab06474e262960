import { type Static, Type } from 'typebox';
import { Id, Input, Nullable, named, OneOf, Str, Time } from './common';
import { AuthenticateResult } from './token-auth';

// Wire shapes of WeChat sign-in (/api/TokenAuth: GetExternalAuthenticationProviders, ExternalAuthenticate,
// WeixinRedirect) and of /api/services/app/ThirdAuth (bindings). authProvider, providerKey, providerAccessCode,
// thirdType, unionFriendlyName and GetUserByWeChart are the product's wire names.

/** ThirdType (docs/architecture.md "Enumerations"): 1 WeChat, the only provider. */
export const THIRD_TYPES = [1] as const;
export const ThirdTypeField = OneOf(THIRD_TYPES, { description: 'ThirdType: 1 WeChat' });

/** A provider the sign-in page offers; the list is empty when none is configured. */
export const ExternalProvider = named(
  'ExternalProvider',
  Type.Object({
    name: Type.String({ description: "the provider's name (WeChat)" }),
    clientId: Type.String({ description: 'the app id the provider knows this site by' }),
    thirdType: ThirdTypeField,
    authorizeUrl: Type.String({ description: "the provider's sign-in page, with a fresh signed state (10 minutes)" }),
  }),
);
export type ExternalProvider = Static<typeof ExternalProvider>;
export const ExternalProviderList = Type.Array(ExternalProvider);

/** The provider's answer brought back to the landing page: the code and the state handed out above. */
export const WeixinRedirectBody = named(
  'WeixinRedirectBody',
  Input({ code: Str(256, { minLength: 1 }), state: Str(512, { minLength: 1 }) }),
);
export type WeixinRedirectBody = Static<typeof WeixinRedirectBody>;

/** ABP's ExternalAuthenticate: providerAccessCode is the code, providerKey the state handed out with the provider. */
export const ExternalAuthenticateBody = named(
  'ExternalAuthenticateBody',
  Input({
    authProvider: OneOf(['WeChat'] as const),
    providerKey: Str(512, { minLength: 1, description: 'the signed state' }),
    providerAccessCode: Str(256, { minLength: 1, description: "the provider's authorization code" }),
  }),
);
export type ExternalAuthenticateBody = Static<typeof ExternalAuthenticateBody>;

const signedIn = AuthenticateResult.properties;

/**
 * A bound identity signs in: accessToken and the rest as Authenticate answers. An unbound one: no token, and a
 * pendingTicket (signed, single use, 10 minutes) that BindThirdLogin takes once the person has signed in.
 */
export const ExternalAuthenticateResult = named(
  'ExternalAuthenticateResult',
  Type.Object({
    accessToken: Nullable(signedIn.accessToken),
    encryptedAccessToken: Nullable(signedIn.encryptedAccessToken),
    expireInSeconds: signedIn.expireInSeconds,
    userId: Nullable(signedIn.userId),
    pendingTicket: Nullable(Type.String()),
    unionFriendlyName: Type.String({ description: 'the name the provider gave' }),
  }),
);
export type ExternalAuthenticateResult = Static<typeof ExternalAuthenticateResult>;

/** One of the signed-in user's bindings. */
export const ThirdBinding = named(
  'ThirdBinding',
  Type.Object({
    id: Id(),
    userId: Id(),
    thirdType: ThirdTypeField,
    unionFriendlyName: Type.String(),
    headImage: Nullable(Type.String()),
    bindTime: Time,
  }),
);
export type ThirdBinding = Static<typeof ThirdBinding>;
export const ThirdBindingList = Type.Array(ThirdBinding);

export const BindThirdLoginBody = named('BindThirdLoginBody', Input({ ticket: Str(2048, { minLength: 1 }) }));
export type BindThirdLoginBody = Static<typeof BindThirdLoginBody>;

export const UnBindThirdBody = named('UnBindThirdBody', Input({ id: Id('the binding') }));
export type UnBindThirdBody = Static<typeof UnBindThirdBody>;

export const OpenIdQuery = Input({ openid: Str(128, { minLength: 1 }) });
export const UserIdQuery = Input({ thirdType: ThirdTypeField, openid: Str(128, { minLength: 1 }) });

/** The user a WeChat identity is bound to. */
export const ThirdUser = named(
  'ThirdUser',
  Type.Object({
    userId: Id(),
    userName: Type.String(),
    name: Type.String(),
    thirdType: ThirdTypeField,
    bindTime: Time,
  }),
);
export type ThirdUser = Static<typeof ThirdUser>;
