// The user dropdown (home, user centre, account settings, sign out), loaded on first use (./UserMenu.tsx); the
// account dialog loads when first opened.

import { lazy, Suspense, useState } from 'react';
import { LuHouse, LuKeyRound, LuLogOut, LuUserCog } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { userCentrePath } from '../../router/match';
import { useSession, useSessionActor } from '../../session/SessionProvider';
import { selectActsAs } from '../../session/selectors';
import { Menu, Portal } from '../../ui/chakra';
import type { PopupProps } from '../../ui/deferred';

const AccountDialog = lazy(async () => ({
  default: (await import('../../features/user-manager/AccountDialog')).AccountDialog,
}));

export function UserMenuPopup({ trigger, defaultOpen }: PopupProps<object>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSessionActor();
  const centre = userCentrePath(useSession(selectActsAs));
  const [account, setAccount] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <>
      <Menu.Root
        defaultOpen={defaultOpen}
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'logout') session.send({ type: 'LOG_OUT' });
          else if (value === 'account') setAccount('open');
          else navigate(value);
        }}
      >
        <Menu.Trigger asChild>{trigger}</Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="40">
              <Menu.Item value="/dashboard" data-testid="user-menu-home">
                <LuHouse />
                {intl.formatMessage({ id: 'navbar.home' })}
              </Menu.Item>
              {centre && (
                <Menu.Item value={centre} data-testid="user-centre">
                  <LuUserCog />
                  {intl.formatMessage({ id: 'navbar.userCentre' })}
                </Menu.Item>
              )}
              <Menu.Item value="account" data-testid="account-settings">
                <LuKeyRound />
                {intl.formatMessage({ id: 'navbar.accountSettings' })}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout" data-testid="logout" color="fg.error">
                <LuLogOut />
                {intl.formatMessage({ id: 'navbar.logout' })}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {account !== 'never' && (
        <Suspense fallback={null}>
          <AccountDialog open={account === 'open'} onClose={() => setAccount('closed')} />
        </Suspense>
      )}
    </>
  );
}
