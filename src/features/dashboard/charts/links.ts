// The list each dashboard figure counts, with the filter it counts by, as the lists read it from the address
// (usePagedList with `inAddress`): status, lab, search and days (`from`, `to`, yyyy-MM-dd, both included), which each
// list reads as its own time: commit (the lab's incoming list, the consignor's consignments), issue (the report
// lists). What each figure passes: docs/decisions.md, "Dashboards: the charts".

type Params = Record<string, string | number | undefined | null>;

/** Days, yyyy-MM-dd, both included: a period's first and last day, or the chosen range's. */
export interface Days {
  from?: string;
  to?: string;
}

function path(base: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * The lab's incoming consignments (preManagement): by status, search (it matches sample names) and commit days;
 * admin's by lab.
 */
export const labIncomingLink = (filter: { status?: number; lab?: string; q?: string } & Days = {}) =>
  path('/BusinessManagement/preManagement', {
    lab: filter.lab,
    q: filter.q,
    status: filter.status,
    from: filter.from,
    to: filter.to,
  });

/** The lab's reports (reportList): by report status and issue days; admin's also by lab. */
export const labReportsLink = (filter: { status?: number; lab?: string } & Days = {}) =>
  path('/BusinessManagement/reportList', { status: filter.status, lab: filter.lab, from: filter.from, to: filter.to });

/** The consignor's consignments (rawMateriaConsignInfo): by status and consignment days. */
export const consignorConsignmentsLink = (filter: { status?: number } & Days = {}) =>
  path('/ConsignInfo/rawMateriaConsignInfo', { status: filter.status, from: filter.from, to: filter.to });

/** The consignor's report progress (reportSchedule): by report status (one, or several), lab name and issue days. */
export const consignorReportsLink = (
  filter: { status?: number | readonly number[]; testUnitName?: string } & Days = {},
) =>
  path('/TestingOrgSearch/reportSchedule', {
    status: typeof filter.status === 'number' ? filter.status : filter.status?.join(','),
    testUnitName: filter.testUnitName,
    from: filter.from,
    to: filter.to,
  });

/** The lab's reception desk, where samples are received one by one by their labels. */
export const sampleReceptionLink = '/BusinessManagement/sampleReception';

/** Admin's lists of labs, consigning units and users. */
export const ADMIN_LINKS = {
  labs: '/SystemManager/TestUnitManager',
  consignUnits: '/SystemManager/ConsginUnitManager',
} as const;
