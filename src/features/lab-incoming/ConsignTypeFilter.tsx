// The consignment-type select of the lab's lists (incoming consignments, reports): every type, or one of them.
import { useIntl } from 'react-intl';
import { ConsignType } from '../../../machines/consignment.types';
import { boundFilter, type FilterSource, SelectFilter, type SelectFilterProps } from '../../components/FilterBar';
import { typeLabelKey } from '../consignment/status';

export function ConsignTypeFilter({
  list,
  testId,
  w,
}: { list: FilterSource<'type'> } & Pick<SelectFilterProps, 'testId' | 'w'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const typeName = (type: number) => {
    const key = typeLabelKey(type);
    return key ? t(key) : String(type);
  };
  return (
    <SelectFilter
      {...boundFilter(list, 'type')}
      label={t('labIncoming.type')}
      options={[
        ['', t('labIncoming.allTypes')],
        ...Object.values(ConsignType).map((type) => [String(type), typeName(type)] as const),
      ]}
      testId={testId}
      w={w}
    />
  );
}
