// An image or a PDF shown in the page: fetched with the person's token (as every call), shown from an object URL,
// which is let go when the dialog closes. A PDF uses the browser's own viewer.

import { useEffect, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { Accessory } from '../../api/files';
import { Button } from '../../ui/Button';
import { Box, Image, useBreakpointValue } from '../../ui/chakra';
import { DialogFrame } from '../../ui/DialogFrame';
import { InlineAlert } from '../../ui/InlineAlert';
import { Spinner } from '../../ui/Spinner';

type Shown = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

export function PreviewDialog({
  file,
  fetchBlob,
  onDownload,
  onClose,
}: {
  /** null: closed. */
  file: Accessory | null;
  fetchBlob(file: Accessory): Promise<Blob>;
  onDownload(file: Accessory): Promise<void>;
  onClose(): void;
}) {
  const intl = useIntl();
  const narrow = useBreakpointValue({ base: true, md: false }) ?? false;
  const [shown, setShown] = useState<Shown>({ status: 'loading' });

  useEffect(() => {
    if (!file) return;
    let url: string | null = null;
    let current = true;
    setShown({ status: 'loading' });
    fetchBlob(file)
      .then((blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setShown({ status: 'ready', url });
      })
      .catch((error: Error) => current && setShown({ status: 'error', message: error.message }));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, fetchBlob]);

  const pdf = file?.contentType === 'application/pdf';
  return (
    <DialogFrame
      open={file !== null}
      onClose={onClose}
      testId="attachment-preview"
      size={narrow ? 'full' : 'xl'}
      title={file?.fileName}
      closeButton
      footer={
        file && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onDownload(file).catch(() => undefined)}
            data-testid="attachment-download"
          >
            <LuDownload />
            {intl.formatMessage({ id: 'attachments.download' })}
          </Button>
        )
      }
    >
      {shown.status === 'loading' && (
        <Box py="12" textAlign="center">
          <Spinner />
        </Box>
      )}
      {shown.status === 'error' && (
        <InlineAlert
          status="error"
          title={intl.formatMessage({ id: 'attachments.previewFailed' })}
          description={shown.message}
        />
      )}
      {shown.status === 'ready' &&
        (pdf ? (
          <Box w="full" h={{ base: '75vh', md: '70vh' }} borderWidth="1px">
            <iframe
              title={file?.fileName}
              src={shown.url}
              style={{ width: '100%', height: '100%', border: 0 }}
              data-testid="preview-pdf"
            />
          </Box>
        ) : (
          <Image src={shown.url} alt={file?.fileName} maxH="70vh" mx="auto" data-testid="preview-image" />
        ))}
    </DialogFrame>
  );
}
