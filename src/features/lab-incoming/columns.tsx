// The columns of the lab's incoming list (and admin's across labs): the consignment code is the key; the rest may be
// hidden through the column chooser, the contact and the express number first on a narrow screen.
import type { ReactNode } from 'react';
import type { PreConsignRow, PreConsignSortProp } from '../../api/consignment';
import type { ListColumn } from '../../components/ChosenListTable';
import { Td } from '../../components/ListTable';
import { CodeCell, PersonCell, TextCell } from '../consignment/cells';
import { StatusBadge } from '../consignment/StatusBadge';
import { minuteText } from '../consignment/status';
import { SampleReceipt } from '../samples/SampleReceipt';

export function incomingColumns({
  t,
  acrossLabs,
  typeLabel,
  sortHeader,
}: {
  t: (id: string) => string;
  acrossLabs: boolean;
  typeLabel(type: number, fallback: string): string;
  /** A header that sorts the list by `prop`. */
  sortHeader(prop: PreConsignSortProp, name: string): ReactNode;
}): ListColumn<PreConsignRow>[] {
  const sorted = (key: PreConsignSortProp, name: string) => ({ key, name, header: sortHeader(key, name) });
  return [
    {
      ...sorted('consignCode', t('consignment.field.consignCode')),
      cell: (row) => <CodeCell code={row.consignCode} />,
    },
    {
      key: 'type',
      name: t('labIncoming.col.type'),
      hideable: true,
      cell: (row) => <Td>{typeLabel(row.consignType, row.consignTypeVal)}</Td>,
    },
    {
      ...sorted('consignStatus', t('labIncoming.col.status')),
      hideable: true,
      // A labelled consignment awaiting its samples: how many are in, and "receive by scanning" (the lab's only).
      cell: (row) => (
        <Td>
          <StatusBadge status={row.consignStatus} fallbackLabel={row.consignStatusVal} />
          {!acrossLabs && <SampleReceipt consignment={row} actor="lab" />}
        </Td>
      ),
    },
    ...(acrossLabs
      ? [
          {
            key: 'testUnit',
            name: t('consignment.field.testUnitName'),
            hideable: true,
            cell: (row: PreConsignRow) => <TextCell text={row.testUnitName} maxW="200px" />,
          },
        ]
      : []),
    {
      key: 'consignUnit',
      name: t('consignment.field.consignUnitName'),
      hideable: true,
      cell: (row) => <TextCell text={row.consignUnit} maxW="200px" />,
    },
    {
      ...sorted('projectName', t('consignment.field.projectName')),
      hideable: true,
      cell: (row) => <TextCell text={row.projectName} maxW="200px" />,
    },
    {
      key: 'testContent',
      name: t('labIncoming.col.testContent'),
      hideable: true,
      cell: (row) => <TextCell text={row.testContent} maxW="220px" />,
    },
    {
      key: 'sendPerson',
      name: t('labIncoming.col.sendPerson'),
      hideable: true,
      narrow: true,
      cell: (row) => <PersonCell name={row.sendPerson} phone={row.sendPersonPhone} />,
    },
    {
      key: 'mailOrderNumber',
      name: t('consignment.field.mailOrderNumber'),
      hideable: true,
      narrow: true,
      cell: (row) => <Td>{row.mailOrderNumber || '—'}</Td>,
    },
    {
      ...sorted('commitConsignTime', t('consignment.field.commitConsignTime')),
      hideable: true,
      cell: (row) => <Td>{minuteText(row.commitConsignTime)}</Td>,
    },
  ];
}
