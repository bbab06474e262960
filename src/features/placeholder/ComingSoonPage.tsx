import { LuHourglass } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { EmptyState, VStack } from '../../ui/chakra';

/** A menu entry whose screen arrives in a later release. */
export function ComingSoonPage({ title }: { title?: string }) {
  const intl = useIntl();
  return (
    <EmptyState.Root data-testid="coming-soon" bg="bg" rounded="lg" borderWidth="1px" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuHourglass />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title ? intl.formatMessage({ id: title }) : null}</EmptyState.Title>
          <EmptyState.Description>{intl.formatMessage({ id: 'comingSoon.description' })}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
