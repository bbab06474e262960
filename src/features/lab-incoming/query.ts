// The lab's incoming list state, kept in the address (?q=&type=&status=&sort=&order=&page=&size=) so that going back
// from a detail returns to the same view.
import type { PreConsignQuery, PreConsignSortProp, SortOrder } from '../../api/consignment';

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SORT_PROPS: readonly PreConsignSortProp[] = [
  'commitConsignTime',
  'consignCode',
  'consignStatus',
  'projectName',
];

export interface IncomingView {
  search: string;
  consignType: number | null;
  /** null: every status (a lab never sees Drafts). */
  status: number | null;
  sortProp: PreConsignSortProp;
  sortOrder: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

const int = (value: string | null): number | null => {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
};

export function readView(params: URLSearchParams): IncomingView {
  const sort = params.get('sort') as PreConsignSortProp | null;
  const size = int(params.get('size'));
  return {
    search: params.get('q') ?? '',
    consignType: int(params.get('type')),
    status: int(params.get('status')),
    sortProp: sort && SORT_PROPS.includes(sort) ? sort : 'commitConsignTime',
    sortOrder: params.get('order') === 'ascending' ? 'ascending' : 'descending',
    page: Math.max(1, int(params.get('page')) ?? 1),
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function writeView(view: IncomingView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.consignType !== null) params.set('type', String(view.consignType));
  if (view.status !== null) params.set('status', String(view.status));
  if (view.sortProp !== 'commitConsignTime') params.set('sort', view.sortProp);
  if (view.sortOrder !== 'descending') params.set('order', view.sortOrder);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  return params;
}

export function toQuery(view: IncomingView): PreConsignQuery {
  return {
    search: view.search.trim() || undefined,
    consignType: view.consignType ?? undefined,
    consignStatus: view.status === null ? undefined : [view.status],
    sortProp: view.sortProp,
    sortOrder: view.sortOrder,
    skipCount: (view.page - 1) * view.pageSize,
    maxResultCount: view.pageSize,
  };
}

/** Raw material opens the raw-material detail; bookings (on site, handover) the booking audit. */
export function detailPath(row: { id: string; consignType: number }): string {
  const page = row.consignType === 1 ? 'addConsignInfo' : 'auditSitePreConsignInfo';
  return `/BusinessManagement/${page}?id=${encodeURIComponent(row.id)}`;
}
