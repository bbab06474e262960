// The priced parameters of the selected sample and every sample under it: search by name or code, pages, export of
// the current filter, and (for the lab's own catalogue) add, edit and delete.
import {
  Button,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuPlus, LuSearch, LuTags, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { BaseStandard, CatalogueEditApi, TestParamRow } from '../../api/catalogue';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { toaster } from '../../components/ui/toaster';
import { PagerButtons } from '../booking/Pager';
import { ActionDialog } from './ActionDialog';
import { ParamDialog } from './ParamDialog';
import { useLoad } from './useLoad';

const PAGE_SIZE = 10;

export interface ParamTableProps {
  api: CatalogueEditApi;
  testUnitId: string;
  sample: { id: string; sampleName: string };
  standards: readonly BaseStandard[];
}

export function ParamTable({ api, testUnitId, sample, standards }: ParamTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TestParamRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TestParamRow | null>(null);
  const filter = { testUnitId, sampleId: sample.id, search: search || undefined };
  const list = useLoad(
    (signal) => api.listParams({ ...filter, skipCount: (page - 1) * PAGE_SIZE, maxResultCount: PAGE_SIZE }, { signal }),
    [api, testUnitId, sample.id, search, page],
  );
  const columns: ExportColumn<TestParamRow>[] = [
    { header: t('catalogue.param.sample'), value: (r) => r.sampleName },
    { header: t('catalogue.param.code'), value: (r) => r.testParamCode },
    { header: t('catalogue.param.name'), value: (r) => r.name },
    { header: t('catalogue.param.price'), value: (r) => Number(r.price) },
    { header: t('catalogue.param.standard'), value: (r) => r.standardText },
    { header: t('catalogue.param.description'), value: (r) => r.description },
  ];
  const save = async (input: Parameters<CatalogueEditApi['createParam']>[0], id: string | null) => {
    if (id) await api.updateParam({ ...input, id });
    else await api.createParam({ ...input, testSampleId: sample.id });
    toaster.create({ type: 'success', title: t('catalogue.saved'), duration: 2500 });
    list.reload();
  };
  const data = list.data;

  return (
    <Stack gap="3" data-testid="param-table">
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold" flex="1 1 200px">
          {t('catalogue.param.title', { sample: sample.sampleName })}
        </Text>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="param-add">
          <LuPlus /> {t('catalogue.param.add')}
        </Button>
        <ExportButton
          fileName={t('catalogue.param.exportName')}
          columns={columns}
          fetchPage={(skipCount, maxResultCount) =>
            api.listParams({ ...filter, skipCount, maxResultCount }, { quiet: true })
          }
        />
      </Flex>
      <InputGroup startElement={<LuSearch />} maxW={{ md: '320px' }}>
        <Input
          size="sm"
          type="search"
          value={searchText}
          placeholder={t('catalogue.param.search')}
          aria-label={t('catalogue.param.search')}
          data-testid="param-search"
          onChange={(e) => setSearchText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              setPage(1);
              setSearch(searchText.trim());
            }
          }}
          onBlur={() => {
            setPage(1);
            setSearch(searchText.trim());
          }}
        />
      </InputGroup>
      {list.status === 'error' && !data ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md">
          <EmptyState.Content>
            <EmptyState.Title>{list.message}</EmptyState.Title>
            <Button size="sm" variant="outline" onClick={list.reload}>
              {t('common.retry')}
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : !data ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="8" />
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      ) : data.items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid="param-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuTags />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t(search ? 'catalogue.param.noMatch' : 'catalogue.param.empty')}</EmptyState.Title>
              <EmptyState.Description>{t('catalogue.param.emptyHint')}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" opacity={list.status === 'loading' ? 0.6 : 1}>
          <Table.Root size="sm" minW="640px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('catalogue.param.code')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('catalogue.param.name')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('catalogue.param.price')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('catalogue.param.sample')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('catalogue.param.standard')}</Table.ColumnHeader>
                <Table.ColumnHeader w="1" />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.items.map((row) => (
                <Table.Row key={row.id} data-testid="param-row" data-code={row.testParamCode}>
                  <Table.Cell whiteSpace="nowrap">{row.testParamCode}</Table.Cell>
                  <Table.Cell>{row.name}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="param-price-cell">
                    {intl.formatNumber(Number(row.price), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                  </Table.Cell>
                  <Table.Cell>{row.sampleName}</Table.Cell>
                  <Table.Cell maxW="220px" truncate title={row.standardText ?? undefined}>
                    {row.standardText ?? '—'}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="0">
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('catalogue.param.edit')}
                        onClick={() => setEditing(row)}
                        data-testid="param-edit"
                      >
                        <LuPencil />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('catalogue.delete')}
                        onClick={() => setDeleting(row)}
                        data-testid="param-delete"
                      >
                        <LuTrash2 />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {data && data.totalCount > PAGE_SIZE && (
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('catalogue.total', { count: data.totalCount })}
          </Text>
          <Pagination.Root
            count={data.totalCount}
            pageSize={PAGE_SIZE}
            page={page}
            onPageChange={(e) => setPage(e.page)}
            siblingCount={0}
          >
            <PagerButtons />
          </Pagination.Root>
        </Flex>
      )}
      <ParamDialog editing={editing} standards={standards} onClose={() => setEditing(null)} onSave={save} />
      <ActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('catalogue.param.deleteTitle')}
        confirmLabel={t('catalogue.delete')}
        destructive
        testId="param-delete-dialog"
        onConfirm={async () => {
          await api.deleteParam((deleting as TestParamRow).id);
          list.reload();
          return true;
        }}
      >
        <Text>
          {t('catalogue.param.deleteBody', { name: deleting?.name ?? '', code: deleting?.testParamCode ?? '' })}
        </Text>
      </ActionDialog>
    </Stack>
  );
}
