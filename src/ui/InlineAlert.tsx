// A message inside a screen or a dialog: the status's icon and a title, with a line under it when there is one.
import { Alert, type AlertRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface InlineAlertProps extends Omit<AlertRootProps, 'title'> {
  status: 'error' | 'warning' | 'info' | 'success';
  /** Already translated, or the server's message. */
  title: ReactNode;
  description?: ReactNode;
  testId?: string;
}

export function InlineAlert({ title, description, testId, ...root }: InlineAlertProps) {
  return (
    <Alert.Root data-testid={testId} {...root}>
      <Alert.Indicator />
      {description === undefined ? (
        <Alert.Title>{title}</Alert.Title>
      ) : (
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{description}</Alert.Description>
        </Alert.Content>
      )}
    </Alert.Root>
  );
}
