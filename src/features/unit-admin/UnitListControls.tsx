// What the two unit lists of admin (consigning units, labs) share: what each kind's list is, the filter row (name
// search, province, city, state, sort, refresh, export, add) and the row menu (edit, users, activate or deactivate,
// delete after a confirmation). Locale keys follow the kind: unitAdmin.<kind>.search, .sort.<field>, .add, .deleteMessage, ….

import type { ReactNode } from 'react';
import { LuPlus, LuRefreshCw } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ActiveFilter, boundFilter, FilterBar, FilterEnd, SearchBox, SelectFilter } from '../../components/FilterBar';
import { useConfirm } from '../../components/useConfirm';
import type { PagedList } from '../../components/usePagedList';
import { Button, IconButton } from '../../ui/Button';
import { RowMenu } from '../../ui/RowMenu';

export type UnitKind = 'consignUnit' | 'testUnit';

/** The user manager of one unit (UserManager/:un/:ui/:ut). */
export const unitUsersPath = (name: string, id: string, unitType: number) =>
  `/UserCenter/UserManager/${encodeURIComponent(name)}/${id}/${unitType}`;

/**
 * Each kind's list call, its sorts (the first the default), the state filter's values for active and inactive as the
 * call takes them, and the export's name.
 */
export const UNIT_LISTS = {
  consignUnit: {
    call: 'ConsginUnit/GetConsginUnitListBySys',
    sorts: ['creationTime desc', 'name', 'projectCount desc'],
    states: ['1', '0'],
    title: 'menu.consginUnitManager',
  },
  testUnit: {
    call: 'BaTestUnit/GetTestUnit',
    sorts: ['unitNo', 'testUnitName', 'creationTime desc', 'qualificationCount desc'],
    states: ['true', 'false'],
    title: 'menu.testUnitManager',
  },
} as const;

/** The filter row; `children` (the export) stand between refresh and add. */
export function UnitFilters({
  kind,
  list,
  onAdd,
  children,
}: {
  kind: UnitKind;
  list: PagedList<'q' | 'sheng' | 'shi' | 'active' | 'sort', unknown>;
  onAdd(): void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { states, sorts } = UNIT_LISTS[kind];
  const prefix = kind === 'consignUnit' ? 'consign-unit' : 'test-unit';
  return (
    <FilterBar>
      {(
        [
          ['q', `unitAdmin.${kind}.search`, 'unit-search'],
          ['sheng', 'unitAdmin.field.sheng', 'unit-sheng'],
          ['shi', 'unitAdmin.field.shi', 'unit-shi'],
        ] as const
      ).map(([field, placeholder, testId]) => (
        <SearchBox key={field} {...boundFilter(list, field)} placeholder={t(placeholder)} testId={testId} />
      ))}
      <ActiveFilter list={list} values={states} prefix="unitAdmin" testId="unit-active" />
      <SelectFilter
        {...boundFilter(list, 'sort')}
        label={t('unitAdmin.sortBy')}
        testId="unit-sort"
        options={sorts.map((s) => [s, t(`unitAdmin.${kind}.sort.${s.split(' ')[0]}`)] as const)}
      />
      <FilterEnd>
        <IconButton size="sm" variant="ghost" aria-label={t('unitAdmin.refresh')} onClick={list.reload}>
          <LuRefreshCw />
        </IconButton>
        {children}
        <Button size="sm" onClick={onAdd} data-testid={`${prefix}-add`}>
          <LuPlus />
          {t(`unitAdmin.${kind}.add`)}
        </Button>
      </FilterEnd>
    </FilterBar>
  );
}

interface UnitRowActions {
  setActive(id: string, active: boolean): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  onEdit(id: string): void;
  /** After a change went through. */
  onChanged(): void;
}

/** The row menu of a unit list and the confirmation it opens (render `confirmDialog` once). */
export function useUnitRowMenu(kind: UnitKind, actions: UnitRowActions) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const unitType = kind === 'consignUnit' ? 1 : 2;

  const toggle = (id: string, name: string, active: boolean) =>
    confirm.ask({
      title: t(active ? 'unitAdmin.deactivateTitle' : 'unitAdmin.activateTitle'),
      message: t(`unitAdmin.${kind}.${active ? 'deactivateMessage' : 'activateMessage'}`, { name }),
      confirmLabel: t(active ? 'unitAdmin.deactivate' : 'unitAdmin.activate'),
      danger: active,
      run: () => actions.setActive(id, !active).then(actions.onChanged),
    });
  const remove = (id: string, name: string) =>
    confirm.askDelete({
      title: t('unitAdmin.deleteTitle'),
      message: t(`unitAdmin.${kind}.deleteMessage`, { name }),
      run: () => actions.remove(id).then(actions.onChanged),
    });

  const menuOf = (row: { id: string; name: string; active: boolean }) => (
    <RowMenu
      label={row.name}
      items={[
        { value: 'edit', text: t('unitAdmin.edit'), onSelect: () => actions.onEdit(row.id) },
        {
          value: 'users',
          text: t('unitAdmin.users'),
          onSelect: () => navigate(unitUsersPath(row.name, row.id, unitType)),
        },
        {
          value: row.active ? 'deactivate' : 'activate',
          text: t(row.active ? 'unitAdmin.deactivate' : 'unitAdmin.activate'),
          onSelect: () => toggle(row.id, row.name, row.active),
          danger: row.active,
        },
        { value: 'delete', text: t('unitAdmin.delete'), onSelect: () => remove(row.id, row.name), danger: true },
      ]}
    />
  );
  return { menuOf, confirmDialog: confirm.dialog };
}
