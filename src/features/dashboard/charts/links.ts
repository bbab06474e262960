// The list each dashboard figure counts, with the filter it counts by, as the lists read it from the address
// (usePagedList with `inAddress`). What a list cannot take from the address is left out (docs/decisions.md,
// "Dashboards: the charts"): the lab's incoming list and the lab's report list have no date filter, so a period's
// figure opens the list filtered by its status (and lab, for admin) only.

type Params = Record<string, string | number | undefined | null>;

function path(base: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

/** The lab's incoming consignments (preManagement): by status and search (it matches sample names); admin's by lab. */
export const labIncomingLink = (filter: { status?: number; lab?: string; q?: string } = {}) =>
  path('/BusinessManagement/preManagement', { lab: filter.lab, q: filter.q, status: filter.status });

/** The lab's reports (reportList): by report status; admin's also by lab. */
export const labReportsLink = (filter: { status?: number; lab?: string } = {}) =>
  path('/BusinessManagement/reportList', { status: filter.status, lab: filter.lab });

/** The consignor's consignments (rawMateriaConsignInfo): by status and consignment dates (yyyy-MM-dd). */
export const consignorConsignmentsLink = (filter: { status?: number; from?: string; to?: string } = {}) =>
  path('/ConsignInfo/rawMateriaConsignInfo', { status: filter.status, from: filter.from, to: filter.to });

/** The consignor's report progress (reportSchedule): by report status, lab name and consignment dates. */
export const consignorReportsLink = (
  filter: { status?: number; testUnitName?: string; from?: string; to?: string } = {},
) =>
  path('/TestingOrgSearch/reportSchedule', {
    status: filter.status,
    testUnitName: filter.testUnitName,
    beginConsignTime: filter.from,
    endConsignTime: filter.to,
  });

/** Admin's lists of labs, consigning units and users. */
export const ADMIN_LINKS = {
  labs: '/SystemManager/TestUnitManager',
  consignUnits: '/SystemManager/ConsginUnitManager',
} as const;
