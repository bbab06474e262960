// Fixture calls for the booking wizard and the consignor list: no network, a small in-memory store.
import type {
  BatchResult,
  ConsignInput,
  ConsignListRow,
  Consignment,
  ConsignmentApi,
  SampleInput,
} from '../../src/api/consignment';

export const labs = [
  {
    id: 'lab-1',
    unitNo: 'T001',
    testUnitName: '华通公路工程检测有限公司',
    shengShi: '江苏省南京市',
    qualificationName: '公路工程综合甲级,水运工程材料甲级',
    contactPhone: '025-84561234',
    regAddress: '南京市江宁区天元中路188号',
    logoPath: null,
  },
  {
    id: 'lab-2',
    unitNo: 'T002',
    testUnitName: '江海水运工程质量检测中心',
    shengShi: '江苏省南通市',
    qualificationName: '水运工程材料甲级',
    contactPhone: '0513-85012345',
    regAddress: '南通市崇川区青年东路66号',
    logoPath: null,
  },
];

const owner = {
  consignUnitId: 'u-1',
  consignUnitName: '中交路桥建设第三工程有限公司',
  creationTime: '2026-11-01T00:00:00Z',
};

export const projects = [
  {
    id: 'p-1',
    projectName: 'G15沈海高速南通段改扩建工程',
    projectCode: 'G15-NT',
    contractSectName: 'NT-3标',
    description: null,
    ...owner,
  },
  {
    id: 'p-2',
    projectName: 'S226省道宝应段改建工程',
    projectCode: 'S226-BY',
    contractSectName: null,
    description: null,
    ...owner,
  },
];

export const sampleTree = [
  {
    id: 'cat-1',
    label: '原材料',
    parentId: null,
    levelCode: '01',
    sampleCode: null,
    children: [
      { id: 's-cement', label: '水泥', parentId: 'cat-1', levelCode: '0101', sampleCode: 'SN', children: [] },
      { id: 's-steel', label: '热轧带肋钢筋', parentId: 'cat-1', levelCode: '0102', sampleCode: 'GJ', children: [] },
    ],
  },
];

export const paramsBySample: Record<
  string,
  Array<{
    testParamId: string;
    testParamCode: string;
    displayName: string;
    description: null;
    price: string;
    standardText: string;
  }>
> = {
  's-cement': [
    {
      testParamId: 'pm-1',
      testParamCode: 'SN-01',
      displayName: '细度',
      description: null,
      price: '60.00',
      standardText: 'JTG 3420-2020',
    },
    {
      testParamId: 'pm-2',
      testParamCode: 'SN-02',
      displayName: '凝结时间',
      description: null,
      price: '80.00',
      standardText: 'JTG 3420-2020',
    },
  ],
  's-steel': [
    {
      testParamId: 'pm-3',
      testParamCode: 'GJ-01',
      displayName: '屈服强度',
      description: null,
      price: '45.50',
      standardText: 'GB/T 228.1',
    },
  ],
};

const row = (over: Partial<ConsignListRow>): ConsignListRow => ({
  id: 'c-x',
  consignCode: 'CL-20261121-0001',
  consignType: 1,
  projectName: projects[0]?.projectName ?? null,
  testUnitId: 'lab-1',
  testUnitName: labs[0]?.testUnitName ?? '',
  testUnitIsIlisCust: false,
  consignUnitName: '中交路桥建设第三工程有限公司',
  sampleNames: '水泥',
  sampleCount: 1,
  mailOrderNumber: null,
  consignStatus: 10,
  consignStatusStr: '草稿',
  rollbackCause: null,
  totalPrice: '140.00',
  creationTime: '2026-11-21T08:00:00Z',
  commitConsignTime: null,
  isConsignBillGened: false,
  consignBillFile: null,
  consignFormaNumber: null,
  ...over,
});

