// The ways back to the sign-in page from a public account form: the line under the form, and the card that replaces
// the form once it has done its work.

import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PublicCard } from '../../components/PublicCard';
import { buttonClass } from '../../ui/Button';
import { HStack, Link, Text } from '../../ui/chakra';

export function SignInLink({ question }: { question: string }) {
  const intl = useIntl();
  return (
    <HStack justify="center" fontSize="sm" gap="1" wrap="wrap">
      <Text color="fg.muted">{intl.formatMessage({ id: question })}</Text>
      <Link asChild colorPalette="blue" fontWeight="medium">
        <RouterLink to="/login" data-testid="to-login">
          {intl.formatMessage({ id: 'accounts.toLogin' })}
        </RouterLink>
      </Link>
    </HStack>
  );
}

/** `testId` on the card, `<testId>-login` on its sign-in button; title and text are locale keys. */
export function DoneCard({ testId, title, text }: { testId: string; title: string; text: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <PublicCard testId={testId} title={t(title)} textAlign="center" align="center">
      <Text>{t(text)}</Text>
      <RouterLink to="/login" className={buttonClass({ size: 'md' })} data-testid={`${testId}-login`}>
        {t('accounts.toLogin')}
      </RouterLink>
    </PublicCard>
  );
}
