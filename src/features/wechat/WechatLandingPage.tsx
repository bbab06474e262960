// /auth-redirect, where WeChat sends the browser back with code and state (WeixinRedirect). A bound WeChat account
// signs in at once; an unbound one is kept (./pending.ts) and the person chooses: bind it to an existing account
// (sign in, and the shell binds it) or register. Signed in already (a bind from the user centre), it is bound now.

import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useThirdAuthApi } from '../../api/thirdAuth';
import { setCookie, TOKEN_COOKIE } from '../../app/storage';
import { PublicCard } from '../../components/PublicCard';
import { HOME_PATH, LOGIN_PATH } from '../../router/paths';
import { readToken } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { Stack, Text } from '../../ui/chakra';
import { Spinner } from '../../ui/Spinner';
import { useT } from '../../utils/useT';
import { dropPending, keepPending, takeStartedState } from './pending';

export type LandingView =
  | { kind: 'working' }
  | { kind: 'choose'; nickname: string }
  | { kind: 'failed'; message: string; signedIn: boolean };

export interface WechatLandingViewProps {
  view: LandingView;
  onBindExisting(): void;
  onRegister(): void;
  onCancel(): void;
  onBack(signedIn: boolean): void;
}

export function WechatLandingView({ view, onBindExisting, onRegister, onCancel, onBack }: WechatLandingViewProps) {
  const t = useT();
  if (view.kind === 'working') {
    return (
      <PublicCard testId="wechat-landing" title={t('wechat.landing.title')} align="center">
        <Spinner size="lg" />
        <Text color="fg.muted">{t('wechat.landing.working')}</Text>
      </PublicCard>
    );
  }
  if (view.kind === 'failed') {
    return (
      <PublicCard testId="wechat-landing" title={t('wechat.landing.failedTitle')} textAlign="center" align="center">
        <Text data-testid="wechat-landing-error">{view.message}</Text>
        <Button size="md" onClick={() => onBack(view.signedIn)} data-testid="wechat-landing-back">
          {t(view.signedIn ? 'wechat.landing.backHome' : 'account.backToLogin')}
        </Button>
      </PublicCard>
    );
  }
  return (
    <PublicCard
      testId="wechat-landing"
      title={t('wechat.choice.title')}
      intro={t('wechat.choice.intro', { nickname: view.nickname })}
    >
      <Stack gap="3">
        <Button size="md" onClick={onBindExisting} data-testid="wechat-bind-existing">
          {t('wechat.choice.bindExisting')}
        </Button>
        <Button size="md" variant="outline" onClick={onRegister} data-testid="wechat-register">
          {t('wechat.choice.register')}
        </Button>
        <Text color="fg.muted" fontSize="sm">
          {t('wechat.choice.hint')}
        </Text>
        <Button variant="ghost" size="sm" onClick={onCancel} data-testid="wechat-choice-cancel">
          {t('wechat.choice.cancel')}
        </Button>
      </Stack>
    </PublicCard>
  );
}

/** Lands the code WeChat sent back (once), and what each of the view's buttons does. */
function useWechatLanding(): WechatLandingViewProps {
  const t = useT();
  const api = useThirdAuthApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [view, setView] = useState<LandingView>({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    // A code works once: the call goes out once, even when React runs effects twice.
    if (sent.current) return;
    sent.current = true;
    const signedIn = readToken() !== null;
    const code = params.get('code');
    const state = params.get('state');
    const started = takeStartedState();
    if (!code || !state) {
      setView({ kind: 'failed', message: t('wechat.landing.incomplete'), signedIn });
      return;
    }
    if (state !== started) {
      setView({ kind: 'failed', message: t('wechat.landing.notStarted'), signedIn });
      return;
    }
    api
      .land(code, state)
      .then((result) => {
        if (result.pendingTicket) {
          keepPending(result.pendingTicket, result.unionFriendlyName);
          // Signed in: the shell binds it to this account at once (PendingWechatBind).
          if (signedIn) navigate(HOME_PATH, { replace: true });
          else setView({ kind: 'choose', nickname: result.unionFriendlyName });
        } else if (signedIn) {
          setView({ kind: 'failed', message: t('wechat.landing.alreadyBound'), signedIn });
        } else if (result.accessToken) {
          setCookie(TOKEN_COOKIE, result.accessToken);
          // A fresh start reads the new token, as after any sign-in with a stored token.
          globalThis.location.assign('/');
        }
      })
      .catch((error: Error) => setView({ kind: 'failed', message: error.message, signedIn }));
  }, [api, navigate, params, t]);

  return {
    view,
    onBindExisting: () => navigate(LOGIN_PATH),
    onRegister: () => navigate('/register'),
    onCancel: () => {
      dropPending();
      navigate(LOGIN_PATH);
    },
    onBack: (signedIn) => navigate(signedIn ? HOME_PATH : LOGIN_PATH),
  };
}

export function WechatLandingPage() {
  return <WechatLandingView {...useWechatLanding()} />;
}
