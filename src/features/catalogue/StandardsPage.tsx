// 基础标准 (SystemManager/SysBaseStandardManager, admin): the platform's reference standards. Search, pages, export of
// the current filter, add, edit; delete only when no lab's catalogue refers to the standard.
import {
  Badge,
  Box,
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
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type BaseStandard, useCatalogueEditApi } from '../../api/catalogue';
import { ExportButton } from '../../components/ExportButton';
import { PagerButtons } from '../booking/Pager';
import { ActionDialog } from './ActionDialog';
import { TextField } from './TextField';
import { useLoad } from './useLoad';

const PAGE_SIZE = 10;

export function StandardsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useCatalogueEditApi();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BaseStandard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BaseStandard | null>(null);
  const [form, setForm] = useState({ baseStandardName: '', printsManCode: '' });
  const [showErrors, setShowErrors] = useState(false);
  const list = useLoad(
    (signal) =>
      api.listStandards(
        { search: search || undefined, skipCount: (page - 1) * PAGE_SIZE, maxResultCount: PAGE_SIZE },
        { signal },
      ),
    [api, search, page],
  );
  useEffect(() => {
    setShowErrors(false);
    setForm(editing && editing !== 'new' ? editing : { baseStandardName: '', printsManCode: '' });
  }, [editing]);
  const apply = () => {
    setPage(1);
    setSearch(searchText.trim());
  };
  const data = list.data;

  return (
    <Box p={{ base: '2', md: '4' }} data-testid="sys-standards">
      <Stack gap="3">
        <Flex gap="2" wrap="wrap" align="center">
          <InputGroup startElement={<LuSearch />} flex="1 1 240px">
            <Input
              size="sm"
              type="search"
              value={searchText}
              placeholder={t('catalogue.standard.search')}
              aria-label={t('catalogue.standard.search')}
              data-testid="standard-search"
              onChange={(e) => setSearchText(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && apply()}
              onBlur={apply}
            />
          </InputGroup>
          <Button size="sm" onClick={() => setEditing('new')} data-testid="standard-new">
            <LuPlus /> {t('catalogue.standard.add')}
          </Button>
          <ExportButton
            fileName={t('catalogue.standard.exportName')}
            columns={[
              { header: t('catalogue.standard.code'), value: (r: BaseStandard) => r.printsManCode },
              { header: t('catalogue.standard.name'), value: (r: BaseStandard) => r.baseStandardName },
            ]}
            fetchPage={(skipCount, maxResultCount) =>
              api.listStandards({ search: search || undefined, skipCount, maxResultCount }, { quiet: true })
            }
          />
        </Flex>
        {!data ? (
          <Skeleton h="32" />
        ) : data.items.length === 0 ? (
          <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid="standard-empty">
            <EmptyState.Content>
              <EmptyState.Title>
                {t(search ? 'catalogue.standard.noMatch' : 'catalogue.standard.empty')}
              </EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md" opacity={list.status === 'loading' ? 0.6 : 1}>
            <Table.Root size="sm" minW="560px">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('catalogue.standard.code')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('catalogue.standard.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader w="1" />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.items.map((row) => (
                  <Table.Row key={row.id} data-testid="standard-row" data-code={row.printsManCode}>
                    <Table.Cell whiteSpace="nowrap">{row.printsManCode}</Table.Cell>
                    <Table.Cell>
                      {row.baseStandardName}
                      {!row.canDelete && (
                        <Badge size="xs" variant="subtle" ms="2">
                          {t('catalogue.standard.inUse')}
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="0">
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t('catalogue.standard.edit')}
                          onClick={() => setEditing(row)}
                        >
                          <LuPencil />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t('catalogue.delete')}
                          disabled={!row.canDelete}
                          title={row.canDelete ? undefined : t('catalogue.standard.inUseHint')}
                          onClick={() => setDeleting(row)}
                          data-testid="standard-delete"
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
        {data && data.totalCount > 0 && (
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
      </Stack>
      <ActionDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'catalogue.standard.add' : 'catalogue.standard.edit')}
        confirmLabel={t('catalogue.save')}
        testId="standard-dialog"
        onConfirm={async () => {
          setShowErrors(true);
          const input = { baseStandardName: form.baseStandardName.trim(), printsManCode: form.printsManCode.trim() };
          if (!input.baseStandardName || !input.printsManCode) return false;
          if (editing && editing !== 'new') await api.updateStandard({ id: editing.id, ...input });
          else await api.insertStandard(input);
          list.reload();
          return true;
        }}
      >
        <TextField
          label={t('catalogue.standard.code')}
          value={form.printsManCode}
          onChange={(printsManCode) => setForm((f) => ({ ...f, printsManCode }))}
          testId="standard-code"
          required
          maxLength={64}
          error={showErrors && !form.printsManCode.trim() ? t('catalogue.codeRequired') : null}
        />
        <TextField
          label={t('catalogue.standard.name')}
          value={form.baseStandardName}
          onChange={(baseStandardName) => setForm((f) => ({ ...f, baseStandardName }))}
          testId="standard-name"
          required
          maxLength={256}
          error={showErrors && !form.baseStandardName.trim() ? t('catalogue.nameRequired') : null}
        />
      </ActionDialog>
      <ActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('catalogue.standard.deleteTitle')}
        confirmLabel={t('catalogue.delete')}
        destructive
        testId="standard-delete-dialog"
        onConfirm={async () => {
          await api.deleteStandard((deleting as BaseStandard).id);
          list.reload();
          return true;
        }}
      >
        <Text>{t('catalogue.standard.deleteBody', { code: deleting?.printsManCode ?? '' })}</Text>
      </ActionDialog>
    </Box>
  );
}
