// A report's PDF in the report lists: the lab opens the report's attachment panel (adds the PDF, previews,
// downloads, removes it while it may); the consignor downloads the newest PDF of an issued report.
import { type ComponentProps, useState } from 'react';
import { LuDownload, LuFileText } from 'react-icons/lu';
import { useFileApi } from '../../api/files';
import type { ConsignScheduleRow, ReportRecord } from '../../api/report';
import type { ListColumn } from '../../components/ChosenListTable';
import { saveBlob } from '../../components/exportWorkbook';
import { Td } from '../../components/ListTable';
import { Button } from '../../ui/Button';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { useT } from '../../utils/useT';
import type { FileRights } from '../attachments/rules';

type Translate = ReturnType<typeof useT>;

/** The report's PDF dialog, loaded when one is first opened. */
const ReportPdfDialog = lazyWhenOpen(
  async () => (await import('./ReportPdfDialog')).ReportPdfDialog,
  (props: ComponentProps<typeof import('./ReportPdfDialog').ReportPdfDialog>) => props.open,
);

/** The lab's button that opens the report's PDF panel. */
function ReportPdfDialogButton({ row, rights }: { row: ReportRecord; rights: FileRights }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} data-testid="report-files">
        <LuFileText />
        {t('reports.pdf')}
      </Button>
      <ReportPdfDialog row={row} rights={rights} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The consignor's "download PDF": the newest PDF of the report, under the name it was added with. */
function DownloadPdfButton({ row }: { row: ConsignScheduleRow }) {
  const t = useT();
  const api = useFileApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const files = await api.getAccessory({ foreignTable: 'BuReport', foreignKey: row.id, accessoryType: 'reportPdf' });
    const newest = files.at(-1);
    if (newest) saveBlob(await api.download(newest.id), newest.fileName);
  };
  return (
    <Button
      size="xs"
      variant="outline"
      loading={busy}
      data-testid="report-download-pdf"
      onClick={() => {
        setBusy(true);
        download()
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <LuDownload />
      {t('reports.downloadPdf')}
    </Button>
  );
}

/** The lab's column: each report's PDF panel, with what the person may change on it. */
export const labPdfColumn = (t: Translate, rightsOf: (row: ReportRecord) => FileRights): ListColumn<ReportRecord> => ({
  key: 'pdf',
  name: t('reports.pdf'),
  hideable: true,
  cell: (row) => (
    <Td>
      <ReportPdfDialogButton row={row} rights={rightsOf(row)} />
    </Td>
  ),
});

/** The consignor's column: "download PDF" on the issued reports that have one. */
export const consignorPdfColumn = (t: Translate): ListColumn<ConsignScheduleRow> => ({
  key: 'pdf',
  name: t('reports.pdf'),
  hideable: true,
  cell: (row) => <Td>{row.reportPdfId ? <DownloadPdfButton row={row} /> : '—'}</Td>,
});
