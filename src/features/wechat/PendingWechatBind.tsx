// Binds a WeChat identity kept by the landing page (./pending.ts) as soon as someone is signed in: after signing in
// with an existing account, after registering and signing in, or at once when the bind started in the user centre.
// A refusal (the account has WeChat already, the ticket expired) shows as the shell's error toast.
import { useEffect, useSyncExternalStore } from 'react';
import { useThirdAuthApi } from '../../api/thirdAuth';
import { useSession } from '../../session/SessionProvider';
import { selectPhase } from '../../session/selectors';
import { toaster } from '../../ui/toaster';
import { useT } from '../../utils/useT';
import { dropPending, pendingSnapshot, readPending, subscribePending } from './pending';

export function PendingWechatBind() {
  const t = useT();
  const api = useThirdAuthApi();
  const signedIn = useSession(selectPhase) === 'signedIn';
  // Read again whenever the landing page keeps an identity, which may come after the session is known.
  const kept = useSyncExternalStore(subscribePending, pendingSnapshot);

  useEffect(() => {
    const pending = signedIn && kept ? readPending() : null;
    if (!pending) return;
    // Dropped before the call, so that it is tried once (a refusal is shown, not repeated on every render).
    dropPending();
    api
      .bind(pending.ticket)
      .then(() => toaster.create({ type: 'success', title: t('login.wechat.bound', { nickname: pending.nickname }) }))
      .catch(() => undefined);
  }, [signedIn, kept, api, t]);

  return null;
}
