// What a screen shows when what it reads could not be read: what failed, why, and a button to read it again.
import { Alert, Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface LoadFailedAlertProps extends Omit<Alert.RootProps, 'status' | 'title'> {
  testId: string;
  /** What could not be loaded (translated). */
  title: string;
  /** Why: the error's message. */
  message: string;
  onRetry(): void;
}

export function LoadFailedAlert({ testId, title, message, onRetry, ...root }: LoadFailedAlertProps) {
  const intl = useIntl();
  return (
    <Alert.Root status="error" data-testid={testId} {...root}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => onRetry()}>
        {intl.formatMessage({ id: 'common.retry' })}
      </Button>
    </Alert.Root>
  );
}
