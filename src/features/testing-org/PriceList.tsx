// A lab's test parameters and prices, searchable, paged and exportable, on its detail page.

import { useIntl } from 'react-intl';
import { type PriceRow, useUnitApi } from '../../api/units';
import { ExportButton } from '../../components/ExportButton';
import type { ExportValue } from '../../components/exportWorkbook';
import { FilterBar, SearchAndSort } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListTable, Td } from '../../components/ListTable';
import { PAGE_SIZES, sliceOf, usePagedList } from '../../components/usePagedList';
import { Line, Page } from '../../ui/Page';
import { TextCell } from '../consignment/cells';
import styles from './LabDetail.module.css';

// '' is the catalogue's own order (sample, then parameter).
const SORTS = { prefix: 'testingOrg', values: ['', 'paramName', 'price', 'price desc'] };
/** The table's columns, each headed `testingOrg.col.<name>`. */
const COLUMNS = ['sample', 'param', 'price', 'description'];
/** What the export holds, each under the header `testingOrg.col.<name>`. */
const EXPORTED: Record<string, (row: PriceRow) => ExportValue> = {
  sampleNo: (r) => r.sampleNo,
  sample: (r) => r.sampleName,
  paramCode: (r) => r.testParamCode,
  param: (r) => r.paramName,
  price: (r) => Number(r.price),
  description: (r) => r.description,
};

export function PriceList({ labId, labName }: { labId: string; labName: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const header = (name: string) => t(`testingOrg.col.${name}`);
  const api = useUnitApi();
  const queryOf = ({ search, sort }: { search: string; sort: string }) => ({
    keyword: search,
    sorting: sort || undefined,
  });
  const list = usePagedList({
    call: 'BaTestUnit/GetUnitPriceList',
    filter: { search: '', sort: '' },
    pageSizes: PAGE_SIZES,
    load: (view) => api.getPriceList(labId, { ...queryOf(view), ...sliceOf(view) }),
  });
  const exportPage = (skipCount: number, maxResultCount: number) =>
    api.getPriceList(labId, { ...queryOf(list.view), skipCount, maxResultCount }, true);
  const columns = Object.entries(EXPORTED).map(([name, value]) => ({ header: header(name), value }));

  const empty = { title: t('testingOrg.noPrices'), hint: t('testingOrg.noPricesHint') };
  const table = (rows: PriceRow[]) => (
    <ListTable
      rows={rows}
      rowKey={(row) => row.paramId}
      rowProps={() => ({ 'data-testid': 'price-row' })}
      minWidth="560px"
      columns={COLUMNS.map(header)}
      endColumns={[header('price')]}
    >
      {(row) => (
        <>
          <Td>{row.sampleName}</Td>
          <Td>
            {row.paramName}
            <Line inline size="xs" muted className={styles.code}>
              {row.testParamCode}
            </Line>
          </Td>
          <Td end data-testid="price">
            {intl.formatNumber(Number(row.price), { style: 'currency', currency: 'CNY' })}
          </Td>
          <TextCell text={row.description} maxW="240px" />
        </>
      )}
    </ListTable>
  );

  return (
    <Page bare>
      <FilterBar>
        <SearchAndSort list={list} placeholder={t('testingOrg.priceSearch')} sorts={SORTS} testId="price" />
        <ExportButton
          atEnd
          fileName={`${labName} ${t('testingOrg.prices')}`}
          columns={columns}
          fetchPage={exportPage}
        />
      </FilterBar>
      <ListFrame list={list} testId="price-list" empty={empty} table={table} />
    </Page>
  );
}
