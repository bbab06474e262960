// The filter bar of the lab's lists (incoming consignments, reports): for admin the lab filter on `lab` (LabScope.tsx),
// the search box on `q`, the days `from`, `to` (what they date is the list's: commit for incoming, issue for
// reports), the consignment-type select on `type` (every type, or one of them), then the list's own controls.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConsignType } from '../../../machines/consignment.types';
import {
  boundFilter,
  DateRangeFilter,
  FilterBar,
  type FilterSource,
  SearchBox,
  SelectFilter,
  type SelectFilterProps,
} from '../../components/FilterBar';
import { typeLabelKey } from '../consignment/status';
import { LabSelect } from './LabScope';

/** Test ids `<testId>-search`, `<testId>-type`, `<testId>-from`, `<testId>-to`; `typeWidth`: the select's width. */
export function LabFilterBar({
  list,
  placeholder,
  testId,
  typeWidth,
  dateLabels,
  acrossLabs,
  children,
}: {
  list: FilterSource<'q' | 'type' | 'lab' | 'from' | 'to'>;
  /** Already translated; also the search box's accessible name. */
  placeholder: string;
  testId: string;
  typeWidth: SelectFilterProps['w'];
  /** Already translated: the names of the first and the last day. */
  dateLabels: readonly [string, string];
  /** Admin's view across labs: the lab filter comes first. */
  acrossLabs: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const typeName = (type: number) => {
    const key = typeLabelKey(type);
    return key ? t(key) : String(type);
  };
  return (
    <FilterBar>
      {acrossLabs && <LabSelect {...boundFilter(list, 'lab')} allLabel={t('labScope.allLabs')} />}
      <SearchBox {...boundFilter(list, 'q')} placeholder={placeholder} testId={`${testId}-search`} />
      <DateRangeFilter list={list} names={['from', 'to']} labels={dateLabels} testId={testId} />
      <SelectFilter
        {...boundFilter(list, 'type')}
        label={t('labIncoming.type')}
        options={[
          ['', t('labIncoming.allTypes')],
          ...Object.values(ConsignType).map((type) => [String(type), typeName(type)] as const),
        ]}
        testId={`${testId}-type`}
        w={typeWidth}
      />
      {children}
    </FilterBar>
  );
}
