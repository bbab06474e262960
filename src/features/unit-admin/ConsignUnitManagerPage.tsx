// 委托单位管理 (ConsginUnitManager, admin): every consigning unit; search, province, city, state, sort, paging,
// export; add and edit in a side panel; enable or disable and delete after a confirmation; its users.
import { useIntl } from 'react-intl';
import { type ConsignUnitRow, useUnitApi } from '../../api/units';
import { Td } from '../../components/ListTable';
import { formatDate } from '../../utils/format';
import { stateColumn, type UnitListQuery, UnitManager, unitQuery } from './UnitManager';

const filterOf = (view: UnitListQuery) => ({
  ...unitQuery(view),
  status: view.active === '' ? undefined : (Number(view.active) as 0 | 1),
});

const isActive = (row: ConsignUnitRow) => row.status === 1;

export function ConsignUnitManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useUnitApi();
  return (
    <UnitManager<ConsignUnitRow>
      kind="consignUnit"
      load={(query, quiet) => api.listConsignUnits(filterOf(query), quiet)}
      row={{ name: (row) => row.name, active: isActive }}
      exportColumns={[
        { header: t('unitAdmin.consignUnit.name'), value: (r) => r.name },
        { header: t('unitAdmin.consignUnit.uninCode'), value: (r) => r.uninCode },
        { header: t('unitAdmin.consignUnit.regPerson'), value: (r) => r.regPerson },
        { header: t('unitAdmin.consignUnit.regPhone'), value: (r) => r.regPhone },
        { header: t('unitAdmin.col.region'), value: (r) => r.shengShi },
        { header: t('unitAdmin.col.users'), value: (r) => r.userCount },
        { header: t('unitAdmin.col.projects'), value: (r) => r.projectCount },
        stateColumn(t, isActive),
        { header: t('unitAdmin.col.created'), value: (r) => formatDate(r.creationTime) },
      ]}
      cardLines={(row) => [
        row.uninCode,
        [row.regPerson, row.regPhone, row.shengShi].filter(Boolean).join(' · '),
        t('unitAdmin.unitCounts', { users: row.userCount, projects: row.projectCount }),
      ]}
      table={{
        minW: '860px',
        columns: [
          'consignUnit.name',
          'consignUnit.uninCode',
          'consignUnit.regPerson',
          'col.region',
          'col.users',
          'col.projects',
        ].map((key) => t(`unitAdmin.${key}`)),
        endColumns: [t('unitAdmin.col.users'), t('unitAdmin.col.projects')],
      }}
      cells={(row, name) => (
        <>
          {name}
          <Td>{row.uninCode ?? '—'}</Td>
          <Td>{[row.regPerson, row.regPhone].filter(Boolean).join(' ') || '—'}</Td>
          <Td>{row.shengShi || '—'}</Td>
          <Td end>{row.userCount}</Td>
          <Td end>{row.projectCount}</Td>
        </>
      )}
    />
  );
}
