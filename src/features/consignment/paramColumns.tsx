// The priced-parameter columns of a consignment's own tables (the detail page and the printable form), which stay
// Chakra tables: the header cells of a sample's parameters and a parameter's amount.

import { useIntl } from 'react-intl';
import { Table } from '../../ui/chakra';
import { money } from './status';

/** The header cells of a sample's priced parameters, after the caller's own (`before`, already translated). */
export function ParamColumnHeaders({ before }: { before: readonly string[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const amounts = [t('consignment.param.price'), t('consignment.param.count'), t('consignment.param.amount')];
  return [...before, t('consignment.param.name'), t('consignment.param.standard'), ...amounts].map((name) => (
    <Table.ColumnHeader key={name} textAlign={amounts.includes(name) ? 'end' : undefined}>
      {name}
    </Table.ColumnHeader>
  ));
}

/** A parameter's price × count, as money. */
export const paramAmount = (param: { tuTestParamPrice: string; tuTestParamCount: number }) =>
  money(Number(param.tuTestParamPrice) * param.tuTestParamCount);
