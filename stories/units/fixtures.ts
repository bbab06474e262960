// A fake UnitApi for the unit screens' stories: two labs, two consigning units, a price list and notices, filtered
// like the server does; 'empty' answers nothing, 'loading' never answers.
import type { ConsignUnitRow, LabDetail, LabRow, Paged, PriceRow, TestUnitRow, UnitApi } from '../../src/api/units';

export type FakeList = 'rows' | 'empty' | 'loading';

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** GetTestUnit's row; shengShi is province and city joined, as the server joins them. */
const labRow = (n: number, fields: Omit<TestUnitRow, 'id' | 'shengShi'>): TestUnitRow => ({
  id: id(n),
  shengShi: `${fields.sheng ?? ''}${fields.shi ?? ''}`,
  ...fields,
});

const labs: TestUnitRow[] = [
  labRow(1, {
    unitNo: 'TU0001',
    testUnitName: '华通公路工程检测有限公司',
    sheng: '江苏省',
    shi: '南京市',
    contactPhone: '025-84561234',
    qualificationName: '公路工程综合甲级、水运工程材料甲级',
    qualificationCount: 2,
    userCount: 3,
    isActive: true,
    jtsyjcAddress: 'lab1.localhost',
    lmisType: 1,
    lmisurl: 'https://lims.huatong.example.com/api',
    lmisIntegratedCode: 'HT-LIMS-7F3K2Q',
    creationTime: '2025-10-01T08:00:00.000Z',
  }),
  labRow(2, {
    unitNo: 'TU0002',
    testUnitName: '江海水运工程质量检测中心',
    sheng: '江苏省',
    shi: '南通市',
    contactPhone: '0513-85012345',
    qualificationName: '水运工程材料甲级',
    qualificationCount: 1,
    userCount: 1,
    isActive: false,
    jtsyjcAddress: null,
    lmisType: null,
    lmisurl: null,
    lmisIntegratedCode: null,
    creationTime: '2025-11-01T08:00:00.000Z',
  }),
];

/** GetConsginUnitListBySys's row; shengShi is province and city joined, as the server joins them. */
const consignUnitRow = (n: number, fields: Omit<ConsignUnitRow, 'id' | 'shengShi'>): ConsignUnitRow => ({
  id: id(n),
  shengShi: `${fields.sheng ?? ''}${fields.shi ?? ''}`,
  ...fields,
});

const consignUnits: ConsignUnitRow[] = [
  consignUnitRow(11, {
    name: '江苏路桥建设集团有限公司',
    uninCode: '91320000MA1XXXXX1A',
    regPerson: '孙立新',
    regPhone: '13905100002',
    sheng: '江苏省',
    shi: '南京市',
    status: 1,
    userCount: 2,
    projectCount: 3,
    creationTime: '2026-01-05T08:00:00.000Z',
  }),
];

const prices: PriceRow[] = ['细度', '标准稠度用水量', '凝结时间', '安定性', '胶砂强度'].map((paramName, i) => ({
  sampleNo: 'SN',
  sampleId: id(21),
  sampleName: '水泥',
  paramId: id(30 + i),
  paramName,
  testParamCode: `SN-0${i + 1}`,
  price: ['60.00', '50.00', '80.00', '60.00', '200.00'][i] as string,
  description: null,
}));

const detail: LabDetail = {
  id: id(1),
  testUnitName: '华通公路工程检测有限公司',
  inroduce: '具有公路工程综合甲级、水运工程材料甲级资质的第三方检测机构。',
  regAddress: '南京市江宁区秣陵街道天元中路188号',
  jtsyjcAddress: 'lab1.localhost',
  contactPhone: '025-84561234',
  sheng: '江苏省',
  shi: '南京市',
  logoPath: null,
  qualificationNameList: ['公路工程综合甲级', '水运工程材料甲级'],
  unitAddressList: [
    {
      id: id(41),
      person: '王敏',
      personSex: 2,
      personPhone: '13813800001',
      addressPoint: null,
      addressText: '南京市江宁区天元中路188号',
      addressDetail: '样品室一楼收样窗口',
      tagTitle: '收样点',
      isMain: true,
    },
  ],
};

const never = <T>() => new Promise<T>(() => undefined);
const page = <T>(rows: T[], skip = 0, take = 10): Paged<T> => ({
  totalCount: rows.length,
  items: rows.slice(skip, skip + take),
});

export function fakeUnitApi(list: FakeList): UnitApi {
  const answer = <T>(rows: T[], skip?: number, take?: number): Promise<Paged<T>> =>
    list === 'loading' ? never() : Promise.resolve(page(list === 'empty' ? [] : rows, skip, take));
  const searchRows: LabRow[] = labs
    .filter((l) => l.isActive)
    .map((l) => ({
      id: l.id,
      unitNo: l.unitNo,
      testUnitName: l.testUnitName,
      shengShi: l.shengShi,
      qualificationName: l.qualificationName,
      contactPhone: l.contactPhone,
      regAddress: detail.regAddress,
      logoPath: null,
    }));
  const refuse = () => Promise.reject(new Error('not in this story'));
  return {
    listTestUnits: (q) =>
      answer(
        labs.filter((l) => !q.keyword || l.testUnitName.includes(q.keyword)),
        q.skipCount,
        q.maxResultCount,
      ),
    getTestUnit: refuse,
    addTestUnit: refuse,
    updateTestUnit: refuse,
    deleteTestUnit: refuse,
    changeTestUnitActive: refuse,
    newIntegratedCode: async () => 'LIMS-ABCDEFGHJKLMNPQR',
    // The server's defaults: page 1 of 10.
    searchLabs: ({ currPage = 1, maxPage = 10 }) => answer(searchRows, (currPage - 1) * maxPage, maxPage),
    getLabDetail: async () => detail,
    getPriceList: (_id, q) => answer(prices, q.skipCount, q.maxResultCount),
    labNotices: async () => [
      {
        id: id(51),
        title: '2026 年春节期间收样安排',
        content: '2 月 10 日至 17 日暂停收样。',
        sendTime: '2026-01-20T08:00:00.000Z',
        noticeType: 2,
        testUnitId: detail.id,
        testUnitName: detail.testUnitName,
        noticeNo: null,
        sendUserName: null,
      },
    ],
    listConsignUnits: (q) => answer(consignUnits, q.skipCount, q.maxResultCount),
    getConsignUnit: refuse,
    createConsignUnit: refuse,
    updateConsignUnit: refuse,
    deleteConsignUnit: refuse,
    changeConsignUnitActive: refuse,
    listAddresses: async () => detail.unitAddressList,
    saveAddress: refuse,
    deleteAddress: refuse,
    uploadLogo: refuse,
    qualificationNames: async () => [
      { id: id(61), name: '公路工程综合甲级' },
      { id: id(62), name: '水运工程材料甲级' },
    ],
    listQualifications: async () => [],
    createQualification: refuse,
    deleteQualification: refuse,
    addQualifications: refuse,
  };
}
