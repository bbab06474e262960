// The user centre's WeChat tab: the WeChat account bound to one's own account, with unbind (after a confirmation),
// or a button that binds one through WeChat (the landing page brings it back signed in, and the shell binds it).

import { SiWechat } from 'react-icons/si';
import { type ThirdBinding, useThirdAuthApi } from '../../api/thirdAuth';
import { useConfirm } from '../../components/useConfirm';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { HStack, Stack, Text } from '../../ui/chakra';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { toaster } from '../../ui/toaster';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import { useGoToWechat } from './goToWechat';

export interface WechatBindingViewProps {
  /** null while loading. */
  bindings: ThirdBinding[] | null;
  /** Whether the platform offers WeChat sign-in (binding needs it). */
  offered: boolean;
  starting: boolean;
  onBind(): void;
  onUnbind(binding: ThirdBinding): void;
}

export function WechatBindingView({ bindings, offered, starting, onBind, onUnbind }: WechatBindingViewProps) {
  const t = useT();
  if (!bindings) return <LoadingSpinner testId="wechat-binding-loading" />;
  const [bound] = bindings;
  return (
    <Stack gap="3" data-testid="wechat-binding">
      <Text fontSize="sm" color="fg.muted">
        {t('wechat.binding.hint')}
      </Text>
      {bound ? (
        <HStack gap="3" wrap="wrap" borderWidth="1px" rounded="md" p="3">
          <SiWechat color="#07c160" size="28" aria-hidden="true" />
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="medium" truncate data-testid="wechat-bound-name">
              {bound.unionFriendlyName || t('wechat.binding.noName')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('wechat.binding.since', { time: formatDate(bound.bindTime, true) })}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" palette="red" onClick={() => onUnbind(bound)} data-testid="wechat-unbind">
            {t('wechat.binding.unbind')}
          </Button>
        </HStack>
      ) : (
        <Stack gap="2" align="flex-start">
          <Text data-testid="wechat-not-bound">{t('wechat.binding.none')}</Text>
          {offered ? (
            <Button size="sm" onClick={onBind} loading={starting} data-testid="wechat-bind">
              <SiWechat aria-hidden="true" />
              {t('wechat.binding.bind')}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="wechat-not-offered">
              {t('wechat.binding.notOffered')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

export function WechatBindingPanel() {
  const t = useT();
  const api = useThirdAuthApi();
  const bindings = useRead(['ThirdAuth/GetThirdList'], () => api.bindings());
  // Whether WeChat is offered; the state inside is not used (a click asks for a fresh one).
  const offered = useRead(['TokenAuth/GetExternalAuthenticationProviders'], () => api.providers());
  const confirm = useConfirm();
  const wechat = useGoToWechat(api, (message) => toaster.create({ type: 'error', title: message, closable: true }));

  return (
    <>
      <WechatBindingView
        bindings={bindings.data}
        offered={(offered.data?.length ?? 0) > 0}
        starting={wechat.starting}
        onBind={wechat.start}
        onUnbind={(binding) =>
          confirm.ask({
            title: t('wechat.binding.unbindTitle'),
            message: t('wechat.binding.unbindMessage', { nickname: binding.unionFriendlyName }),
            confirmLabel: t('wechat.binding.unbind'),
            testId: 'wechat-unbind-dialog',
            run: () => api.unbind(binding.id),
          })
        }
      />
      {confirm.dialog}
    </>
  );
}
