// The cells both report lists open a row with: number, status, consignment code, unit, project and test content.
import { Table } from '@chakra-ui/react';
import { TextCell } from '../consignment/cells';
import { ReportStatusBadge } from './status';

export function ReportCells({
  number,
  status,
  consignCode,
  unit,
  project,
  testContent,
}: {
  number: string;
  status: number;
  consignCode: string;
  /** The consignor unit for the lab, the lab for the consignor. */
  unit: string;
  project: string | null;
  testContent: string | null;
}) {
  return (
    <>
      <Table.Cell fontWeight="medium" whiteSpace="nowrap">
        {number}
      </Table.Cell>
      <Table.Cell>
        <ReportStatusBadge status={status} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{consignCode}</Table.Cell>
      <TextCell text={unit} maxW="200px" />
      <TextCell text={project} maxW="180px" />
      <TextCell text={testContent} maxW="200px" />
    </>
  );
}
