// The rows of an attachment panel: a stored file (its kind, size, who added it and when; preview, download, delete)
// and an upload in flight (its progress bar, loaded with the first upload, or the server's message with a retry).

import { lazy, Suspense, useState } from 'react';
import { LuDownload, LuEye, LuFile, LuFileImage, LuFileText, LuRotateCw, LuTrash2, LuX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { Accessory } from '../../api/files';
import { Badge } from '../../ui/Badge';
import { IconButton } from '../../ui/Button';
import { Box, Flex, Stack, Text } from '../../ui/chakra';
import { fileSizeParts, formatDate } from '../../utils/format';
import { canPreview } from './rules';
import { percentOf, type Upload } from './uploadQueue';

const UploadBar = lazy(async () => ({ default: (await import('./UploadBar')).UploadBar }));

function useFileSize() {
  const intl = useIntl();
  return (bytes: number) => {
    const { value, unit } = fileSizeParts(bytes);
    // Bytes in words ("70 bytes": the short form reads "70 byte"), larger units short ("1.5 kB").
    const unitDisplay = unit === 'byte' ? 'long' : 'short';
    return intl.formatNumber(value, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 });
  };
}

const iconOf = (contentType: string) =>
  contentType.startsWith('image/') ? LuFileImage : contentType === 'application/pdf' ? LuFileText : LuFile;

/** A row's frame: the icon, the name with a line under it, and the buttons at the end. */
function RowFrame({
  icon: Icon,
  name,
  children,
  buttons,
  testId,
  ...data
}: {
  icon: typeof LuFile;
  name: string;
  children: React.ReactNode;
  buttons: React.ReactNode;
  testId: string;
} & Record<`data-${string}`, string>) {
  return (
    <Flex as="li" gap="3" align="center" py="2" borderTopWidth="1px" data-testid={testId} {...data}>
      <Box as={Icon} boxSize="5" color="fg.muted" flexShrink={0} aria-hidden />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate title={name}>
          {name}
        </Text>
        {children}
      </Stack>
      <Flex gap="1" flexShrink={0}>
        {buttons}
      </Flex>
    </Flex>
  );
}

export function FileRow({
  file,
  removable,
  onPreview,
  onDownload,
  onRemove,
}: {
  file: Accessory;
  removable: boolean;
  onPreview(): void;
  onDownload(): Promise<void>;
  onRemove(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const size = useFileSize();
  const [downloading, setDownloading] = useState(false);
  const meta = [size(file.size), file.uploaderName, formatDate(file.creationTime, true)].filter(Boolean).join(' · ');
  return (
    <RowFrame
      icon={iconOf(file.contentType)}
      name={file.fileName}
      testId="attachment-row"
      data-name={file.fileName}
      data-kind={file.accessoryType}
      buttons={
        <>
          {canPreview(file.contentType) && (
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('attachments.preview')}
              onClick={onPreview}
              data-testid="attachment-preview-open"
            >
              <LuEye />
            </IconButton>
          )}
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('attachments.download')}
            data-testid="attachment-download"
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              onDownload()
                .catch(() => undefined)
                .finally(() => setDownloading(false));
            }}
          >
            <LuDownload />
          </IconButton>
          {removable && (
            <IconButton
              size="sm"
              variant="ghost"
              palette="red"
              aria-label={t('common.delete')}
              onClick={onRemove}
              data-testid="attachment-remove"
            >
              <LuTrash2 />
            </IconButton>
          )}
        </>
      }
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Badge palette="gray" size="sm" variant="subtle">
          {t(`attachments.kind.${file.accessoryType}`)}
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          {meta}
        </Text>
      </Flex>
    </RowFrame>
  );
}

export function UploadRow({ upload, onRetry, onDrop }: { upload: Upload; onRetry(): void; onDrop(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const size = useFileSize();
  const percent = percentOf(upload);
  const failed = upload.error !== null;
  return (
    <RowFrame
      icon={LuFile}
      name={upload.file.name}
      testId="upload-row"
      data-name={upload.file.name}
      data-state={failed ? 'failed' : 'sending'}
      buttons={
        <>
          {failed && (
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t('common.retry')}
              onClick={onRetry}
              data-testid="upload-retry"
            >
              <LuRotateCw />
            </IconButton>
          )}
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t(failed ? 'attachments.dismiss' : 'attachments.cancelUpload')}
            onClick={onDrop}
            data-testid="upload-drop"
          >
            <LuX />
          </IconButton>
        </>
      }
    >
      {failed ? (
        <Text fontSize="xs" color="fg.error" data-testid="upload-error">
          {upload.error}
        </Text>
      ) : (
        <Flex gap="2" align="center">
          <Suspense fallback={<Box flex="1" />}>
            <UploadBar percent={percent} label={upload.file.name} />
          </Suspense>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
            {intl.formatMessage({ id: 'attachments.progress' }, { percent, size: size(upload.total) })}
          </Text>
        </Flex>
      )}
    </RowFrame>
  );
}
