// Fixture consignments for the stories and unit tests: no network. The fake API moves a consignment through the real
// machine (nextStatus), so every story's buttons are the machine's and every action behaves as the server would.
import {
  type ActorRole,
  allowedEvents,
  type ConsignmentEvent,
  type ConsignmentEventType,
  ConsignStatus,
  nextStatus,
} from '../../machines/consignment';
import type {
  BatchResult,
  ConsignLogRow,
  Consignment,
  ConsignmentApi,
  PreConsignQuery,
  PreConsignRow,
  SampleDetail,
} from '../../src/api/consignment';
import { ApiError } from '../../src/api/errors';

export const STATUS_NAMES = Object.keys(ConsignStatus) as (keyof typeof ConsignStatus)[];

const samples: SampleDetail[] = [
  {
    id: 's-1',
    labelCodes: [],
    testUnitSampleId: 'tus-1',
    testUnitSampleName: '热轧带肋钢筋',
    sampleNameLink: 'HRB400E Φ25',
    bigCategoryId: null,
    createTime: '2026-11-21T02:00:00.000Z',
    testGroupCount: 2,
    specificationType: 'HRB400E Φ25',
    produceInfo: '沙钢集团 / 批号 24-0915-03',
    extractAddress: 'K12+300 钢筋加工场',
    testSampleDescription: '表面无锈蚀，长度 500 mm',
    projectOrPurpose: '桥梁下部结构',
    afterTestOperate: 1,
    memo: null,
    params: [
      {
        tuTestParamId: 'p-1',
        tuTestParamCode: 'GJ-01',
        tuTestParamName: '屈服强度',
        tuTestParamDescription: null,
        tuTestParamPrice: '60.00',
        tuTestParamCount: 2,
        standardText: 'GB/T 228.1-2021',
      },
      {
        tuTestParamId: 'p-2',
        tuTestParamCode: 'GJ-02',
        tuTestParamName: '抗拉强度',
        tuTestParamDescription: null,
        tuTestParamPrice: '60.00',
        tuTestParamCount: 2,
        standardText: 'GB/T 228.1-2021',
      },
      {
        tuTestParamId: 'p-3',
        tuTestParamCode: 'GJ-05',
        tuTestParamName: '弯曲性能',
        tuTestParamDescription: null,
        tuTestParamPrice: '45.00',
        tuTestParamCount: 1,
        standardText: 'GB/T 232-2010',
      },
    ],
    standards: [
      { baseStandardCode: 'GB/T 1499.2-2018', baseStandardName: '钢筋混凝土用钢 第2部分：热轧带肋钢筋', useType: 1 },
    ],
    children: [],
    properties: [],
    refSamples: [],
    subtotal: '285.00',
  },
  {
    id: 's-2',
    labelCodes: [],
    testUnitSampleId: 'tus-2',
    testUnitSampleName: '水泥',
    sampleNameLink: 'P·O 42.5',
    bigCategoryId: null,
    createTime: '2026-11-21T02:00:00.000Z',
    testGroupCount: 1,
    specificationType: 'P·O 42.5',
    produceInfo: '海螺水泥',
    extractAddress: '拌合站',
    testSampleDescription: '袋装 12 kg',
    projectOrPurpose: '预制梁',
    afterTestOperate: 2,
    memo: null,
    params: [
      {
        tuTestParamId: 'p-4',
        tuTestParamCode: 'SN-01',
        tuTestParamName: '胶砂强度',
        tuTestParamDescription: null,
        tuTestParamPrice: '180.00',
        tuTestParamCount: 1,
        standardText: 'GB/T 17671-2021',
      },
      {
        tuTestParamId: 'p-5',
        tuTestParamCode: 'SN-03',
        tuTestParamName: '安定性',
        tuTestParamDescription: null,
        tuTestParamPrice: '80.00',
        tuTestParamCount: 1,
        standardText: 'GB/T 1346-2011',
      },
    ],
    standards: [{ baseStandardCode: 'GB 175-2023', baseStandardName: '通用硅酸盐水泥', useType: 1 }],
    children: [
      { id: 'ch-1', ageWaitTime: 3, projectPart: null, orderIndex: 1, ageBeginTime: null },
      { id: 'ch-2', ageWaitTime: 28, projectPart: null, orderIndex: 2, ageBeginTime: null },
    ],
    properties: [],
    refSamples: [],
    subtotal: '260.00',
  },
];

