// The attachment panel (issue 15, item 4): the files of one consignment or report, files added by the picker or by
// dropping them on the panel, one row per upload with its progress (and the server's message and a retry when it
// fails), images and PDFs previewed in the page, every file downloaded under its own name, and deleted after a
// confirmation. Which kinds the person may add and delete is the caller's `rights` (rules.ts).

import { type ComponentProps, type DragEvent, useRef, useState } from 'react';
import { LuPaperclip, LuUpload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { Accessory, AccessoryType, AttachmentHolder } from '../../api/files';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useConfirm } from '../../components/useConfirm';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Box, Flex, Heading, Stack, Text } from '../../ui/chakra';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { Select } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import styles from './AttachmentPanel.module.css';
import { FileRow, UploadRow } from './AttachmentRows';
import { acceptOf, type FileRights } from './rules';
import { type Attachments, useAttachments } from './useAttachments';

/** The preview, loaded when a file is first previewed (Chakra's dialog machinery is not needed before). */
const PreviewDialog = lazyWhenOpen(
  async () => (await import('./PreviewDialog')).PreviewDialog,
  (p: ComponentProps<typeof import('./PreviewDialog').PreviewDialog>) => p.file !== null,
);

export interface AttachmentPanelProps {
  holder: AttachmentHolder;
  rights: FileRights;
  /** Translated; default "Attachments". */
  title?: string;
  /** Drawn without its card (inside a dialog). */
  bare?: boolean;
}

/** Where files are chosen or dropped, and as what kind when the person may add several. */
function DropZone({
  kinds,
  kind,
  onKind,
  dragging,
  onFiles,
}: {
  kinds: readonly AccessoryType[];
  kind: AccessoryType;
  onKind(kind: AccessoryType): void;
  dragging: boolean;
  onFiles(files: FileList | null): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex
      gap="3"
      align="center"
      wrap="wrap"
      p="3"
      borderWidth="2px"
      borderStyle="dashed"
      borderRadius="md"
      borderColor={dragging ? 'brand.solid' : 'border'}
      bg={dragging ? 'brand.subtle' : 'bg.subtle'}
      data-testid="attachment-drop"
    >
      <Box as={LuUpload} boxSize="5" color="fg.muted" aria-hidden />
      <Text fontSize="sm" color="fg.muted" flex="1" minW="140px">
        {t('attachments.dropHint')}
      </Text>
      {kinds.length > 1 && (
        <Select
          size="sm"
          className={styles.kind}
          aria-label={t('attachments.kindLabel')}
          value={kind}
          onChange={(e) => onKind(e.target.value as AccessoryType)}
          data-testid="attachment-kind"
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`attachments.kind.${k}`)}
            </option>
          ))}
        </Select>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptOf(kind)}
        data-testid="attachment-input"
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      <Button size="sm" variant="outline" onClick={() => input.current?.click()} className={styles.choose}>
        <LuPaperclip />
        {t('attachments.choose')}
      </Button>
    </Flex>
  );
}

/** The stored files: loading, failed (with a retry), none yet, or one row each. */
function FileList({
  state,
  rights,
  onPreview,
  onRemove,
}: {
  state: Attachments;
  rights: FileRights;
  onPreview(file: Accessory): void;
  onRemove(file: Accessory): void;
}) {
  const intl = useIntl();
  const { list } = state;
  if (list.status === 'loading') {
    return (
      <Stack gap="2" data-testid="attachments-loading">
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </Stack>
    );
  }
  if (list.status === 'error' && !list.data) {
    return (
      <LoadFailedAlert
        testId="attachments-error"
        title={intl.formatMessage({ id: 'attachments.loadFailed' })}
        message={list.message}
        onRetry={list.reload}
      />
    );
  }
  const files = list.data ?? [];
  if (files.length === 0) {
    return state.uploads.length > 0 ? null : (
      <Text fontSize="sm" color="fg.muted" data-testid="attachments-empty">
        {intl.formatMessage({ id: 'attachments.empty' })}
      </Text>
    );
  }
  return (
    <Box as="ul" listStyleType="none" data-testid="attachment-list">
      {files.map((file) => (
        <FileRow
          key={file.id}
          file={file}
          removable={rights.remove.includes(file.accessoryType as AccessoryType)}
          onPreview={() => onPreview(file)}
          onDownload={() => state.download(file)}
          onRemove={() => onRemove(file)}
        />
      ))}
    </Box>
  );
}

export function AttachmentPanel({ holder, rights, title, bare = false }: AttachmentPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const state = useAttachments(holder);
  const [picked, setPicked] = useState<AccessoryType | null>(null);
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<Accessory | null>(null);
  const confirm = useConfirm();
  const kind = picked && rights.add.includes(picked) ? picked : rights.add[0];
  const take = (files: FileList | null) => {
    if (kind && files?.length) state.add([...files], kind);
  };
  const drop = kind
    ? {
        onDragOver: (e: DragEvent) => {
          e.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          setDragging(false);
          take(e.dataTransfer.files);
        },
      }
    : {};

  const body = (
    <Stack gap="3" {...drop}>
      {kind && <DropZone kinds={rights.add} kind={kind} onKind={setPicked} dragging={dragging} onFiles={take} />}
      {state.uploads.length > 0 && (
        <Box as="ul" listStyleType="none" data-testid="upload-list">
          {state.uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onRetry={() => state.retry(upload)}
              onDrop={() => state.drop(upload)}
            />
          ))}
        </Box>
      )}
      <FileList
        state={state}
        rights={rights}
        onPreview={setPreview}
        onRemove={(file) =>
          confirm.askDelete({
            title: t('attachments.deleteTitle'),
            message: t('attachments.deleteMessage', { name: file.fileName }),
            testId: 'attachment-delete',
            run: () => state.remove(file),
          })
        }
      />
      <PreviewDialog
        file={preview}
        fetchBlob={state.fetchBlob}
        onDownload={state.download}
        onClose={() => setPreview(null)}
      />
      {confirm.dialog}
    </Stack>
  );
  const count = state.list.data?.length;
  const testId = { 'data-testid': 'attachments', 'data-count': count === undefined ? '' : String(count) };
  if (bare) return <Box {...testId}>{body}</Box>;
  return (
    <Card
      header={
        <Heading as="h3" size="sm">
          {title ?? t('attachments.title')}
          {count ? ` (${count})` : ''}
        </Heading>
      }
      className="lc-avoid-break"
      {...testId}
    >
      {body}
    </Card>
  );
}
