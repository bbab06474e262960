// Import a workbook into the lab's catalogue: download the template, choose a filled-in .xlsx, import. A workbook
// with a bad row imports nothing; every bad row is listed with its number, column and reason.

import { useRef, useState } from 'react';
import { LuDownload, LuFileSpreadsheet, LuUpload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { CatalogueEditApi, ImportResult } from '../../api/catalogue';
import { ApiError } from '../../api/errors';
import { saveBlob } from '../../components/exportWorkbook';
import { Button } from '../../ui/Button';
import { Alert, Flex, List, Stack, Text } from '../../ui/chakra';
import { DialogFrame } from '../../ui/DialogFrame';

type Outcome = { kind: 'done'; result: ImportResult } | { kind: 'refused'; message: string; rows: string[] } | null;

export function ImportDialog({
  api,
  open,
  onClose,
  onImported,
}: {
  api: CatalogueEditApi;
  open: boolean;
  onClose(): void;
  onImported(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const close = () => {
    setFile(null);
    setOutcome(null);
    onClose();
  };
  const run = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await api.importWorkbook(file);
      setOutcome({ kind: 'done', result });
      onImported();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      setOutcome({
        kind: 'refused',
        message: error instanceof Error ? error.message : String(error),
        rows: (apiError?.validationErrors ?? [])
          .filter((v) => v.members?.some((m) => m.startsWith('rows.')))
          .map((v) => v.message),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      open={open}
      onClose={() => !busy && close()}
      testId="import-dialog"
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      title={t('catalogue.import.title')}
      closeButton
      footer={
        <>
          <Button size="md" variant="outline" onClick={close} disabled={busy}>
            {t('common.close')}
          </Button>
          <Button size="md" onClick={run} loading={busy} disabled={!file} data-testid="import-run">
            <LuUpload /> {t('catalogue.import.run')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('catalogue.import.hint')}
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            data-testid="import-template"
            onClick={async () => saveBlob(await api.downloadTemplate(), 'catalogue-template.xlsx')}
          >
            <LuDownload /> {t('catalogue.import.template')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            <LuFileSpreadsheet /> {t('catalogue.import.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="import-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setOutcome(null);
              e.target.value = '';
            }}
          />
        </Flex>
        <Text fontSize="sm" data-testid="import-file-name">
          {file ? file.name : t('catalogue.import.noFile')}
        </Text>
        {outcome?.kind === 'done' && (
          <Alert.Root status="success" data-testid="import-done">
            <Alert.Indicator />
            <Alert.Title>{t('catalogue.import.done', { ...outcome.result })}</Alert.Title>
          </Alert.Root>
        )}
        {outcome?.kind === 'refused' && (
          <Alert.Root status="error" data-testid="import-refused" alignItems="start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{outcome.message}</Alert.Title>
              <Alert.Description>
                <List.Root ps="4" mt="1" maxH="240px" overflowY="auto">
                  {outcome.rows.map((message) => (
                    <List.Item key={message} data-testid="import-row-error">
                      {message}
                    </List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </DialogFrame>
  );
}
