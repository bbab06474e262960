import { Badge, Box, Button, CloseButton, Code, Dialog, Float, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { LuBug } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { errorLog } from '../../api/errorLog';
import { ToolButton } from './ToolButton';

/** Shown only while the log holds entries (as the product's error-log badge). */
export function ErrorLog() {
  const intl = useIntl();
  const entries = useSyncExternalStore(errorLog.subscribe, errorLog.getSnapshot, errorLog.getSnapshot);
  if (entries.length === 0) return null;
  const label = intl.formatMessage({ id: 'errorLog.title' });
  return (
    <Dialog.Root size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Box position="relative" display="inline-flex">
          <ToolButton aria-label={label} title={label} data-testid="error-log" color="red.500">
            <LuBug />
          </ToolButton>
          <Float placement="top-end" offset="1">
            <Badge size="xs" colorPalette="red" variant="solid" rounded="full">
              {entries.length}
            </Badge>
          </Float>
        </Box>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{label}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => errorLog.clear()}>
                {intl.formatMessage({ id: 'errorLog.clear' })}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
