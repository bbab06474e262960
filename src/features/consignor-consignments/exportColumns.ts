// The columns of the consignor's consignment export, the list's own columns in the reader's language.
import type { ConsignListRow } from '../../api/consignment';
import type { ExportColumn } from '../../components/exportWorkbook';
import { formatDate } from '../../utils/format';
import { statusLabelKey } from '../consignment/status';

export function consignorExportColumns(t: (id: string) => string): ExportColumn<ConsignListRow>[] {
  return [
    { header: t('consignment.field.consignCode'), value: (row) => row.consignCode },
    {
      header: t('consignorList.col.status'),
      value: (row) => {
        const key = statusLabelKey(row.consignStatus);
        return key ? t(key) : row.consignStatusStr;
      },
    },
    { header: t('consignment.field.projectName'), value: (row) => row.projectName },
    { header: t('consignment.field.testUnitName'), value: (row) => row.testUnitName },
    { header: t('consignorList.col.samples'), value: (row) => row.sampleNames },
    { header: t('consignment.total'), value: (row) => Number(row.totalPrice) },
    { header: t('consignment.field.mailOrderNumber'), value: (row) => row.mailOrderNumber },
    { header: t('consignment.field.creationTime'), value: (row) => formatDate(row.creationTime, true) },
  ];
}
