import { useState } from 'react';
import type { ThirdAuthApi } from '../../api/thirdAuth';
import { useT } from '../../utils/useT';
import { rememberStartedState } from './pending';

/**
 * Sends the browser to WeChat's sign-in page: the provider list is asked again for a fresh state (each lasts 10
 * minutes). Fails with `unavailable` (already localized) when WeChat is no longer offered.
 */
async function goToWechat(api: Pick<ThirdAuthApi, 'providers'>, unavailable: string): Promise<void> {
  const [wechat] = await api.providers();
  if (!wechat) throw new Error(unavailable);
  rememberStartedState(wechat.authorizeUrl);
  globalThis.location.assign(wechat.authorizeUrl);
}

/**
 * A WeChat button's click (`start`) and whether it is under way (`starting`, until the browser has left): a failure
 * ends it and hands its message, already localized, to `failed`.
 */
export function useGoToWechat(api: Pick<ThirdAuthApi, 'providers'>, failed: (message: string) => void) {
  const t = useT();
  const [starting, setStarting] = useState(false);
  const start = () => {
    setStarting(true);
    goToWechat(api, t('login.wechat.unavailable')).catch((failure: Error) => {
      failed(failure.message);
      setStarting(false);
    });
  };
  return { starting, start };
}
