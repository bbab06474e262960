// The lab's dialog of one report's PDF: the report's attachment panel (add the PDF, preview, download, remove it
// while it may), opened from the report lists' PDF column (./ReportFiles.tsx).

import type { ReportRecord } from '../../api/report';
import { Button } from '../../ui/Button';
import { DialogFrame } from '../../ui/DialogFrame';
import { useT } from '../../utils/useT';
import { LazyAttachmentPanel } from '../attachments/LazyAttachmentPanel';
import type { FileRights } from '../attachments/rules';

export function ReportPdfDialog({
  row,
  rights,
  open,
  onClose,
}: {
  row: ReportRecord;
  rights: FileRights;
  open: boolean;
  onClose(): void;
}) {
  const t = useT();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      testId="report-files-dialog"
      size={{ base: 'full', md: 'lg' }}
      title={t('reports.pdfTitle', { number: row.reportNumber })}
      closeButton
      footer={
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {open && (
        <LazyAttachmentPanel
          bare
          holder={{ foreignTable: 'BuReport', foreignKey: row.id, accessoryType: 'reportPdf' }}
          rights={rights}
        />
      )}
    </DialogFrame>
  );
}