export function consignmentFixture(status: number, overrides: Partial<Consignment> = {}): Consignment {
  return {
    id: 'c-1',
    consignCode: 'CL-20261120-0001',
    consignType: 1,
    consignStatus: status,
    consignStatusStr: '',
    consignUnitId: 'u-1',
    consignUnitName: '中交路桥建设第三工程有限公司',
    testUnitId: 'tu-1',
    testUnitName: '华通公路工程检测有限公司',
    testUnitAddressId: 'a-1',
    testUnitAddressDetail: '江苏省南京市江宁区秣周东路 12 号 收样室',
    projectId: 'pr-1',
    projectName: 'G15沈海高速南通段改扩建工程',
    tuqualificationId: 'q-1',
    tuqualificationName: '公路工程综合甲级',
    linkPerson: '孙立新',
    linkPersonPhone: '13905100002',
    jzunit: '江苏交通工程监理有限公司',
    jhperson: '李娜',
    jzcardNo: 'JZ-320100-0457',
    jzphone: '13851700045',
    memo: '请优先安排钢筋检测。',
    consignFormaNumber: null,
    mailOrderNumber: status >= ConsignStatus.Accepted && status !== ConsignStatus.Cancelled ? 'SF1402837465920' : null,
    creationTime: '2026-11-20T03:16:53.000Z',
    commitConsignTime: status === ConsignStatus.Draft ? null : '2026-11-20T06:16:53.000Z',
    isSaved: true,
    rollbackCause: status === ConsignStatus.Returned ? '钢筋规格与送检单不一致，请核对后重新提交。' : null,
    cancelCause: status === ConsignStatus.Cancelled ? '工程变更，暂不送检。' : null,
    testUnitConfig: { isConsignSingleSample: false },
    totalPrice: '545.00',
    samples,
    labelStatuses: [],
    allowedActions: [],
    ...overrides,
  };
}

const STEP_NAMES: Partial<Record<ConsignmentEventType, string>> = {
  SAVE: '保存',
  COMMIT: '提交',
  PASS: '审核通过',
  REJECT: '退回',
  CANCEL: '取消',
  CONFIRM_SAMPLE: '确认收样',
  SYNC: '同步更正',
  SET_MAIL: '填写快递单号',
  COMPLETE: '完成',
};

const PATH: Record<number, [ConsignmentEventType, number | null, number, string, string | null][]> = {};
{
  const save: [ConsignmentEventType, number | null, number, string, string | null] = ['SAVE', null, 10, '孙立新', null];
  const commit: typeof save = ['COMMIT', 10, 20, '孙立新', null];
  const pass: typeof save = ['PASS', 20, 40, '王敏', null];
  PATH[10] = [save];
  PATH[20] = [save, commit];
  PATH[30] = [save, commit, ['REJECT', 20, 30, '王敏', '钢筋规格与送检单不一致，请核对后重新提交。']];
  PATH[40] = [save, commit, pass];
  PATH[50] = [...PATH[40], ['CONFIRM_SAMPLE', 40, 50, '王敏', '样品完好']];
  PATH[60] = [...PATH[50], ['COMPLETE', 50, 60, '系统', null]];
  PATH[70] = [...PATH[40], ['CANCEL', 40, 70, '孙立新', '工程变更，暂不送检。']];
}

export function logFixture(status: number, id = 'c-1'): ConsignLogRow[] {
  return (PATH[status] ?? []).map(([event, cur, next, user, description], i) => ({
    id: `log-${i}`,
    foreignTable: 'BuConsignInfo',
    foreignKey: id,
    workFlowName: 'ConsignInfo',
    workFlowNameDisplay: '委托流程',
    curStep: cur,
    nextStep: next,
    exeType: i + 1,
    exeTypeDisplay: STEP_NAMES[event] ?? event,
    exeUserName: user,
    exeTime: new Date(Date.UTC(2026, 10, 20, 3 + i * 3, 16)).toISOString(),
    exeDescription: description,
  }));
}

