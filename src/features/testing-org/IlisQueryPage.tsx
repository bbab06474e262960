import { LuExternalLink } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useBranding } from '../../app/branding';
import { buttonClass } from '../../ui/Button';
import { Card, Text } from '../../ui/chakra';
import { isSafeLink } from '../../utils/links';

/** Look-up of test progress by verification code, on the lab's own query site. */
export function IlisQueryPage() {
  const intl = useIntl();
  const url = useBranding()?.iLISReportProgressQueryURL ?? '';
  return (
    <Card.Root data-testid="ilis-query" maxW="xl">
      <Card.Header>
        <Card.Title>{intl.formatMessage({ id: 'menu.ilisQuerySystem' })}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Text color="fg.muted">{intl.formatMessage({ id: 'ilis.description' })}</Text>
      </Card.Body>
      <Card.Footer>
        {isSafeLink(url) ? (
          <a href={url} target="_blank" rel="noreferrer" className={buttonClass({ size: 'md' })}>
            {intl.formatMessage({ id: 'ilis.open' })}
            <LuExternalLink />
          </a>
        ) : (
          // Reached by address although the menu hides it: this site's lab has no query link.
          <Text color="fg.muted" data-testid="ilis-not-configured">
            {intl.formatMessage({ id: 'ilis.notConfigured' })}
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
