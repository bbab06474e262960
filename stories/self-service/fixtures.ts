// A fake backend for the self-service and administration screens' stories: one in-memory unit of data answered through
// the shell client (ShellClientContext), so the screens run their real API modules. 'empty' holds no rows, 'loading'
// never answers. Every call is recorded for the unit tests.

import type { BaseStandard, TestParamRow, TestSample } from '../../src/api/catalogue';
import type { ApiClient, RequestOptions } from '../../src/api/client';
import type { SampleTreeNode } from '../../src/api/consignment';
import type { Notice } from '../../src/api/notices';
import type { Project } from '../../src/api/projects';
import type { SystemParam } from '../../src/api/systemParams';
import type { ConsignUnit, ConsignUnitRow, Qualification, TestUnit, UnitAddress } from '../../src/api/units';
import type { UserRow } from '../../src/api/user';
import { users } from '../fixtures';

export type FakeData = 'rows' | 'empty' | 'loading';

export interface RecordedCall {
  method: string;
  path: string;
  options?: RequestOptions;
}

/** Where the fake stores an uploaded avatar. */
export const NEW_AVATAR = '/api/services/app/User/GetAvatar?id=00000000-0000-7000-8000-000000000999';

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const LAB_ID = users.lab.unitId as string;
const CONSIGN_UNIT_ID = users.consignor.unitId as string;
const at = (day: number) => `2026-0${1 + (day % 9)}-1${day % 10}T08:00:00.000Z`;

const lab: TestUnit = {
  id: LAB_ID,
  unitNo: 'TU0001',
  testUnitName: users.lab.unitName,
  contactPhone: '025-84561234',
  sheng: '江苏省',
  shi: '南京市',
  regAddress: '南京市江宁区天元中路 88 号',
  inroduce: '交通运输部公路水运工程综合甲级检测机构。',
  jtsyjcAddress: 'lab1.localhost',
  lmisType: 1,
  lmisurl: 'https://lims.huatong.example.com/api',
  lmisIntegratedCode: 'HT-LIMS-7F3K2Q',
  iLISReportProgressQueryURL: null,
  systemName: '华通检测委托平台',
  icp: '苏ICP备00000000号-1',
  isConsignSingleSample: false,
  logoPath: null,
  isActive: true,
  regTime: '2025-10-01T08:00:00.000Z',
  tuQualification: [],
  creationTime: '2025-10-01T08:00:00.000Z',
  creatorUserId: users.admin.userId,
  lastModificationTime: null,
  lastModifierUserId: null,
};

const qualifications: Qualification[] = ['公路工程综合甲级', '水运工程材料甲级'].map((name, i) => ({
  id: id(100 + i),
  name,
  sysQualificationId: id(200 + i),
  createTime: at(i),
  testUnitId: LAB_ID,
  orderIndex: i,
}));

const address = (n: number, addressText: string, isMain: boolean): UnitAddress => ({
  id: id(300 + n),
  person: '王敏',
  personSex: 2,
  personPhone: '13905100001',
  addressPoint: null,
  addressText,
  addressDetail: '收样室',
  tagTitle: isMain ? '总部' : '分部',
  isMain,
});

const consignUnit: ConsignUnit = {
  id: CONSIGN_UNIT_ID,
  name: users.consignor.unitName,
  uninCode: '91320000MA1XXXXX1A',
  regPerson: '孙立新',
  regPhone: '13905100002',
  sheng: '江苏省',
  shi: '南京市',
  detailAddress: '南京市建邺区江东中路 1 号',
  description: null,
  status: 1,
  logoPath: null,
  regTime: null,
  creationTime: '2026-01-05T08:00:00.000Z',
};

/** The unit as GetConsginUnitListBySys lists it (province and city joined, as the server joins them). */
const consignUnitRow = (projectCount: number): ConsignUnitRow => ({
  id: consignUnit.id,
  name: consignUnit.name,
  uninCode: consignUnit.uninCode,
  regPerson: consignUnit.regPerson,
  regPhone: consignUnit.regPhone,
  sheng: consignUnit.sheng,
  shi: consignUnit.shi,
  shengShi: `${consignUnit.sheng ?? ''}${consignUnit.shi ?? ''}`,
  status: consignUnit.status,
  userCount: 2,
  projectCount,
  creationTime: consignUnit.creationTime,
});

const projects: Project[] = ['沪宁高速扩建工程 A3 标', '连云港港 30 万吨级航道二期', '宁马城际铁路 S6 线'].map(
  (projectName, i) => ({
    id: id(400 + i),
    consignUnitId: CONSIGN_UNIT_ID,
    consignUnitName: users.consignor.unitName,
    projectName,
    projectCode: `XM-2026-00${i + 1}`,
    contractSectName: null,
    description: null,
    creationTime: at(i),
  }),
);