export const listRows: ConsignListRow[] = [
  row({ id: 'c-10', consignCode: 'CL-20261121-0001', consignStatus: 10 }),
  row({ id: 'c-20', consignCode: 'CL-20261120-0001', consignStatus: 20, consignStatusStr: '已提交' }),
  row({
    id: 'c-30',
    consignCode: 'CL-20261117-0001',
    consignStatus: 30,
    consignStatusStr: '已退回',
    rollbackCause: '样品数量不足（需不少于4 kg），请补充后重新提交。',
  }),
  row({
    id: 'c-40',
    consignCode: 'CL-20261116-0001',
    consignStatus: 40,
    consignStatusStr: '已受理',
    mailOrderNumber: 'SF1402837465920',
  }),
  row({
    id: 'c-60',
    consignCode: 'CL-20261102-0001',
    consignStatus: 60,
    consignStatusStr: '已完成',
    totalPrice: '1290.00',
  }),
];

export const returnedConsignment: Consignment = {
  id: 'c-30',
  consignCode: 'CL-20261117-0001',
  consignType: 1,
  consignStatus: 30,
  consignStatusStr: '已退回',
  consignUnitId: 'u-1',
  consignUnitName: '中交路桥建设第三工程有限公司',
  testUnitId: 'lab-1',
  testUnitName: labs[0]?.testUnitName ?? '',
  testUnitAddressId: null,
  testUnitAddressDetail: null,
  projectId: 'p-2',
  projectName: 'S226省道宝应段改建工程',
  linkPerson: '孙立新',
  linkPersonPhone: '13905100002',
  jzunit: '江苏交科工程监理有限公司',
  jhperson: '刘见证',
  jzcardNo: 'JZ-320600-0231',
  jzphone: '13951300077',
  tuqualificationId: null,
  tuqualificationName: null,
  memo: null,
  consignFormaNumber: null,
  mailOrderNumber: null,
  creationTime: '2026-11-17T08:00:00Z',
  commitConsignTime: '2026-11-17T09:00:00Z',
  isSaved: true,
  rollbackCause: '样品数量不足（需不少于4 kg），请补充后重新提交。',
  cancelCause: null,
  testUnitConfig: { isConsignSingleSample: false },
  totalPrice: '140.00',
  labelStatuses: [],
  samples: [
    {
      id: 'bs-1',
      labelCodes: [],
      testUnitSampleId: 's-cement',
      testUnitSampleName: '水泥',
      sampleNameLink: '',
      bigCategoryId: null,
      testGroupCount: 1,
      specificationType: null,
      produceInfo: null,
      extractAddress: null,
      testSampleDescription: null,
      projectOrPurpose: null,
      afterTestOperate: null,
      memo: null,
      createTime: '2026-11-21T02:00:00.000Z',
      children: [],
      standards: [],
      properties: [],
      refSamples: [],
      params: [
        {
          tuTestParamId: 'pm-1',
          tuTestParamCode: 'SN-01',
          tuTestParamName: '细度',
          tuTestParamDescription: null,
          tuTestParamPrice: '60.00',
          tuTestParamCount: 1,
          standardText: null,
        },
        {
          tuTestParamId: 'pm-2',
          tuTestParamCode: 'SN-02',
          tuTestParamName: '凝结时间',
          tuTestParamDescription: null,
          tuTestParamPrice: '80.00',
          tuTestParamCount: 1,
          standardText: null,
        },
      ],
      subtotal: '140.00',
    },
  ],
  allowedActions: ['SAVE', 'COMMIT', 'CANCEL', 'DELETE', 'COPY'],
};

export interface FixtureLog {
  calls: Array<{ name: string; args: unknown[] }>;
}

const ok = (ids: string[]): BatchResult => ({ succeeded: ids, failed: [] });

