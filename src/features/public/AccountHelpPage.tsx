// /register, /forgotPassword, /auth-redirect: no server calls exist for them yet, so each page
// says how to get or recover an account.
import { Button, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useBrandIdentity } from '../../app/branding';
import { SUPPORT_CHAT, SUPPORT_PHONE } from '../../app/constants';

export function AccountHelpPage({ kind }: { kind: 'register' | 'forgotPassword' | 'authRedirect' }) {
  const intl = useIntl();
  const { logo, systemName } = useBrandIdentity();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Stack minH="100dvh" align="center" justify="center" px="4" bg="bg.subtle">
      <Stack
        data-testid={`page-${kind}`}
        w="full"
        maxW="480px"
        bg="bg"
        rounded="xl"
        boxShadow="md"
        p={{ base: '6', md: '9' }}
        gap="4"
        textAlign="center"
        align="center"
      >
        <Image src={logo} alt="" h="12" w="auto" />
        <Text color="fg.muted" fontSize="sm">
          {systemName}
        </Text>
        <Heading size="lg">{t(`account.${kind}.title`)}</Heading>
        <Text>{t(`account.${kind}.body`)}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('footer.support', { phone: SUPPORT_PHONE, chat: SUPPORT_CHAT })}
        </Text>
        <Button asChild>
          <RouterLink to="/login">{t('account.backToLogin')}</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
