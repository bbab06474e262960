// Admin's view of the lab screens (incoming consignments, report progress, laboratory information): every lab's,
// read only, narrowed by a lab filter (docs/decisions.md "Admin reads across labs"). A lab's staff see their own lab's, as before.
import { useUnitApi } from '../../api/units';
import { SelectFilter, type SelectFilterProps } from '../../components/FilterBar';
import { useRead } from '../../components/useRead';
import { useSession } from '../../session/SessionProvider';
import { selectIsAdmin } from '../../session/selectors';
import { useT } from '../../utils/useT';

/** Whether the signed-in user reads the lab screens across labs (admin), rather than as one lab's staff. */
export function useAcrossLabs(): boolean {
  return useSession(selectIsAdmin);
}

/** Admin's list of labs by name (at most 1000, the list call's cap); `activeOnly`: the ones consignors can see. */
export function useLabOptions(enabled: boolean, activeOnly = false) {
  const api = useUnitApi();
  return useRead(
    ['BaTestUnit/GetTestUnit', 'lab-filter', activeOnly],
    () =>
      api.listTestUnits({ sorting: 'testUnitName', maxResultCount: 1000, ...(activeOnly && { isActive: true }) }, true),
    { enabled },
  );
}

/**
 * The lab filter: every lab ('' = all, when `allLabel` is given) or one of them; test id `lab-filter`. Admin's only:
 * a lab's staff never see it.
 */
export function LabSelect({
  value,
  onChange,
  allLabel,
  activeOnly,
  w,
}: {
  value: string;
  onChange(labId: string): void;
  allLabel?: string;
  activeOnly?: boolean;
  w?: SelectFilterProps['w'];
}) {
  const t = useT();
  const labs = useLabOptions(true, activeOnly).data?.items ?? [];
  const options = labs.map((lab) => [lab.id, lab.testUnitName] as const);
  return (
    <SelectFilter
      value={value}
      onChange={onChange}
      label={t('labScope.lab')}
      options={allLabel === undefined ? options : [['', allLabel], ...options]}
      testId="lab-filter"
      w={w ?? { base: '100%', md: '240px' }}
    />
  );
}
