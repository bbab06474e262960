// 基础标准 (SystemManager/SysBaseStandardManager, admin): the platform's reference standards. Search, pages, export of
// the current filter, add, edit; delete only when no lab's catalogue refers to the standard.
import { Badge, Box, Button, Stack, Table } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type BaseStandard, useCatalogueEditApi } from '../../api/catalogue';
import { ConfirmDialog, type ConfirmRequest } from '../../components/ConfirmDialog';
import { ExportButton } from '../../components/ExportButton';
import { FilterBar, SearchAndSort } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListTable } from '../../components/ListTable';
import { EditDeleteButtons } from '../../components/RowMenu';
import { TextField } from '../../components/TextField';
import { usePagedList } from '../../components/usePagedList';
import { ActionDialog } from './ActionDialog';

const STANDARD_SORTS = { prefix: 'catalogue.standard', values: ['code', 'name', 'creationTime desc'] as const };

export function StandardsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useCatalogueEditApi();
  const [editing, setEditing] = useState<BaseStandard | 'new' | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [form, setForm] = useState({ baseStandardName: '', printsManCode: '' });
  const [showErrors, setShowErrors] = useState(false);
  const list = usePagedList({
    call: 'SysBaseStandard/GetAll',
    filter: { search: '', sort: STANDARD_SORTS.values[0] as string },
    load: ({ search, sort, skipCount, maxResultCount }, signal) =>
      api.listStandards({ search: search || undefined, sorting: sort, skipCount, maxResultCount }, { signal }),
  });
  const { search, sort } = list.view;
  useEffect(() => {
    setShowErrors(false);
    setForm(editing && editing !== 'new' ? editing : { baseStandardName: '', printsManCode: '' });
  }, [editing]);
  const remove = (row: BaseStandard) =>
    setConfirm({
      title: t('catalogue.standard.deleteTitle'),
      message: t('catalogue.standard.deleteBody', { code: row.printsManCode }),
      confirmLabel: t('catalogue.delete'),
      testId: 'standard-delete-dialog',
      run: () => api.deleteStandard(row.id).then(list.reload),
    });

  return (
    <Box p={{ base: '2', md: '4' }} data-testid="sys-standards">
      <Stack gap="3">
        <FilterBar>
          <SearchAndSort
            list={list}
            placeholder={t('catalogue.standard.search')}
            sorts={STANDARD_SORTS}
            testId="standard"
          />
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
              api.listStandards(
                { search: search || undefined, sorting: sort, skipCount, maxResultCount },
                { quiet: true },
              )
            }
          />
        </FilterBar>
        <ListFrame
          list={list}
          testId="standard"
          empty={{ title: t(search ? 'catalogue.standard.noMatch' : 'catalogue.standard.empty') }}
          table={(rows) => (
            <ListTable
              rows={rows}
              minW="560px"
              columns={[t('catalogue.standard.code'), t('catalogue.standard.name')]}
              trail={<Table.ColumnHeader w="1" />}
            >
              {(row) => (
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
                    <EditDeleteButtons
                      testId="standard"
                      edit={{ label: t('catalogue.standard.edit'), onClick: () => setEditing(row) }}
                      remove={{
                        label: row.canDelete ? t('catalogue.delete') : t('catalogue.standard.inUseHint'),
                        onClick: () => remove(row),
                        disabled: !row.canDelete,
                      }}
                    />
                  </Table.Cell>
                </Table.Row>
              )}
            </ListTable>
          )}
        />
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
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Box>
  );
}
