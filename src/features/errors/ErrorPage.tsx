import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../ui/Button';
import { Heading, HStack, Stack, Text } from '../../ui/chakra';

export function ErrorPage({ code }: { code: 401 | 404 }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const noGoBack = (location.state as { noGoBack?: boolean } | null)?.noGoBack;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack minH="100dvh" align="center" justify="center" gap="4" px="6" textAlign="center" bg="bg.subtle">
      <Heading data-testid={`page-${code}`} size="6xl" color="brand.solid" letterSpacing="tight">
        {code}
      </Heading>
      <Heading size="lg">{t(`error${code}.title`)}</Heading>
      <Text color="fg.muted" maxW="md">
        {t(`error${code}.description`)}
      </Text>
      <HStack gap="3">
        {!noGoBack && (
          <Button size="md" variant="outline" onClick={() => navigate(-1)}>
            {t('common.back')}
          </Button>
        )}
        <RouterLink to="/" className={buttonClass({ size: 'md' })}>
          {t('common.backHome')}
        </RouterLink>
      </HStack>
    </Stack>
  );
}
