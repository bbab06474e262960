// The lab's incoming list view, kept in the address (?q=&type=&status=&from=&to=&sort=&order=&page=&size=) so that
// going back from a detail returns to the same view, and the list call it makes.
import type { PreConsignQuery, PreConsignSortProp } from '../../api/consignment';
import type { ListQuery } from '../../components/usePagedList';

export const PAGE_SIZES = [10, 20, 50];
export const SORT_PROPS: readonly PreConsignSortProp[] = [
  'commitConsignTime',
  'consignCode',
  'consignStatus',
  'projectName',
];

/**
 * Every filter with its default; lab (admin's filter), type and status '' mean all (a lab never sees Drafts); from and
 * to (yyyy-MM-dd, '' none) the days it was committed.
 */
export const FILTER = {
  lab: '',
  q: '',
  type: '',
  status: '',
  from: '',
  to: '',
  sort: 'commitConsignTime',
  order: 'descending',
};
export type IncomingQuery = ListQuery<keyof typeof FILTER>;

const int = (value: string): number | undefined =>
  value !== '' && Number.isInteger(Number(value)) ? Number(value) : undefined;

export const sortPropOf = (view: Pick<IncomingQuery, 'sort'>): PreConsignSortProp =>
  SORT_PROPS.find((prop) => prop === view.sort) ?? 'commitConsignTime';

export function toQuery(view: IncomingQuery): PreConsignQuery {
  const status = int(view.status);
  return {
    testUnitId: view.lab || undefined,
    search: view.q.trim() || undefined,
    consignType: int(view.type),
    consignStatus: status === undefined ? undefined : [status],
    consignStartTime: view.from || undefined,
    consignEndTime: view.to || undefined,
    sortProp: sortPropOf(view),
    sortOrder: view.order === 'ascending' ? 'ascending' : 'descending',
    skipCount: view.skipCount,
    maxResultCount: view.maxResultCount,
  };
}

/**
 * Raw material opens the raw-material detail; bookings (on site, handover) the booking audit. `readOnly` (admin):
 * the detail without actions, for every type.
 */
export function detailPath(row: { id: string; consignType: number }, readOnly = false): string {
  const page = readOnly ? 'preConsignInfo' : row.consignType === 1 ? 'addConsignInfo' : 'auditSitePreConsignInfo';
  return `/BusinessManagement/${page}?id=${encodeURIComponent(row.id)}`;
}
