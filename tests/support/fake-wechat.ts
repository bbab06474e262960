import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// A stand-in for WeChat's website sign-in, for the API and browser tests: the same paths, parameters and answers
// as open.weixin.qq.com and api.weixin.qq.com (errors as {errcode, errmsg} with status 200). Its sign-in page is a
// form where the tester types the openid (and nickname) WeChat would vouch for; each code works once.
// Run it alone with `npx tsx tests/support/fake-wechat.ts` (FAKE_WECHAT_PORT, default 3390).

export const FAKE_APP_ID = 'wx-fake-app-id';
export const FAKE_APP_SECRET = 'fake-app-secret';

/** WECHAT_* settings that point a server at the fake WeChat at `origin`, landing on `redirectUri`. */
export const fakeWechatEnv = (origin: string, redirectUri: string): Record<string, string> => ({
  WECHAT_APP_ID: FAKE_APP_ID,
  WECHAT_APP_SECRET: FAKE_APP_SECRET,
  WECHAT_REDIRECT_URI: redirectUri,
  WECHAT_AUTHORIZE_URL: `${origin}/connect/qrconnect`,
  WECHAT_TOKEN_URL: `${origin}/sns/oauth2/access_token`,
  WECHAT_USERINFO_URL: `${origin}/sns/userinfo`,
});

export interface FakeIdentity {
  openid: string;
  nickname: string;
}

export interface FakeWechat {
  /** WECHAT_* settings that point the server at this provider, for `redirectUri`. */
  env(redirectUri: string): Record<string, string>;
  /** What the sign-in page's form sends: the redirect back to the site, with a fresh code and the state. */
  approve(authorizeUrl: string, identity: FakeIdentity): Promise<{ code: string; state: string }>;
  close(): Promise<void>;
}

const unionOf = (openid: string) => `union-${openid}`;
const headImageOf = (openid: string) => `https://thirdwx.qlogo.cn/fake/${encodeURIComponent(openid)}/132`;

const html = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(url: URL): string {
  const hidden = ['appid', 'redirect_uri', 'state']
    .map((name) => `<input type="hidden" name="${name}" value="${html(url.searchParams.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>Fake WeChat</title>
<form method="get" action="/connect/approve" style="font:16px sans-serif;max-width:320px;margin:40px auto;display:grid;gap:8px">
<h1>Fake WeChat</h1>${hidden}
<label>openid <input name="openid" data-testid="fake-wechat-openid" required></label>
<label>nickname <input name="nickname" data-testid="fake-wechat-nickname"></label>
<button type="submit" data-testid="fake-wechat-approve">Allow</button></form>`;
}

export async function startFakeWechat(port = 0): Promise<FakeWechat> {
  const codes = new Map<string, FakeIdentity>();
  const tokens = new Map<string, FakeIdentity>();

  const json = (res: ServerResponse, body: object) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  function approve(url: URL): string | null {
    const openid = url.searchParams.get('openid') ?? '';
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    if (url.searchParams.get('appid') !== FAKE_APP_ID || !openid || !/^https?:\/\//.test(redirect)) return null;
    const code = randomBytes(12).toString('hex');
    codes.set(code, { openid, nickname: url.searchParams.get('nickname') || `WeChat ${openid}` });
    const back = new URL(redirect);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    return back.href;
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = (name: string) => url.searchParams.get(name) ?? '';
    if (url.pathname === '/connect/qrconnect') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInPage(url));
    } else if (url.pathname === '/connect/approve') {
      const back = approve(url);
      if (back) res.writeHead(302, { location: back }).end();
      else res.writeHead(400).end('bad request');
    } else if (url.pathname === '/sns/oauth2/access_token') {
      const identity = codes.get(q('code'));
      if (q('appid') !== FAKE_APP_ID || q('secret') !== FAKE_APP_SECRET) {
        return json(res, { errcode: 40125, errmsg: 'invalid appsecret' });
      }
      if (!identity || q('grant_type') !== 'authorization_code')
        return json(res, { errcode: 40029, errmsg: 'invalid code' });
      codes.delete(q('code'));
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, identity);
      json(res, {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: randomBytes(16).toString('hex'),
        openid: identity.openid,
        scope: 'snsapi_login',
        unionid: unionOf(identity.openid),
      });
    } else if (url.pathname === '/sns/userinfo') {
      const identity = tokens.get(q('access_token'));
      if (!identity || identity.openid !== q('openid'))
        return json(res, { errcode: 40001, errmsg: 'invalid credential' });
      json(res, {
        openid: identity.openid,
        nickname: identity.nickname,
        sex: 1,
        headimgurl: headImageOf(identity.openid),
        unionid: unionOf(identity.openid),
      });
    } else {
      res.writeHead(404).end();
    }
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: (redirectUri) => fakeWechatEnv(origin, redirectUri),
    async approve(authorizeUrl, identity) {
      const given = new URL(authorizeUrl);
      const form = new URL(`${origin}/connect/approve`);
      for (const name of ['appid', 'redirect_uri', 'state'])
        form.searchParams.set(name, given.searchParams.get(name) ?? '');
      form.searchParams.set('openid', identity.openid);
      form.searchParams.set('nickname', identity.nickname);
      const back = new URL(approve(form) ?? 'http://refused.invalid');
      return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await startFakeWechat(Number(process.env.FAKE_WECHAT_PORT ?? 3390));
  console.log('fake WeChat listening');
}
