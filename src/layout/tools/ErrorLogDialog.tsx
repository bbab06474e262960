// The error log's dialog (message, origin, stack of each unhandled interface error), loaded on first use
// (./ErrorLog.tsx).

import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { errorLog } from '../../api/errorLog';
import { Button } from '../../ui/Button';
import { Code, Stack, Table, Text } from '../../ui/chakra';
import { DialogFrame } from '../../ui/DialogFrame';
import type { PopupProps } from '../../ui/deferred';

export function ErrorLogDialog({ trigger, defaultOpen }: PopupProps<object>) {
  const intl = useIntl();
  const entries = useSyncExternalStore(errorLog.subscribe, errorLog.getSnapshot, errorLog.getSnapshot);
  const label = intl.formatMessage({ id: 'errorLog.title' });
  return (
    <DialogFrame
      trigger={trigger}
      defaultOpen={defaultOpen}
      testId="error-log-dialog"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      title={label}
      closeButton
      footer={
        <Button size="md" variant="outline" onClick={() => errorLog.clear()}>
          {intl.formatMessage({ id: 'errorLog.clear' })}
        </Button>
      }
    >
      <Table.ScrollArea>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{intl.formatMessage({ id: 'errorLog.message' })}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage({ id: 'errorLog.origin' })}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage({ id: 'errorLog.stack' })}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell>
                  <Stack gap="1">
                    <Text color="red.600">{e.message}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {intl.formatDate(e.time, { dateStyle: 'short', timeStyle: 'medium' })}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell wordBreak="break-all">{e.url}</Table.Cell>
                <Table.Cell>
                  <Code whiteSpace="pre-wrap" fontSize="xs" maxH="40" overflow="auto" display="block">
                    {e.stack}
                  </Code>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </DialogFrame>
  );
}