const notices: Notice[] = [
  ['2026 年春节期间收样安排', 2],
  ['关于启用新版检测委托单的通知', 1],
  ['《公路工程试验检测数据报告编制导则》宣贯', 3],
].map(([title, noticeType], i) => ({
  id: id(500 + i),
  title: title as string,
  content: `${title}：详见正文。`,
  sendTime: at(i),
  noticeType: noticeType as number,
  testUnitId: noticeType === 2 ? LAB_ID : null,
  testUnitName: noticeType === 2 ? users.lab.unitName : null,
  noticeNo: `GG-2026-0${i + 1}`,
  sendUserName: i === 0 ? '王敏' : '平台管理员',
}));

const staff: UserRow[] = [
  ['lab', '王敏', 1, true],
  ['lab.zhou', '周强', 2, true],
  ['lab.li', '李娜', 2, false],
].map(([userName, name, userType, isActive], i) => ({
  id: id(600 + i),
  userName: userName as string,
  name: name as string,
  phoneNumber: `1390510000${i}`,
  emailAddress: null,
  description: null,
  isActive: isActive as boolean,
  userType: userType as number,
  unitId: LAB_ID,
  unitType: 2,
  unitName: users.lab.unitName,
  roleNames: ['lab'],
  creationTime: at(i),
  lastLoginTime: i === 2 ? null : at(i + 3),
  isOption: i > 0,
  isCanDeleteUser: i === 2,
}));

const tree: SampleTreeNode[] = [
  {
    id: id(700),
    label: '水泥',
    parentId: null,
    levelCode: '001',
    sampleCode: 'SN',
    children: [
      {
        id: id(701),
        label: '通用硅酸盐水泥',
        parentId: id(700),
        levelCode: '001001',
        sampleCode: 'SN01',
        children: [],
      },
    ],
  },
  { id: id(702), label: '钢筋', parentId: null, levelCode: '002', sampleCode: 'GJ', children: [] },
];

const sample = (node: SampleTreeNode): TestSample => ({
  id: node.id,
  parentId: node.parentId,
  levelCode: node.levelCode ?? '',
  sampleName: node.label,
  sampleCode: node.sampleCode,
  sysTestSampleId: null,
  description: null,
  orderIndex: 0,
  countRequire: '每组 12 kg',
  sampleStatusRequire: '密封、防潮',
  defaultSampleDescription: null,
  otherRequire: null,
  standards: [],
});

const standards: BaseStandard[] = [
  { id: id(800), baseStandardName: '水泥胶砂强度检验方法', printsManCode: 'GB/T 17671-2021', canDelete: false },
];

const params: TestParamRow[] = ['细度', '凝结时间', '胶砂强度'].map((name, i) => ({
  id: id(900 + i),
  testSampleId: id(701),
  sampleName: '通用硅酸盐水泥',
  name,
  testParamCode: `SN01-0${i + 1}`,
  price: ['40.00', '60.00', '200.00'][i] as string,
  description: null,
  baseStandardId: i === 2 ? id(800) : null,
  standardText: i === 2 ? 'GB/T 17671-2021' : null,
  orderIndex: i,
}));

const paged = <T>(items: T[], options?: RequestOptions) => {
  const query = options?.query ?? {};
  const skip = Number(query.skipCount ?? 0);
  const take = Number(query.maxResultCount ?? 10);
  return { totalCount: items.length, items: items.slice(skip, skip + take) };
};

const bySearch = <T>(items: T[], text: (item: T) => string, options?: RequestOptions) => {
  const needle = String(options?.query?.search ?? options?.query?.keyword ?? '').trim();
  return needle ? items.filter((item) => text(item).includes(needle)) : items;
};

type Handler = (options?: RequestOptions) => unknown;

