// Table cells the consignment, booking and report lists share: a one-line text, a person with their phone.
import { Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ColumnHeaders } from '../../components/ListTable';
import { StatusBadge } from './StatusBadge';
import { money } from './status';

/** Text cut to one line at `maxW`, the whole of it in the tooltip; '—' when there is none. */
export function TextCell({ text, maxW }: { text: string | null | undefined; maxW: string }) {
  return (
    <Table.Cell maxW={maxW} truncate title={text || undefined}>
      {text || '—'}
    </Table.Cell>
  );
}

/** A contact person with their phone (muted), '—' when there is no person. */
export function PersonCell({ name, phone }: { name: string | null | undefined; phone: string | null | undefined }) {
  return (
    <Table.Cell whiteSpace="nowrap">
      {name || '—'}
      {phone && (
        <Text as="span" color="fg.muted" ms="1">
          {phone}
        </Text>
      )}
    </Table.Cell>
  );
}

/** "name phone" for a card line, or null without a name. */
export const personText = (name: string | null | undefined, phone: string | null | undefined) =>
  name ? `${name} ${phone ?? ''}`.trim() : null;

/** A record's code in the link colour (the row opens the record). */
export function CodeCell({ code }: { code: string }) {
  return (
    <Table.Cell fontWeight="medium" color="brand.solid" whiteSpace="nowrap">
      {code}
    </Table.Cell>
  );
}

/** A consignment's status badge; `fallback` is the server's name of a status unknown here. */
export function StatusCell({ status, fallback }: { status: number; fallback?: string | null }) {
  return (
    <Table.Cell>
      <StatusBadge status={status} fallbackLabel={fallback} />
    </Table.Cell>
  );
}

/** The header cells of a sample's priced parameters, after the caller's own (`before`, already translated). */
export function ParamColumnHeaders({ before }: { before: readonly string[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const amounts = [t('consignment.param.price'), t('consignment.param.count'), t('consignment.param.amount')];
  return (
    <ColumnHeaders
      names={[...before, t('consignment.param.name'), t('consignment.param.standard'), ...amounts]}
      end={amounts}
    />
  );
}

/** A parameter's price × count, as money. */
export const paramAmount = (param: { tuTestParamPrice: string; tuTestParamCount: number }) =>
  money(Number(param.tuTestParamPrice) * param.tuTestParamCount);