/** A fake ConsignmentApi; `log.calls` records every call. Calls not listed here reject. */
export function fixtureConsignmentApi(
  overrides: Partial<ConsignmentApi> = {},
  log: FixtureLog = { calls: [] },
  options: { rows?: ConsignListRow[]; delayMs?: number } = {},
): ConsignmentApi {
  const rows = options.rows ?? listRows;
  const wait = <T>(value: T): Promise<T> =>
    new Promise((resolve) => setTimeout(() => resolve(value), options.delayMs ?? 0));
  let saved: (ConsignInput & { id: string; samples?: SampleInput[] }) | null = null;
  const asConsignment = (id: string): Consignment => ({
    ...returnedConsignment,
    ...saved,
    id,
    consignCode: 'CL-20261122-0001',
    consignStatus: 10,
    consignStatusStr: '草稿',
    rollbackCause: null,
    samples: [],
  });
  const base: Partial<ConsignmentApi> = {
    getAllUnit: async (q) => {
      const key = (q.nameKey ?? '').trim();
      const items = labs.filter((lab) => !key || lab.testUnitName.includes(key));
      return wait({ totalCount: items.length, items });
    },
    getUnitDetail: async (id) => {
      const lab = labs.find((l) => l.id === id) ?? labs[0];
      return wait({
        id,
        testUnitName: lab?.testUnitName ?? '',
        inroduce: null,
        regAddress: lab?.regAddress ?? null,
        jtsyjcAddress: null,
        contactPhone: lab?.contactPhone ?? null,
        sheng: null,
        shi: null,
        logoPath: null,
        qualificationNameList: (lab?.qualificationName ?? '').split(','),
        unitAddressList: [
          {
            id: `${id}-a1`,
            tagTitle: '收样点',
            addressText: lab?.regAddress ?? '',
            person: '王敏',
            personSex: null,
            personPhone: '13813800001',
            addressPoint: null,
            addressDetail: null,
            isMain: true,
          },
        ],
      });
    },
    getTuQualificationsByTestUnitId: async () => wait([{ id: 'q1', name: '公路工程综合甲级' }]),
    getProjectList: async () => wait({ totalCount: projects.length, items: projects }),
    getSampleTree: async () => wait(sampleTree),
    getParamBySampleId: async (sampleId) => wait(paramsBySample[sampleId] ?? []),
    getRawMateriaConsignInfoList: async (q) => {
      const statuses = q.consignStatuses ?? [];
      const items = rows.filter((r) => statuses.length === 0 || statuses.includes(r.consignStatus));
      const counts = new Map<number, number>();
      for (const r of rows) counts.set(r.consignStatus, (counts.get(r.consignStatus) ?? 0) + 1);
      return wait({
        totalCount: items.length,
        items: items.slice(q.skipCount ?? 0, (q.skipCount ?? 0) + (q.maxResultCount ?? 10)),
        statusCounts: [10, 20, 30, 40, 50, 60, 70].map((s) => ({ consignStatus: s, count: counts.get(s) ?? 0 })),
      });
    },
    getConsingInfo: async (id) => wait(id === returnedConsignment.id ? returnedConsignment : asConsignment(id)),
    createRawMateriaConsingInfo: async (input) => {
      saved = { ...input, id: 'new-1' };
      return wait(asConsignment('new-1'));
    },
    saveConsignInfo: async (input) => {
      saved = input;
      return wait(asConsignment(input.id));
    },
    commitConsignInfo: async (ids) => wait(ok(ids)),
    cancelConsignInfo: async (ids) => wait(ok(ids)),
    deleteConsignInfo: async (ids) => wait(ok(ids)),
    copyConsignInfo: async (ids) => wait(ok(ids.map((id) => `${id}-copy`))),
    setMailOrderNumber: async (ids) => wait(ok(ids)),
    ...overrides,
  };
  return new Proxy(base, {
    get(target, name: string) {
      const fn = target[name as keyof ConsignmentApi] as ((...args: unknown[]) => unknown) | undefined;
      return (...args: unknown[]) => {
        log.calls.push({ name, args });
        return fn ? fn(...args) : Promise.reject(new Error(`fixture: ${name} not provided`));
      };
    },
  }) as ConsignmentApi;
}