/** The fake backend: a fresh copy of the data per call of this function, changed by the screens' writes. */
export function fakeShellClient(data: FakeData = 'rows') {
  const rows = data === 'rows';
  const db = {
    lab: { ...lab },
    qualifications: rows ? [...qualifications] : [],
    addresses: rows ? [address(0, '江苏省南京市江宁区', true)] : [],
    projects: rows ? [...projects] : [],
    notices: rows ? [...notices] : [],
    staff: rows ? [...staff] : [],
    params: [
      { id: id(1000), unitType: 2, unitID: LAB_ID, paramCode: 'IsEnableProjectContractSectName', paramValue: '0' },
    ],
  } satisfies Record<string, unknown> & { params: SystemParam[] };
  const body = <T>(options?: RequestOptions) => (options?.body ?? {}) as T;
  const find = (nodes: SampleTreeNode[], wanted: unknown): SampleTreeNode | undefined =>
    nodes.flatMap((n) => [n, ...n.children]).find((n) => n.id === wanted);

  const routes: Record<string, Handler> = {
    'GET BaTestUnit/GetTestUnitById': () => ({ ...db.lab, tuQualification: db.qualifications }),
    'PUT BaTestUnit/UpdateTestUnit': (o) => {
      db.lab = { ...db.lab, ...body<Partial<TestUnit>>(o) };
      return { ...db.lab, tuQualification: db.qualifications };
    },
    'GET TuQualification/GetTuQualifications': () => db.qualifications,
    'GET Qualification/GetAll': () => qualifications.map((q, i) => ({ id: id(200 + i), name: q.name })),
    'GET BaTestUnit/GetAddressList': () => db.addresses,
    'POST BaTestUnit/SaveAddress': (o) => {
      const saved = { ...address(db.addresses.length, '', false), ...body<Partial<UnitAddress>>(o) };
      db.addresses = [...db.addresses.filter((a) => a.id !== saved.id), saved];
      return saved;
    },
    'GET ConsginUnit/GetAddressList': () => db.addresses,
    'GET ConsginUnit/Get': () => consignUnit,
    // The unit's images and certificates (the information page's attachment panel): none yet.
    'GET FileService/GetAccessory': () => [],
    'GET BaSystemControlParam/GetListByUnitID': () => db.params,
    'POST BaSystemControlParam/SetParamValues': (o) => {
      const changes = body<{ paramValues: { paramCode: string; paramValue: string }[] }>(o).paramValues;
      db.params = db.params.map((p) => ({
        ...p,
        paramValue: changes.find((c) => c.paramCode === p.paramCode)?.paramValue ?? p.paramValue,
      }));
      return db.params;
    },
    'GET BaProject/GetProjectConfig': () => ({ isEnableProjectContractSectName: false }),
    'GET BaProject/GetProjectList': (o) =>
      paged(
        bySearch(db.projects, (p) => p.projectName, o),
        o,
      ),
    'POST BaProject/InsertProject': (o) => {
      const created = {
        ...body<Project>(o),
        id: id(450 + db.projects.length),
        consignUnitId: CONSIGN_UNIT_ID,
        consignUnitName: users.consignor.unitName,
        creationTime: new Date().toISOString(),
      };
      db.projects = [created, ...db.projects];
      return created;
    },
    'GET ConsginUnit/GetConsginUnitListBySys': () => ({ totalCount: 1, items: [consignUnitRow(db.projects.length)] }),
    'GET SysNotice/GetAll': (o) =>
      paged(
        bySearch(db.notices, (n) => n.title, o),
        o,
      ),
    'GET User/GetSysUserList': (o) =>
      paged(
        bySearch(db.staff, (u) => `${u.userName}${u.name}`, o),
        o,
      ),
    'GET User/GetRoles': () => ({ items: [] }),
    'POST User/UploadAvatar': () => ({ avatar: NEW_AVATAR }),
    'POST User/ChangeLanguage': () => null,
    'GET TuTestSample/GetSampleTree': () => (rows ? tree : []),
    'GET TuTestSample/GetTestSample': (o) => {
      const node = find(tree, o?.query?.id);
      return node ? sample(node) : Promise.reject(new Error('not found'));
    },
    'GET TuTestParam/GetParamTree': (o) =>
      paged(
        params.filter((p) => !o?.query?.sampleId || p.testSampleId === o.query.sampleId),
        o,
      ),
    'GET SysBaseStandard/GetAllStandard': (o) => paged(standards, o),
  };

  const calls: RecordedCall[] = [];
  /** Calls the fake has no answer for (a story would show their error). */
  const unanswered: string[] = [];
  const call =
    (method: string) =>
    <T>(path: string, options?: RequestOptions): Promise<T> => {
      const route = path.replace(/^services\/app\//, '').replace(/^\/api\/services\/app\//, '');
      calls.push({ method, path: route, options });
      if (data === 'loading') return new Promise<T>(() => {});
      const handler = routes[`${method} ${route}`];
      if (!handler) {
        unanswered.push(`${method} ${route}`);
        return Promise.reject(new Error(`no fixture for ${method} ${route}`));
      }
      return Promise.resolve(handler(options) as T);
    };
  const client: ApiClient = { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') };
  return { client, calls, unanswered };
}
