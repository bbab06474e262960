import * as oauth from 'oauth4webapi';
import type { WechatSettings } from '../config';

// WeChat's website sign-in is OAuth 2's authorization-code flow with its own spellings: `appid` for client_id, the
// secret and code as query parameters of a GET to the token endpoint, answers without token_type that carry openid
// (and unionid), errors as `{errcode, errmsg}` with status 200, and a userinfo endpoint that wants access_token and
// openid in the query. oauth4webapi drives the exchange; the two customFetch adapters below translate those
// spellings into the standard requests and answers it checks (docs/decisions.md, "WeChat sign-in").

/** Who the provider says the person is. */
export interface WechatIdentity {
  openId: string;
  unionId: string | null;
  nickname: string;
  headImage: string | null;
}

/** The provider refused the code (wrong, used or expired): the caller's fault, not a fault of ours. */
export class CodeRefused extends Error {}

const TIMEOUT_MS = 10_000;

/** The provider's sign-in page for this site, carrying `state`. */
export function authorizeUrl(settings: WechatSettings, state: string): string {
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    appid: settings.appId,
    redirect_uri: settings.redirectUri,
    response_type: 'code',
    scope: 'snsapi_login',
    state,
  }).toString();
  url.hash = 'wechat_redirect';
  return url.href;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** WeChat's `{errcode, errmsg}` as an OAuth error answer, else the body with `extra` added. */
async function standardAnswer(response: Response, extra: (body: Record<string, unknown>) => object): Promise<Response> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) return Response.json({ error: 'server_error' }, { status: 502 });
  if (body.errcode) {
    return Response.json({ error: 'invalid_grant', error_description: String(body.errmsg ?? '') }, { status: 400 });
  }
  return Response.json({ ...body, ...extra(body) });
}

/** The token request as WeChat takes it: the form's fields as query parameters of a GET. */
const tokenFetch: Fetch = async (url, init) => {
  const target = new URL(url);
  for (const [name, value] of new URLSearchParams(String(init.body))) target.searchParams.set(name, value);
  const response = await fetch(target, { method: 'GET', headers: { accept: 'application/json' }, signal: init.signal });
  return standardAnswer(response, () => ({ token_type: 'bearer' }));
};

/** The userinfo request with access_token and openid in the query; the answer's openid becomes its `sub`. */
const userInfoFetch =
  (accessToken: string, openId: string): Fetch =>
  async (url, init) => {
    const target = new URL(url);
    target.searchParams.set('access_token', accessToken);
    target.searchParams.set('openid', openId);
    const response = await fetch(target, {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: init.signal,
    });
    return standardAnswer(response, (body) => ({ sub: body.openid }));
  };

/** Exchanges the code for the person's identity; CodeRefused when the provider turns the code down. */
export async function identityFor(settings: WechatSettings, code: string, state: string): Promise<WechatIdentity> {
  const as: oauth.AuthorizationServer = {
    issuer: new URL(settings.tokenUrl).origin,
    token_endpoint: settings.tokenUrl,
    userinfo_endpoint: settings.userInfoUrl,
  };
  const client: oauth.Client = { client_id: settings.appId };
  // WeChat names the client `appid` and takes its secret beside it.
  const appCredentials: oauth.ClientAuth = (_as, _client, body) => {
    body.set('appid', settings.appId);
    body.set('secret', settings.appSecret);
  };
  const insecure = { [oauth.allowInsecureRequests]: settings.tokenUrl.startsWith('http:') };
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  try {
    // The state was checked (signature, expiry, first use) before the provider is asked.
    const callback = oauth.validateAuthResponse(as, client, new URLSearchParams({ code, state }), state);
    const tokenResponse = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      appCredentials,
      callback,
      settings.redirectUri,
      oauth.nopkce,
      { ...insecure, signal, [oauth.customFetch]: tokenFetch },
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, tokenResponse);
    const openId = String(tokens.openid ?? '');
    const infoResponse = await oauth.userInfoRequest(as, client, tokens.access_token, {
      ...insecure,
      signal,
      [oauth.customFetch]: userInfoFetch(tokens.access_token, openId),
    });
    // The person's details must be those of the openid the token was issued for.
    const info = await oauth.processUserInfoResponse(as, client, openId, infoResponse);
    return {
      openId,
      unionId: typeof (info.unionid ?? tokens.unionid) === 'string' ? String(info.unionid ?? tokens.unionid) : null,
      nickname: typeof info.nickname === 'string' ? info.nickname.slice(0, 128) : '',
      headImage: typeof info.headimgurl === 'string' && info.headimgurl ? info.headimgurl.slice(0, 512) : null,
    };
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant') throw new CodeRefused();
    throw error;
  }
}
