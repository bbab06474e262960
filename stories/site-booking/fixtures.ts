// Fixture data and a fake API for the booking screens (stories and unit tests): a booking at any status with the
// machine's buttons for a role, the consignor's list, the lab's visits.
import { type ActorRole, allowedEvents, ConsignStatus, ConsignType } from '../../machines/consignment';
import type { ConsignmentApi, SiteListRow, SiteVisitRow, StoredBooking } from '../../src/api/consignment';
import { fixtureConsignmentApi, returnedConsignment } from '../booking/fixtures';

const other = {
  qualifications: [{ id: 'q1', name: '公路工程综合甲级' }],
  baAddresss: [{ id: 'a1', addressText: '南京市江宁区天元中路188号', addressDetail: null, isMain: true }],
};

export const bookingAt = (status: number, role: ActorRole): StoredBooking => ({
  ...returnedConsignment,
  id: 'b-1',
  consignCode: 'XC-20261122-0001',
  consignType: ConsignType.OnSite,
  testUnitId: returnedConsignment.testUnitId ?? 'lab-1',
  consignStatus: status,
  consignStatusStr: String(status),
  consignStatusText: String(status),
  rollbackCause: status === ConsignStatus.Returned ? returnedConsignment.rollbackCause : null,
  consignTime: status === ConsignStatus.Draft ? null : '2026-11-22T02:00:00.000Z',
  expectTestTime: '2026-11-28T01:30:00.000Z',
  testContent: '桩基完整性检测 12 根',
  tuqualificationId: 'q1',
  testUnitAddressId: 'a1',
  preSiteOtherInfo: other,
  allowedActions: allowedEvents(status, role, { consignType: ConsignType.OnSite }),
});

const rows: SiteListRow[] = [ConsignStatus.Submitted, ConsignStatus.Accepted, ConsignStatus.Returned].map((s, i) => ({
  id: `b-${i}`,
  consignCode: `XC-2026112${i}-000${i + 1}`,
  consignType: 2,
  consignTypeVal: '现场检测',
  consignUnit: '江苏交通建设集团',
  testUnitId: 'lab-1',
  testUnitName: '华通公路工程检测有限公司',
  projectName: 'G15 沈海高速改扩建',
  testContent: '桩基完整性检测 12 根',
  expectTestTime: `2026-11-2${i + 5}T01:30:00.000Z`,
  linkPerson: '李工',
  linkPersonPhone: '13900001111',
  consignStatus: s,
  consignStatusVal: String(s),
  rollbackCause: null,
  creationTime: '2026-11-20T02:00:00.000Z',
  commitConsignTime: '2026-11-20T03:00:00.000Z',
}));

const visits: SiteVisitRow[] = rows.map((r) => ({
  ...r,
  expectTestTime: r.expectTestTime as string,
  addressText: '南京市江宁区天元中路188号',
}));

export function siteApi(role: ActorRole, status: number, empty = false): ConsignmentApi {
  return fixtureConsignmentApi({
    getSitePreConsignInfoList: async () => ({
      totalCount: empty ? 0 : rows.length,
      items: empty ? [] : rows,
      statusCounts: Object.values(ConsignStatus).map((s) => ({
        consignStatus: s,
        count: empty ? 0 : rows.filter((r) => r.consignStatus === s).length,
      })),
    }),
    getSiteConsign: async () => bookingAt(status, role),
    getCreatePreSiteConsign: async () => ({
      ...bookingAt(ConsignStatus.Draft, 'consignor'),
      id: null,
      consignCode: null,
      testUnitId: null,
      creationTime: null,
      expectTestTime: null,
      testContent: null,
      samples: [],
    }),
    getPreSiteOtherInfoByTestUnitId: async () => other,
    getSiteVisitSchedule: async () => ({ totalCount: empty ? 0 : visits.length, items: empty ? [] : visits }),
    getConsignLog: async () => [],
  });
}
