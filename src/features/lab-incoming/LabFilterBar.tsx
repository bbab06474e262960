// The filter bar of the lab's lists (incoming consignments, reports): the search box on `q`, the consignment-type
// select on `type` (every type, or one of them), then the list's own controls.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConsignType } from '../../../machines/consignment.types';
import {
  boundFilter,
  FilterBar,
  type FilterSource,
  SearchBox,
  SelectFilter,
  type SelectFilterProps,
} from '../../components/FilterBar';
import { typeLabelKey } from '../consignment/status';

/** Test ids `<testId>-search` and `<testId>-type`; `typeWidth`: the select's width. */
export function LabFilterBar({
  list,
  placeholder,
  testId,
  typeWidth,
  children,
}: {
  list: FilterSource<'q' | 'type'>;
  /** Already translated; also the search box's accessible name. */
  placeholder: string;
  testId: string;
  typeWidth: SelectFilterProps['w'];
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
      <SearchBox {...boundFilter(list, 'q')} placeholder={placeholder} testId={`${testId}-search`} />
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
