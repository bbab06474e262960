// The line under a public account form that leads back to the sign-in page.
import { HStack, Link, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

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
