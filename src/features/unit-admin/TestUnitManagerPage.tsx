// 检测单位管理 (TestUnitManager, admin): every lab, active or not; search, province, city, state, sort, paging,
// export; add and edit in a side panel; activate or deactivate and delete after a confirmation; its users.
import { useIntl } from 'react-intl';
import { type TestUnitRow, useUnitApi } from '../../api/units';
import type { ExportColumn } from '../../components/exportWorkbook';
import { Td } from '../../components/ListTable';
import { formatDate } from '../../utils/format';
import { labColumns } from './labColumns';
import { stateColumn, type UnitListQuery, UnitManager, unitQuery } from './UnitManager';

const filterOf = (view: UnitListQuery) => ({
  ...unitQuery(view),
  isActive: view.active === '' ? undefined : view.active === 'true',
});

const isActive = (row: TestUnitRow) => row.isActive;

export function TestUnitManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useUnitApi();
  const lab = labColumns<TestUnitRow>(t);
  const columns: ExportColumn<TestUnitRow>[] = [
    lab.unitNo,
    lab.name,
    lab.region,
    lab.phone,
    lab.qualifications,
    { header: t('unitAdmin.col.users'), value: (r) => r.userCount },
    stateColumn(t, isActive),
    { header: t('unitAdmin.field.jtsyjcAddress'), value: (r) => r.jtsyjcAddress },
    { header: t('unitAdmin.field.lmisurl'), value: (r) => r.lmisurl },
    { header: t('unitAdmin.col.created'), value: (r) => formatDate(r.creationTime) },
  ];
  return (
    <UnitManager<TestUnitRow>
      kind="testUnit"
      load={(query, quiet) => api.listTestUnits(filterOf(query), quiet)}
      row={{ name: (row) => row.testUnitName, active: isActive }}
      exportColumns={columns}
      cardLines={(row) => [
        [row.unitNo, row.shengShi].filter(Boolean).join(' · '),
        row.qualificationName,
        t('unitAdmin.userCount', { count: row.userCount }),
      ]}
      table={{
        minW: '900px',
        columns: [
          'field.unitNo',
          'field.testUnitName',
          'col.region',
          'col.qualifications',
          'col.users',
          'col.lims',
        ].map((key) => t(`unitAdmin.${key}`)),
        endColumns: [t('unitAdmin.col.users')],
      }}
      cells={(row, name) => (
        <>
          <Td>{row.unitNo ?? '—'}</Td>
          {name}
          <Td>{row.shengShi || '—'}</Td>
          <Td maxWidth="260px" truncate title={row.qualificationName}>
            {row.qualificationName || '—'}
          </Td>
          <Td end>{row.userCount}</Td>
          <Td>{row.lmisIntegratedCode ? t(`unitAdmin.lmisType.${row.lmisType ?? 0}`) : '—'}</Td>
        </>
      )}
    />
  );
}
