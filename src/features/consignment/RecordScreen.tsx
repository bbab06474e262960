// What a consignment's and a booking's detail screens share around the record: a spinner while it is read, why it
// could not be read (with a retry), and the "back to the list" button among its tools.

import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import type { Read } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { LoadingSpinner } from '../../ui/LoadingSpinner';

/** `children` once the record is read; before, `<testId>-loading`; when it failed, `<testId>-error`. */
export function RecordScreen<T>({
  read,
  testId,
  children,
}: {
  read: Read<T>;
  testId: string;
  children(data: T): ReactNode;
}) {
  const intl = useIntl();
  if (read.status === 'loading') return <LoadingSpinner testId={`${testId}-loading`} />;
  if (read.status === 'error')
    return (
      <LoadFailedAlert
        testId={`${testId}-error`}
        title={intl.formatMessage({ id: 'consignment.loadFailed' })}
        message={read.message}
        onRetry={read.reload}
      />
    );
  return children(read.data);
}

export function BackButton({ onClick, testId }: { onClick(): void; testId: string }) {
  const intl = useIntl();
  return (
    <Button size="sm" variant="ghost" onClick={onClick} data-testid={testId} style={{ alignSelf: 'flex-start' }}>
      <LuArrowLeft />
      {intl.formatMessage({ id: 'common.back' })}
    </Button>
  );
}
