// Footer, 36 px (SPEC §1/§9): filing number when the lab has one, and the support line.
import { Flex, Link, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useBrandIdentity } from '../app/branding';
import { SUPPORT_CHAT, SUPPORT_PHONE } from '../app/constants';

export function Footer() {
  const intl = useIntl();
  const { icp } = useBrandIdentity();
  return (
    <Flex
      as="footer"
      data-testid="footer"
      minH="36px"
      lineHeight="36px"
      flexShrink={0}
      align="center"
      justify="center"
      columnGap="4"
      wrap="wrap"
      px="3"
      fontSize="xs"
      color="fg.muted"
      bg="bg"
      borderTopWidth="1px"
      textAlign="center"
    >
      {icp && (
        <Link href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer" color="fg.muted" data-testid="icp">
          {icp}
        </Link>
      )}
      <Text lineHeight="inherit">
        {intl.formatMessage({ id: 'footer.support' }, { phone: SUPPORT_PHONE, chat: SUPPORT_CHAT })}
      </Text>
    </Flex>
  );
}
