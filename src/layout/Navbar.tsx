// Top bar, 80 px (SPEC §9): lab logo and system name, welcome line, tools, user dropdown.
import { Box, Flex, type FlexProps, HStack, Image, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { DEFAULT_LOGO, useBrandIdentity } from '../app/branding';
import { useSettings } from '../app/settings';
import { MessageBell } from '../features/messages/MessageBell';
import { useSession } from '../session/SessionProvider';
import { selectUser } from '../session/selectors';
import { ErrorLog } from './tools/ErrorLog';
import { HeaderSearch } from './tools/HeaderSearch';
import { Screenfull } from './tools/Screenfull';
import { LangSelect, SizeSelect } from './tools/SettingSelect';
import { ThemePicker } from './tools/ThemePicker';
import { UserMenu } from './tools/UserMenu';

export const NAVBAR_HEIGHT = '80px';

const HEADER: FlexProps = {
  h: NAVBAR_HEIGHT,
  flexShrink: 0,
  align: 'center',
  gap: { base: '2', md: '4' },
  px: { base: '3', md: '5' },
  bg: 'bg',
  borderBottomWidth: '1px',
  boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
  position: 'relative',
  zIndex: 'docked',
};

export function Tools({ language = true }: { language?: boolean }) {
  return (
    <HStack gap="0.5">
      <ErrorLog />
      <HeaderSearch />
      <Screenfull />
      <SizeSelect />
      {language && <LangSelect />}
      <ThemePicker />
    </HStack>
  );
}

export function Welcome({ compact }: { compact?: boolean }) {
  const intl = useIntl();
  const user = useSession(selectUser);
  const unit = user?.unitName || intl.formatMessage({ id: 'app.notLinkedToUnit' });
  return (
    <Text
      data-testid="welcome"
      fontSize={compact ? 'xs' : 'sm'}
      color="fg.muted"
      maxW="300px"
      truncate
      title={`${user?.name ?? ''} · ${unit}`}
    >
      {intl.formatMessage({ id: 'navbar.welcome' }, { name: user?.name ?? '', unit })}
    </Text>
  );
}

export function Navbar() {
  const { logo, systemName } = useBrandIdentity();
  const { device } = useSettings();
  const mobile = device === 'mobile';
  return (
    <Flex as="header" {...HEADER}>
      <Image
        src={logo}
        alt=""
        h={{ base: '9', md: '12' }}
        w="auto"
        maxW="30"
        flexShrink={0}
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(DEFAULT_LOGO)) e.currentTarget.src = DEFAULT_LOGO;
        }}
      />
      <Box flex="1" minW="0">
        <Text
          as="h1"
          data-testid="system-name"
          fontWeight="bold"
          fontSize={{ base: 'sm', md: 'xl' }}
          color="brand.fg"
          lineClamp={mobile ? 2 : 1}
          lineHeight="short"
        >
          {systemName}
        </Text>
        {mobile && <Welcome compact />}
      </Box>
      {!mobile && <Welcome />}
      {!mobile && <Tools />}
      {mobile && <LangSelect />}
      <MessageBell />
      <UserMenu />
    </Flex>
  );
}
