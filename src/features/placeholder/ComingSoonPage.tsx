import { LuHourglass } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../ui/EmptyState';

/** A menu entry whose screen arrives in a later release. */
export function ComingSoonPage({ title }: { title?: string }) {
  const intl = useIntl();
  return (
    <EmptyState
      framed
      testId="coming-soon"
      icon={<LuHourglass />}
      title={title ? intl.formatMessage({ id: title }) : null}
      description={intl.formatMessage({ id: 'comingSoon.description' })}
    />
  );
}
