import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ExternalAuthenticateResult, ExternalProvider } from '../../../contracts/third-auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { type AttemptLimit, giveBack, takeAttempt } from '../../lib/attempt-limit';
import { ThirdType } from '../../lib/enums';
import { invalidInput, UserFacingError } from '../../lib/errors';
import { authorizeUrl, CodeRefused, identityFor, type WechatIdentity } from '../../oauth/wechat';
import { bindingOfIdentity } from '../third-auth/service';
import { refuseSpent, SIGNED_SECONDS, spend } from '../third-auth/signed';
import { issueToken, type Sign } from './service';

// WeChat sign-in (TokenAuth/GetExternalAuthenticationProviders, WeixinRedirect, ExternalAuthenticate): the provider
// list hands out the sign-in page with a signed state; the landing page brings back code and state; a bound identity
// gets the normal access token, an unbound one a pending ticket for ThirdAuth/BindThirdLogin.

type ThirdAuth = FastifyInstance['thirdAuth'];

/** GetExternalAuthenticationProviders: WeChat with a fresh state when configured, else nothing. */
export function externalProviders({ wechat, signer }: ThirdAuth): ExternalProvider[] {
  if (!wechat) return [];
  const state = signer.sign('state', {});
  return [
    { name: 'WeChat', clientId: wechat.appId, thirdType: ThirdType.WeChat, authorizeUrl: authorizeUrl(wechat, state) },
  ];
}

/** Codes WeChat refused, per client address in 15 minutes: each costs a call to WeChat, so guessing is limited. */
export const WECHAT_CODES_PER_ADDRESS: AttemptLimit = {
  scope: 'wechat-address',
  max: 20,
  windowMs: 15 * 60 * 1000,
  messageKey: 'errors.auth.tooManyAttempts',
};

/** The code and state, the input members that carry them (WeixinRedirect's and ExternalAuthenticate's names). */
export interface ExternalInput {
  code: string;
  state: string;
  members: { code: string; state: string };
  clientIp: string;
}

/**
 * The person the provider vouches for: the state checked first, then the code exchanged. Nothing is written but the
 * address's count of refused codes.
 */
async function identityOf(db: Database, { wechat, signer }: ThirdAuth, input: ExternalInput) {
  if (!wechat) throw new UserFacingError('errors.thirdAuth.notConfigured', 404);
  const opened = signer.open('state', input.state, input.members.state);
  await refuseSpent(db, 'state', opened, input.members.state);
  await takeAttempt(db, WECHAT_CODES_PER_ADDRESS, input.clientIp);
  try {
    const identity = await identityFor(wechat, input.code, input.state);
    await giveBack(db, WECHAT_CODES_PER_ADDRESS, input.clientIp);
    return { opened, identity };
  } catch (error) {
    if (error instanceof CodeRefused) throw invalidInput(input.members.code, 'errors.thirdAuth.codeRefused');
    await giveBack(db, WECHAT_CODES_PER_ADDRESS, input.clientIp);
    throw new UserFacingError('errors.thirdAuth.providerUnavailable', 502);
  }
}

/** WeixinRedirect / ExternalAuthenticate: a token for a bound identity, else a pending ticket. */
export async function signInExternally(
  db: Database,
  thirdAuth: ThirdAuth,
  sign: Sign,
  input: ExternalInput,
): Promise<ExternalAuthenticateResult> {
  const { opened, identity } = await identityOf(db, thirdAuth, input);
  await spend(db, 'state', opened, input.members.state);
  const binding = await bindingOfIdentity(db, identity.openId);
  const unionFriendlyName = identity.nickname;
  if (!binding) {
    const pendingTicket = thirdAuth.signer.sign('ticket', identity satisfies WechatIdentity);
    return {
      accessToken: null,
      encryptedAccessToken: null,
      expireInSeconds: SIGNED_SECONDS,
      userId: null,
      pendingTicket,
      unionFriendlyName,
    };
  }
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, binding.userId), eq(users.isDeleted, false)));
  if (!user) throw new UserFacingError('errors.auth.userInactive', 403);
  return { ...(await issueToken(db, user, false, sign)), pendingTicket: null, unionFriendlyName };
}
