import { Box, Flex, Image, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuHouse, LuKeyRound, LuLogOut, LuUserCog } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AccountDialog } from '../../features/user-manager/AccountDialog';
import { userCentrePath } from '../../router/match';
import { useSession, useSessionActor } from '../../session/SessionProvider';
import { selectRoles, selectUser } from '../../session/selectors';
import { avatarUrl, DEFAULT_AVATAR } from '../../utils/avatar';

export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSessionActor();
  const user = useSession(selectUser);
  const roles = useSession(selectRoles);
  const centre = userCentrePath(roles);
  const [accountOpen, setAccountOpen] = useState(false);
  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'logout') session.send({ type: 'LOG_OUT' });
          else if (value === 'account') setAccountOpen(true);
          else navigate(value);
        }}
      >
        <Menu.Trigger asChild>
          <Flex
            as="button"
            data-testid="user-menu"
            aria-label={intl.formatMessage({ id: 'navbar.userMenu' })}
            align="center"
            gap="1"
            cursor="pointer"
            flexShrink={0}
          >
            <Image
              src={avatarUrl(user?.avatar)}
              alt=""
              w="10"
              h="10"
              rounded="lg"
              objectFit="cover"
              bg="bg.muted"
              onError={(e) => {
                if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR)) e.currentTarget.src = DEFAULT_AVATAR;
              }}
            />
            <Box as={LuChevronDown} boxSize="3" color="fg.muted" />
          </Flex>
        </Menu.Trigger>
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
      <AccountDialog open={accountOpen} onClose={() => setAccountOpen(false)} />
    </>
  );
}