export const incomingRows: PreConsignRow[] = [
  ['CL-20261120-0001', 20, 'G15沈海高速南通段改扩建工程', '热轧带肋钢筋、水泥'],
  ['CL-20261117-0001', 30, 'S226省道宝应段改建工程', '道路石油沥青'],
  ['CL-20261116-0001', 40, 'G15沈海高速南通段改扩建工程', '粗集料（碎石）'],
  ['CL-20261112-0002', 50, '宁扬城际铁路土建 3 标', '混凝土外加剂'],
  ['CL-20261105-0001', 60, 'S226省道宝应段改建工程', '细集料（机制砂）'],
  ['CL-20261101-0003', 70, '宁扬城际铁路土建 3 标', '钢绞线'],
  ['XC-20261118-0001', 20, 'G15沈海高速南通段改扩建工程', '桩基完整性检测'],
].map(([code, status, project, content], i) => ({
  id: `r-${i + 1}`,
  consignCode: code as string,
  consignType: (code as string).startsWith('XC') ? 2 : 1,
  consignTypeVal: (code as string).startsWith('XC') ? '现场检测' : '原材料委托',
  consignUnit: '中交路桥建设第三工程有限公司',
  testUnitId: '01920000-0000-7000-8000-000000000201',
  testUnitName: '华通公路工程检测有限公司',
  testContent: content as string,
  consignStatus: status as number,
  consignStatusVal: '',
  mailOrderNumber: (status as number) >= 40 && (status as number) < 70 ? `SF14028374659${i}` : null,
  projectName: project as string,
  sendPerson: '孙立新',
  sendPersonPhone: '13905100002',
  consignFormaNumber: null,
  commitConsignTime: new Date(Date.UTC(2026, 10, 20 - i, 6, 16)).toISOString(),
  expectTestTime: null,
  labelStatuses: [],
}));

const notInFixture = () => Promise.reject(new Error('not in the fixture'));

export interface FakeOptions {
  role: ActorRole;
  status: number;
  /** The next action answers 409 once, after "someone else" moved the consignment to this status. */
  conflictTo?: number;
  /** The incoming list answers never (loading) or with nothing. */
  list?: 'rows' | 'empty' | 'loading';
  /** Per-call delay in ms. */
  delay?: number;
  /** The labels of the fixture consignment (its labelStatus each): the machine reads them as the server does. */
  labelStatuses?: number[];
}

