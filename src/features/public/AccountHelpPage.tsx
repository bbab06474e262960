// /auth-redirect: no server call exists for it yet, so the page says how to sign in instead.
import { Button, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_CHAT, SUPPORT_PHONE } from '../../app/constants';
import { PublicCard } from '../../components/PublicCard';

export function AccountHelpPage({ kind }: { kind: 'authRedirect' }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <PublicCard
      testId={`page-${kind}`}
      title={t(`account.${kind}.title`)}
      headGap="4"
      textAlign="center"
      align="center"
    >
      <Text>{t(`account.${kind}.body`)}</Text>
      <Text color="fg.muted" fontSize="sm">
        {t('footer.support', { phone: SUPPORT_PHONE, chat: SUPPORT_CHAT })}
      </Text>
      <Button asChild>
        <RouterLink to="/login">{t('account.backToLogin')}</RouterLink>
      </Button>
    </PublicCard>
  );
}
