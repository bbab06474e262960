// The columns of the lab's incoming-consignment export, the list's own columns in the reader's language (with the lab
// for admin's export across labs).
import type { PreConsignRow } from '../../api/consignment';
import type { ExportColumn } from '../../components/exportWorkbook';
import { formatDate } from '../../utils/format';
import { statusLabelKey, typeLabelKey } from '../consignment/status';

export function incomingExportColumns(t: (id: string) => string, acrossLabs = false): ExportColumn<PreConsignRow>[] {
  const label = (key: string | null, fallback: string) => (key ? t(key) : fallback);
  return [
    { header: t('consignment.field.consignCode'), value: (row) => row.consignCode },
    { header: t('labIncoming.col.type'), value: (row) => label(typeLabelKey(row.consignType), row.consignTypeVal) },
    {
      header: t('labIncoming.col.status'),
      value: (row) => label(statusLabelKey(row.consignStatus), row.consignStatusVal),
    },
    ...(acrossLabs
      ? [{ header: t('consignment.field.testUnitName'), value: (row: PreConsignRow) => row.testUnitName }]
      : []),
    { header: t('consignment.field.consignUnitName'), value: (row) => row.consignUnit },
    { header: t('consignment.field.projectName'), value: (row) => row.projectName },
    { header: t('labIncoming.col.testContent'), value: (row) => row.testContent },
    {
      header: t('labIncoming.col.sendPerson'),
      value: (row) => [row.sendPerson, row.sendPersonPhone].filter(Boolean).join(' ') || null,
    },
    { header: t('consignment.field.mailOrderNumber'), value: (row) => row.mailOrderNumber },
    {
      header: t('consignment.field.commitConsignTime'),
      value: (row) => (row.commitConsignTime ? formatDate(row.commitConsignTime, true) : null),
    },
  ];
}