/** A consignment API over one fixture consignment and the incoming rows; actions follow the machine. */
export function fakeConsignmentApi(options: FakeOptions): ConsignmentApi & { calls: string[] } {
  let current = consignmentFixture(options.status, { labelStatuses: options.labelStatuses ?? [] });
  let log = logFixture(options.status);
  let conflictTo = options.conflictTo;
  const calls: string[] = [];
  const wait = <T>(value: T): Promise<T> =>
    new Promise((resolve) => setTimeout(() => resolve(value), options.delay ?? 0));

  const act = (event: ConsignmentEvent, ids: string[], description?: string | null): Promise<BatchResult> => {
    calls.push(`${event.type}:${ids.join(',')}${description ? `:${description}` : ''}`);
    if (conflictTo !== undefined) {
      current = consignmentFixture(conflictTo, { labelStatuses: current.labelStatuses });
      log = logFixture(conflictTo);
      conflictTo = undefined;
      return Promise.reject(new ApiError({ message: '委托状态已变化', status: 409, url: 'fixture', code: 409 }));
    }
    const next = nextStatus(current.consignStatus, event);
    if (next === undefined)
      return Promise.reject(new ApiError({ message: '当前状态不允许此操作', status: 409, url: 'fixture' }));
    if (event.type === 'COPY') return wait({ succeeded: ['c-2'], failed: [] });
    log = [
      ...log,
      {
        ...(log[0] ?? logFixture(20)[0]),
        id: `log-${log.length}`,
        curStep: current.consignStatus,
        nextStep: next,
        exeTypeDisplay: STEP_NAMES[event.type] ?? event.type,
        exeUserName: options.role === 'lab' ? '王敏' : '孙立新',
        exeTime: new Date(Date.UTC(2026, 10, 22, 9, 0)).toISOString(),
        exeDescription: description ?? null,
      } as ConsignLogRow,
    ];
    current = {
      ...current,
      consignStatus: next,
      rollbackCause: event.type === 'REJECT' ? (description ?? null) : current.rollbackCause,
      cancelCause: event.type === 'CANCEL' ? (description ?? null) : current.cancelCause,
      mailOrderNumber: event.type === 'SET_MAIL' ? event.mailOrderNumber : current.mailOrderNumber,
    };
    return wait({ succeeded: ids, failed: [] });
  };
  const role = options.role;

  return {
    calls,
    getConsingInfo: () =>
      wait({ ...current, allowedActions: allowedEvents(current.consignStatus, role, undefined, current) }),
    getConsignLog: () => wait(log),
    getPreConsignInfoLinkSample: (q: PreConsignQuery) => {
      if (options.list === 'loading') return new Promise(() => {});
      const base = options.list === 'empty' ? [] : incomingRows;
      const filtered = base.filter(
        (r) =>
          (!q.search || `${r.consignCode}${r.projectName}${r.testContent}`.includes(q.search)) &&
          (!q.consignType || r.consignType === q.consignType),
      );
      const statusCounts = [20, 30, 40, 50, 60, 70].map((s) => ({
        consignStatus: s,
        count: filtered.filter((r) => r.consignStatus === s).length,
      }));
      const prop = q.sortProp ?? 'commitConsignTime';
      const sign = q.sortOrder === 'ascending' ? 1 : -1;
      const items = filtered
        .filter((r) => !q.consignStatus?.length || q.consignStatus.includes(r.consignStatus))
        .sort((a, b) => sign * String(a[prop] ?? '').localeCompare(String(b[prop] ?? ''), 'zh'));
      return wait({
        totalCount: items.length,
        items: items.slice(q.skipCount ?? 0, (q.skipCount ?? 0) + (q.maxResultCount ?? 10)),
        statusCounts,
      });
    },
    passAuditConsignInfo: (ids, d) => act({ type: 'PASS', role }, ids, d),
    noPassAuditConsignInfo: (ids, reason) => act({ type: 'REJECT', role, reason }, ids, reason),
    cancelConsignInfo: (ids, reason) => act({ type: 'CANCEL', role, reason }, ids, reason),
    confirmSample: (ids, d) => act({ type: 'CONFIRM_SAMPLE', role, labelStatuses: current.labelStatuses }, ids, d),
    syncUpdateConsignInfo: (ids, changes, d) =>
      act({ type: 'SYNC', role, changes: { ...changes } }, ids, d ?? JSON.stringify(changes)),
    commitConsignInfo: (ids, d) => act({ type: 'COMMIT', role, missing: [] }, ids, d),
    setMailOrderNumber: (ids, mail) => act({ type: 'SET_MAIL', role, mailOrderNumber: mail }, ids, mail),
    copyConsignInfo: (ids, d) => act({ type: 'COPY', role }, ids, d),
    deleteConsignInfo: (ids, d) => act({ type: 'DELETE', role }, ids, d),
    getRawMateriaConsignInfoList: notInFixture,
    getRawMateriaConsignInfoListMobile: notInFixture,
    createRawMateriaConsingInfo: notInFixture,
    saveConsignInfo: notInFixture,
    getTuQualificationsByTestUnitId: notInFixture,
    getAllUnit: notInFixture,
    getUnitDetail: notInFixture,
    getSampleTree: notInFixture,
    getParamBySampleId: notInFixture,
    getProjectList: notInFixture,
    getAddConsignInfoBuSampleByConsignInfoId: notInFixture,
    createBuSampleParamInfo: notInFixture,
    copyBuSampleInfo: notInFixture,
    deleteBuSampleInfo: notInFixture,
    deleteBuSampleInfoByIds: notInFixture,
    getCatalogueSampleProperties: notInFixture,
    getSelectRefSample: notInFixture,
    getSitePreConsignInfoList: notInFixture,
    getCreatePreSiteConsign: notInFixture,
    getSiteConsign: notInFixture,
    updatePreSiteConsign: notInFixture,
    getPreSiteOtherInfoByTestUnitId: notInFixture,
    getSiteVisitSchedule: notInFixture,
  };
}
