// "Export" on a list screen: every row of the current filter (up to EXPORT_ROW_LIMIT) into an .xlsx download.
// fetchPage is the screen's own list call with its filter; pass `quiet: true` to it, this button reports failures.
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Button, type ButtonProps } from '../ui/Button';
import { toaster } from '../ui/toaster';
import styles from './ExportButton.module.css';
// The workbook code is fetched on the first click, not with the list.
import type { ExportColumn, FetchPage } from './exportWorkbook';

export interface ExportButtonProps<T> {
  /** Without extension; the date and .xlsx are added. */
  fileName: string;
  /** The columns, or a loader of them (a screen's column list can then wait for the click too). */
  columns: readonly ExportColumn<T>[] | (() => Promise<readonly ExportColumn<T>[]>);
  fetchPage: FetchPage<T>;
  /** Rows beyond this are left out with a message (default EXPORT_ROW_LIMIT). */
  limit?: number;
  size?: ButtonProps['size'];
  /** Pushed to the end of the filter row. */
  atEnd?: boolean;
}

export function ExportButton<T>({ fileName, columns, fetchPage, limit, size = 'sm', atEnd }: ExportButtonProps<T>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const { buildWorkbook, collectRows, exportFileName, saveBlob } = await import('./exportWorkbook');
      const { rows, totalCount, truncated } = await collectRows(fetchPage, {
        limit,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      if (rows.length === 0) {
        toaster.create({ type: 'info', title: t('export.nothing'), duration: 4000 });
        return;
      }
      saveBlob(
        await buildWorkbook(typeof columns === 'function' ? await columns() : columns, rows),
        exportFileName(fileName),
      );
      if (truncated)
        toaster.create({
          type: 'warning',
          title: t('export.truncated', { n: rows.length, total: totalCount }),
          closable: true,
          duration: 8000,
        });
      else toaster.create({ type: 'success', title: t('export.done', { n: rows.length }), duration: 3000 });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('export.failed'),
        description: error instanceof Error ? error.message : String(error),
        closable: true,
        duration: 8000,
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button
      size={size}
      className={atEnd ? styles.atEnd : undefined}
      variant="outline"
      data-testid="export-xlsx"
      onClick={run}
      loading={progress !== null}
      loadingText={
        progress && progress.total > 0
          ? t('export.progress', { done: progress.done, total: progress.total })
          : t('export.preparing')
      }
    >
      <LuDownload />
      {t('export.button')}
    </Button>
  );
}
