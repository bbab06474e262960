import type { ThirdAuthApi } from '../../api/thirdAuth';
import { rememberStartedState } from './pending';

/**
 * Sends the browser to WeChat's sign-in page: the provider list is asked again for a fresh state (each lasts 10
 * minutes). Fails with `unavailable` (already localized) when WeChat is no longer offered.
 */
export async function goToWechat(api: Pick<ThirdAuthApi, 'providers'>, unavailable: string): Promise<void> {
  const [wechat] = await api.providers();
  if (!wechat) throw new Error(unavailable);
  rememberStartedState(wechat.authorizeUrl);
  globalThis.location.assign(wechat.authorizeUrl);
}
