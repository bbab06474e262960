import { Box, Flex, Image } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { deferredPopup } from '../../components/ui/deferred';
import { useSession } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { avatarUrl, DEFAULT_AVATAR } from '../../utils/avatar';

const UserMenuPopup = deferredPopup(async () => (await import('./UserMenuPopup')).UserMenuPopup);

/** The avatar button at the top right; its dropdown loads on first use. */
export function UserMenu() {
  const intl = useIntl();
  const user = useSession(selectUser);
  return (
    <UserMenuPopup
      trigger={
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
      }
    />
  );
}
