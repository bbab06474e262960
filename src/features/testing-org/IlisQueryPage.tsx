import { LuExternalLink } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useBranding } from '../../app/branding';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Box, Heading, Text } from '../../ui/chakra';
import { isSafeLink } from '../../utils/links';

/** Look-up of test progress by verification code, on the lab's own query site. */
export function IlisQueryPage() {
  const intl = useIntl();
  const url = useBranding()?.iLISReportProgressQueryURL ?? '';
  return (
    <Box maxW="xl">
      <Card
        size="md"
        data-testid="ilis-query"
        header={
          <Heading as="h3" size="lg">
            {intl.formatMessage({ id: 'menu.ilisQuerySystem' })}
          </Heading>
        }
        footer={
          isSafeLink(url) ? (
            <a href={url} target="_blank" rel="noreferrer" className={buttonClass({ size: 'md' })}>
              {intl.formatMessage({ id: 'ilis.open' })}
              <LuExternalLink />
            </a>
          ) : (
            // Reached by address although the menu hides it: this site's lab has no query link.
            <Text color="fg.muted" data-testid="ilis-not-configured">
              {intl.formatMessage({ id: 'ilis.notConfigured' })}
            </Text>
          )
        }
      >
        <Text color="fg.muted">{intl.formatMessage({ id: 'ilis.description' })}</Text>
      </Card>
    </Box>
  );
}
