// 检测单位管理 (TestUnitManager, admin): every lab, active or not; search, province, city, state, sort, paging,
// export; add and edit in a side panel; activate or deactivate and delete after a confirmation; its users.
import { Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { type TestUnitRow, useUnitApi } from '../../api/units';
import { formatDate } from '../../utils/format';
import { TestUnitDrawer } from './TestUnitDrawer';
import { stateColumn, type UnitListQuery, UnitManager } from './UnitManager';

const SORTS = ['unitNo', 'testUnitName', 'creationTime desc', 'qualificationCount desc'] as const;

const filterOf = (view: UnitListQuery) => ({
  keyword: view.q,
  sheng: view.sheng,
  shi: view.shi,
  isActive: view.active === '' ? undefined : view.active === 'true',
  sorting: view.sort,
  skipCount: view.skipCount,
  maxResultCount: view.maxResultCount,
});

const isActive = (row: TestUnitRow) => row.isActive;

export function TestUnitManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useUnitApi();
  return (
    <UnitManager<TestUnitRow>
      kind="testUnit"
      call="BaTestUnit/GetTestUnit"
      sorts={SORTS}
      states={['true', 'false']}
      load={(query, quiet) => api.listTestUnits(filterOf(query), quiet)}
      setActive={api.changeTestUnitActive}
      remove={api.deleteTestUnit}
      nameOf={(row) => row.testUnitName}
      isActive={isActive}
      exportName={t('menu.testUnitManager')}
      exportColumns={[
        { header: t('unitAdmin.field.unitNo'), value: (r) => r.unitNo },
        { header: t('unitAdmin.field.testUnitName'), value: (r) => r.testUnitName },
        { header: t('unitAdmin.col.region'), value: (r) => r.shengShi },
        { header: t('unitAdmin.field.contactPhone'), value: (r) => r.contactPhone },
        { header: t('unitAdmin.col.qualifications'), value: (r) => r.qualificationName },
        { header: t('unitAdmin.col.users'), value: (r) => r.userCount },
        stateColumn(t, isActive),
        { header: t('unitAdmin.field.jtsyjcAddress'), value: (r) => r.jtsyjcAddress },
        { header: t('unitAdmin.field.lmisurl'), value: (r) => r.lmisurl },
        { header: t('unitAdmin.col.created'), value: (r) => formatDate(r.creationTime) },
      ]}
      cardLines={(row) => [
        [row.unitNo, row.shengShi].filter(Boolean).join(' · '),
        row.qualificationName,
        t('unitAdmin.userCount', { count: row.userCount }),
      ]}
      minW="900px"
      columns={['field.unitNo', 'field.testUnitName', 'col.region', 'col.qualifications', 'col.users', 'col.lims'].map(
        (key) => t(`unitAdmin.${key}`),
      )}
      endColumns={[t('unitAdmin.col.users')]}
      cells={(row, name) => (
        <>
          <Table.Cell whiteSpace="nowrap">{row.unitNo ?? '—'}</Table.Cell>
          {name}
          <Table.Cell whiteSpace="nowrap">{row.shengShi || '—'}</Table.Cell>
          <Table.Cell maxW="260px" truncate title={row.qualificationName}>
            {row.qualificationName || '—'}
          </Table.Cell>
          <Table.Cell textAlign="end">{row.userCount}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {row.lmisIntegratedCode ? t(`unitAdmin.lmisType.${row.lmisType ?? 0}`) : '—'}
          </Table.Cell>
        </>
      )}
      drawer={(unitId, onClose, onSaved) => <TestUnitDrawer unitId={unitId} onClose={onClose} onSaved={onSaved} />}
    />
  );
}
