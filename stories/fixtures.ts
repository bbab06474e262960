// Fixture data for the stories: no network, every call answered here, as the server answers a Chinese caller.
import { grantedBy } from '../contracts/permissions';
import type { Api, Branding, EnumValue, LoginInformations, Statistic, UserInfo } from '../src/api';

/** The platform's default branding (no lab on this address), as GetTestUnitInfoByConsignPlatURL answers it. */
export const branding: Branding = {
  unitId: null,
  unitName: null,
  logoURL: '/logo.svg',
  systemName: '公路水运工程试验检测公共服务平台',
  iLISReportProgressQueryURL: 'https://ilis.example.org/query',
  icp: '滇ICP备00000000号-1',
};

/** GetUserInfo's answer for a signed-in demo user (active, no introduction, no notices, Chinese). */
const user = (
  n: number,
  fields: Pick<UserInfo, 'userName' | 'name' | 'roles' | 'actorRole' | 'unitId' | 'unitName' | 'unitType' | 'userType'>,
): UserInfo => ({
  userId: `01920000-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
  phoneNumber: `1390510000${n}`,
  avatar: null,
  status: 1,
  introduction: null,
  language: 'zh',
  webUserNotices: [],
  permissions: grantedBy(fields.roles, new Map()),
  ...fields,
});

export const users: Record<'admin' | 'lab' | 'consignor' | 'host', UserInfo> = {
  // A platform user's unitName is the server's "not linked to a unit" text (app.notLinkedToUnit).
  admin: user(1, {
    userName: 'admin',
    name: '平台管理员',
    roles: ['admin'],
    actorRole: 'admin',
    unitId: null,
    unitName: '未关联单位',
    unitType: 0,
    userType: 0,
  }),
  lab: user(2, {
    userName: 'lab',
    name: '王敏',
    roles: ['lab'],
    actorRole: 'lab',
    unitId: '01920000-0000-7000-8000-000000000002',
    unitName: '华通公路工程检测有限公司',
    unitType: 2,
    userType: 1,
  }),
  consignor: user(3, {
    userName: 'consignor',
    name: '孙立新',
    roles: ['consignor'],
    actorRole: 'consignor',
    unitId: '01920000-0000-7000-8000-000000000001',
    unitName: '中交路桥建设第三工程有限公司',
    unitType: 1,
    userType: 1,
  }),
  // The platform operator's administrator (the host, tenant 0): tenants only.
  host: user(4, {
    userName: 'admin',
    name: '运营方管理员',
    roles: ['host'],
    actorRole: null,
    unitId: null,
    unitName: '平台运营方',
    unitType: 0,
    userType: 0,
  }),
};

export const statistics: Record<'admin' | 'lab' | 'consignor', Statistic> = {
  admin: {
    scope: 'platform',
    consignCount: 1284,
    consignByStatus: [10, 20, 30, 40, 50, 60, 70].map((s, i) => ({
      consignStatus: s,
      count: [40, 85, 12, 160, 230, 720, 37][i] ?? 0,
    })),
    reportCount: 2311,
    reportByStatus: [10, 20, 30, 40, 50].map((s, i) => ({ reportStatus: s, count: [120, 210, 96, 1204, 681][i] ?? 0 })),
    projectCount: 46,
    testUnitCount: 12,
    consignUnitCount: 58,
    userCount: 310,
    samplesAwaitingBinding: 42,
    samplesAwaitingReception: 17,
  },
  lab: {
    scope: 'testUnit',
    consignCount: 212,
    consignByStatus: [20, 40, 50, 60].map((s, i) => ({ consignStatus: s, count: [14, 25, 61, 112][i] ?? 0 })),
    reportCount: 405,
    reportByStatus: [10, 20, 30, 40, 50].map((s, i) => ({ reportStatus: s, count: [20, 45, 18, 210, 112][i] ?? 0 })),
    projectCount: 9,
    testUnitCount: 1,
    consignUnitCount: 14,
    userCount: 8,
    samplesAwaitingBinding: 0,
    samplesAwaitingReception: 6,
  },
  consignor: {
    scope: 'consignUnit',
    consignCount: 37,
    consignByStatus: [10, 20, 40, 60].map((s, i) => ({ consignStatus: s, count: [3, 4, 6, 24][i] ?? 0 })),
    reportCount: 52,
    reportByStatus: [20, 40, 50].map((s, i) => ({ reportStatus: s, count: [5, 30, 17][i] ?? 0 })),
    projectCount: 3,
    testUnitCount: 4,
    consignUnitCount: 1,
    userCount: 5,
    samplesAwaitingBinding: 4,
    samplesAwaitingReception: 0,
  },
};

const enumValues: Record<string, EnumValue[]> = {
  ConsignStatus: ['Draft', 'Submitted', 'Returned', 'Accepted', 'InTest', 'Completed', 'Cancelled'].map((name, i) => ({
    value: (i + 1) * 10,
    name,
    displayName: ['草稿', '已提交', '已退回', '已受理', '检测中', '已完成', '已取消'][i] ?? name,
  })),
  ReportStatus: ['Pending', 'Testing', 'Compiling', 'Issued', 'Delivered'].map((name, i) => ({
    value: (i + 1) * 10,
    name,
    displayName: ['待检', '检测中', '编制中', '已签发', '已送达'][i] ?? name,
  })),
};

/** The request's tenant when nothing names another (Session/GetCurrentLoginInformations): the default platform. */
export const defaultTenant: NonNullable<LoginInformations['tenant']> = {
  id: 1,
  tenancyName: 'Default',
  name: '公路水运工程试验检测公共服务平台',
  isActive: true,
};

/** Session/GetCurrentLoginInformations for a page of `tenant` (null: the host), nobody signed in. */
export const loginInformations = (tenant: LoginInformations['tenant'] = defaultTenant): LoginInformations => ({
  application: { version: '0.1.0', releaseDate: '2026-11-01T00:00:00.000Z', features: {} },
  user: null,
  tenant,
});

export function fixtureApi(role: keyof typeof users, overrides: Partial<Api> = {}): Api {
  return {
    authenticate: async () => ({
      accessToken: 'fixture',
      encryptedAccessToken: 'fixture',
      expireInSeconds: 86400,
      userId: users[role].userId,
    }),
    getUserInfo: async () => users[role],
    logout: async () => null,
    getBranding: async () => branding,
    getEnumValues: async (name) => enumValues[name] ?? [],
    getStatistic: async () => statistics[role === 'host' ? 'admin' : role],
    getLoginInformations: async () => loginInformations(),
    isTenantAvailable: async () => ({ state: 1, tenantId: defaultTenant.id }),
    ...overrides,
  };
}
