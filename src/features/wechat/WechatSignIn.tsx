// The sign-in page's WeChat part: a button when the server lists WeChat (nothing otherwise), and, while a WeChat
// identity waits to be bound, a note that signing in binds it. Plain elements and a CSS module, as the page is drawn
// before Chakra loads; the provider list is one small quiet call.
import { useEffect, useMemo, useState } from 'react';
import { SiWechat } from 'react-icons/si';
import { publicThirdAuthApi } from '../../api/thirdAuth';
import { useSettings } from '../../app/settings';
import { useT } from '../../utils/useT';
import { useGoToWechat } from './goToWechat';
import { dropPending, type PendingIdentity, readPending } from './pending';
import styles from './wechat.module.css';

export interface WechatSignInViewProps {
  /** Whether the server offers WeChat sign-in. */
  offered: boolean;
  pending: PendingIdentity | null;
  starting: boolean;
  /** Already localized, or null. */
  error: string | null;
  onStart(): void;
  onDiscard(): void;
}

export function WechatSignInView({ offered, pending, starting, error, onStart, onDiscard }: WechatSignInViewProps) {
  const t = useT();
  if (!offered && !pending) return null;
  return (
    <>
      {pending && (
        <p className={styles.pending} data-testid="wechat-pending">
          {t('login.wechat.pending', { nickname: pending.nickname })}
          <button type="button" className={styles.discard} onClick={onDiscard} data-testid="wechat-pending-discard">
            {t('login.wechat.discard')}
          </button>
        </p>
      )}
      {offered && (
        <>
          <div className={styles.divider}>{t('login.wechat.or')}</div>
          <button
            type="button"
            className={styles.button}
            onClick={onStart}
            disabled={starting}
            data-testid="wechat-sign-in"
          >
            <SiWechat className={styles.icon} aria-hidden="true" />
            {t('login.wechat.button')}
          </button>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </>
  );
}

/** Asks the server whether WeChat is offered; a click asks again, for a fresh state, and goes to WeChat. */
function useWechatSignIn(): WechatSignInViewProps {
  const { language } = useSettings();
  const api = useMemo(() => publicThirdAuthApi(() => language), [language]);
  const [offered, setOffered] = useState(false);
  const [pending, setPending] = useState(readPending);
  const [error, setError] = useState<string | null>(null);
  const wechat = useGoToWechat(api, setError);

  useEffect(() => {
    const controller = new AbortController();
    api
      .providers()
      .then((list) => !controller.signal.aborted && setOffered(list.length > 0))
      .catch(() => undefined);
    return () => controller.abort();
  }, [api]);

  const onStart = () => {
    setError(null);
    wechat.start();
  };
  const onDiscard = () => {
    dropPending();
    setPending(null);
  };
  return { offered, pending, starting: wechat.starting, error, onStart, onDiscard };
}

export function WechatSignIn() {
  return <WechatSignInView {...useWechatSignIn()} />;
}
