// 检测机构查询 (TestingOrgList): a consignor finds active labs by name, province, city and qualification, sorted by
// number of qualifications, paged, exportable; a lab card opens its detail. A user whose test unit already
// has an id is sent to that organisation's own detail page instead.

import { LuMapPin, LuPhone } from 'react-icons/lu';
import { Navigate, useNavigate } from 'react-router-dom';
import { type LabRow, type LabSearchQuery, useUnitApi } from '../../api/units';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { boundFilter, FilterBar, SearchBox, SelectFilter } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListPage } from '../../components/ListPage';
import { type ListView, PAGE_SIZES, usePagedList } from '../../components/usePagedList';
import { useRead } from '../../components/useRead';
import { EMPTY_GUID } from '../../router/match';
import { useSession } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { useT } from '../../utils/useT';
import { labColumns } from '../unit-admin/labColumns';
import { logoSrc } from '../unit-admin/logoSrc';
import styles from './TestingOrgListPage.module.css';

export const TEST_UNIT_TYPE = 2;
export const testingOrgDetailPath = (id: string) => `/TestingOrgSearch/TestingOrgDetail/${id}`;

const FILTER = { q: '', sheng: '', shi: '', qualification: '', sort: '' };
const LIST = { call: 'BaTestUnit/GetAllUnit', filter: FILTER, inAddress: true, pageSizes: PAGE_SIZES };
/** By number of qualifications: the sort values and the locale keys naming them. */
const QUALIFICATION_SORTS = { '': 'default', desc: 'mostQualifications', asc: 'fewestQualifications' };

const filterOf = (view: ListView<keyof typeof FILTER>) => ({
  nameKey: view.q,
  sheng: view.sheng,
  shi: view.shi,
  qualificationName: view.qualification,
  qualificationSort: (view.sort || undefined) as LabSearchQuery['qualificationSort'],
});

/** GetAllUnit pages by number (currPage, maxPage); the export pages by offset. */
const pageByOffset = (skipCount: number, maxResultCount: number) => ({
  currPage: Math.floor(skipCount / maxResultCount) + 1,
  maxPage: maxResultCount,
});

export function TestingOrgListPage() {
  const user = useSession(selectUser);
  if (user?.unitType === TEST_UNIT_TYPE && user.unitId && user.unitId !== EMPTY_GUID) {
    return <Navigate to={testingOrgDetailPath(user.unitId)} replace />;
  }
  return <TestingOrgSearch />;
}

function TestingOrgSearch() {
  const t = useT();
  const api = useUnitApi();
  const navigate = useNavigate();
  const list = usePagedList({
    ...LIST,
    load: (q) => api.searchLabs({ ...filterOf(q), currPage: q.page, maxPage: q.size }),
  });
  const qualifications =
    useRead(['Qualification/GetAll'], () => api.qualificationNames()).data?.map((q) => q.name) ?? [];
  const exportPage = (skip: number, max: number) =>
    api.searchLabs({ ...filterOf(list.view), ...pageByOffset(skip, max) }, true);
  const lab = labColumns<LabRow>(t);
  const address: ExportColumn<LabRow> = { header: t('unitAdmin.field.regAddress'), value: (r) => r.regAddress };
  const columns = [lab.unitNo, lab.name, lab.region, lab.qualifications, lab.phone, address];

  const empty = { title: t('testingOrg.empty'), hint: t('testingOrg.emptyHint') };
  const cards = (rows: LabRow[]) => (
    <div className={styles.grid}>
      {rows.map((lab) => (
        <LabCard key={lab.id} lab={lab} onOpen={() => navigate(testingOrgDetailPath(lab.id))} />
      ))}
    </div>
  );

  return (
    <ListPage gap={3} testId="testing-org-list">
      <FilterBar>
        <SearchBox {...boundFilter(list, 'q')} placeholder={t('testingOrg.search')} testId="org-search" />
        <SearchBox {...boundFilter(list, 'sheng')} placeholder={t('unitAdmin.field.sheng')} testId="org-sheng" />
        <SearchBox {...boundFilter(list, 'shi')} placeholder={t('unitAdmin.field.shi')} testId="org-shi" />
        <SelectFilter
          {...boundFilter(list, 'qualification')}
          label={t('testingOrg.qualification')}
          testId="org-qualification"
          options={[['', t('testingOrg.anyQualification')], ...qualifications.map((name) => [name, name] as const)]}
        />
        <SelectFilter
          {...boundFilter(list, 'sort')}
          label={t('unitAdmin.sortBy')}
          testId="org-sort"
          options={Object.entries(QUALIFICATION_SORTS).map(
            ([value, key]) => [value, t(`testingOrg.sort.${key}`)] as const,
          )}
        />
        <ExportButton atEnd fileName={t('menu.testingOrgList')} columns={columns} fetchPage={exportPage} />
      </FilterBar>
      <ListFrame list={list} testId="org-results" empty={empty} table={cards} />
    </ListPage>
  );
}

function LabCard({ lab, onOpen }: { lab: LabRow; onOpen(): void }) {
  const names = lab.qualificationName ? lab.qualificationName.split('、') : [];
  return (
    <Card
      interactive
      role="link"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        onOpen();
      }}
      data-testid="org-card"
      data-name={lab.testUnitName}
    >
      <div className={styles.lab}>
        {lab.logoPath && <img src={logoSrc(lab.logoPath)} alt="" className={styles.logo} />}
        <div className={styles.about}>
          <p className={styles.name}>{lab.testUnitName}</p>
          <div className={styles.badges}>
            {names.map((name) => (
              <Badge key={name} variant="subtle" palette="blue">
                {name}
              </Badge>
            ))}
          </div>
          {(lab.shengShi || lab.regAddress) && (
            <div className={styles.line}>
              <LuMapPin />
              <p className={styles.truncate}>{[lab.shengShi, lab.regAddress].filter(Boolean).join(' ')}</p>
            </div>
          )}
          {lab.contactPhone && (
            <div className={styles.line}>
              <LuPhone />
              <p>{lab.contactPhone}</p>
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
