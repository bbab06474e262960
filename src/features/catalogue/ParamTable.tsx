// The priced parameters of the selected sample and every sample under it: search by name or code, pages, export of
// the current filter, and (for the lab's own catalogue) add, edit and delete.

import type { ComponentProps } from 'react';
import { useState } from 'react';
import { LuPlus, LuTags } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { BaseStandard, CatalogueEditApi, TestParamRow } from '../../api/catalogue';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { SearchAndSort } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListTable, Td, Th } from '../../components/ListTable';
import { useConfirm } from '../../components/useConfirm';
import { sliceOf, usePagedList } from '../../components/usePagedList';
import { Button } from '../../ui/Button';
import { Flex, Stack, Text } from '../../ui/chakra';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { EditDeleteButtons } from '../../ui/RowMenu';
import { toaster } from '../../ui/toaster';

const ParamDialog = lazyWhenOpen(
  async () => (await import('./ParamDialog')).ParamDialog,
  (p: ComponentProps<typeof import('./ParamDialog').ParamDialog>) => p.editing !== null,
);

export interface ParamTableProps {
  api: CatalogueEditApi;
  testUnitId: string;
  sample: { id: string; sampleName: string };
  standards: readonly BaseStandard[];
}

// '' is the catalogue's own order (sample, then parameter).
const PARAM_SORTS = { prefix: 'catalogue.param', values: ['', 'name', 'testParamCode', 'price', 'price desc'] };

export function ParamTable({ api, testUnitId, sample, standards }: ParamTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [editing, setEditing] = useState<TestParamRow | 'new' | null>(null);
  const confirm = useConfirm();
  /** The list call's filter: the sample's parameters and those under it. */
  const queryOf = ({ search, sort }: { search: string; sort: string }) => ({
    testUnitId,
    sampleId: sample.id,
    search: search || undefined,
    sorting: sort || undefined,
  });
  const list = usePagedList({
    call: 'TuTestParam/GetParamTree',
    filter: { search: '', sort: '' },
    scope: [testUnitId, sample.id],
    load: (view, signal) => api.listParams({ ...queryOf(view), ...sliceOf(view) }, { signal }),
  });
  const columns: ExportColumn<TestParamRow>[] = [
    { header: t('catalogue.param.sample'), value: (r) => r.sampleName },
    { header: t('catalogue.param.code'), value: (r) => r.testParamCode },
    { header: t('catalogue.param.name'), value: (r) => r.name },
    { header: t('catalogue.param.price'), value: (r) => Number(r.price) },
    { header: t('catalogue.param.standard'), value: (r) => r.standardText },
    { header: t('catalogue.param.description'), value: (r) => r.description },
  ];
  const exportPage = (skipCount: number, maxResultCount: number) =>
    api.listParams({ ...queryOf(list.view), skipCount, maxResultCount }, { quiet: true });
  const save = async (input: Parameters<CatalogueEditApi['createParam']>[0], id: string | null) => {
    if (id) await api.updateParam({ ...input, id });
    else await api.createParam({ ...input, testSampleId: sample.id });
    toaster.create({ type: 'success', title: t('catalogue.saved'), duration: 2500 });
    list.reload();
  };
  const remove = (row: TestParamRow) =>
    confirm.askDelete({
      title: t('catalogue.param.deleteTitle'),
      message: t('catalogue.param.deleteBody', { name: row.name, code: row.testParamCode }),
      testId: 'param-delete-dialog',
      run: () => api.deleteParam(row.id).then(list.reload),
    });

  const empty = {
    title: t(list.view.search ? 'catalogue.param.noMatch' : 'catalogue.param.empty'),
    hint: t('catalogue.param.emptyHint'),
    icon: <LuTags />,
  };
  const table = (rows: TestParamRow[]) => (
    <ListTable
      rows={rows}
      rowProps={(row) => ({ 'data-testid': 'param-row', 'data-code': row.testParamCode })}
      minWidth="640px"
      columns={['code', 'name', 'price', 'sample', 'standard'].map((key) => t(`catalogue.param.${key}`))}
      endColumns={[t('catalogue.param.price')]}
      trail={<Th width="0.25rem" />}
    >
      {(row) => (
        <>
          <Td>{row.testParamCode}</Td>
          <Td>{row.name}</Td>
          <Td end data-testid="param-price-cell">
            {intl.formatNumber(Number(row.price), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
          </Td>
          <Td>{row.sampleName}</Td>
          <Td maxWidth="220px" truncate title={row.standardText ?? undefined}>
            {row.standardText ?? '—'}
          </Td>
          <Td>
            <EditDeleteButtons
              testId="param"
              edit={{ label: t('catalogue.param.edit'), onClick: () => setEditing(row) }}
              remove={{ label: t('catalogue.delete'), onClick: () => remove(row) }}
            />
          </Td>
        </>
      )}
    </ListTable>
  );

  return (
    <Stack gap="3" data-testid="param-table">
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold" flex="1 1 200px">
          {t('catalogue.param.title', { sample: sample.sampleName })}
        </Text>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="param-add">
          <LuPlus /> {t('catalogue.param.add')}
        </Button>
        <ExportButton fileName={t('catalogue.param.exportName')} columns={columns} fetchPage={exportPage} />
      </Flex>
      <Flex gap="2" wrap="wrap" maxW={{ md: '560px' }}>
        <SearchAndSort list={list} placeholder={t('catalogue.param.search')} sorts={PARAM_SORTS} testId="param" />
      </Flex>
      <ListFrame list={list} testId="param" empty={empty} table={table} />
      <ParamDialog editing={editing} standards={standards} onClose={() => setEditing(null)} onSave={save} />
      {confirm.dialog}
    </Stack>
  );
}
