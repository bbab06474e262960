// Demo units, people and consignments. Keys ('lab1', 'cu1') only link the rows in this file.

import { STATIC_ROLE_PERMISSIONS } from '../../lib/permissions';

export const DEMO_PASSWORD = 'Demo#1234';

/** Province and city of the units around Nantong. */
const NANTONG = { sheng: '江苏省', shi: '南通市' } as const;

export const ROLES = [
  {
    name: 'admin',
    displayName: '平台管理员',
    permissions: STATIC_ROLE_PERMISSIONS.admin,
  },
  {
    name: 'lab',
    displayName: '检测机构',
    permissions: STATIC_ROLE_PERMISSIONS.lab,
  },
  {
    name: 'consignor',
    displayName: '委托单位',
    permissions: STATIC_ROLE_PERMISSIONS.consignor,
  },
] as const;

/** The host's one role: its administrator manages the tenants (contracts/permissions.ts). */
export const HOST_ROLE = {
  name: 'host',
  displayName: '平台运营方',
  permissions: STATIC_ROLE_PERMISSIONS.host,
} as const;

export const LABS = [
  {
    key: 'lab1',
    unitNo: 'TU0001',
    testUnitName: '华通公路工程检测有限公司',
    contactPhone: '025-84561234',
    sheng: '江苏省',
    shi: '南京市',
    regAddress: '南京市江宁区秣陵街道天元中路188号',
    inroduce:
      '具有公路工程综合甲级、水运工程材料甲级资质的第三方检测机构，承担高速公路、普通国省道建设项目的原材料及现场检测。',
    jtsyjcAddress: 'lab1.localhost',
    systemName: '华通检测在线委托平台',
    icp: '苏ICP备2024012345号-1',
    iLISReportProgressQueryURL: 'https://ilis.example.com/report-progress?unit=HT',
    lmisIntegratedCode: 'HT-LIMS-7F3K2Q',
    lmisType: 1,
    lmisurl: 'https://lims.huatong.example.com/api',
    qualifications: ['公路工程综合甲级', '水运工程材料甲级', '检验检测机构资质认定（CMA）'],
    addresses: [
      {
        person: '王敏',
        personSex: 2,
        personPhone: '13813800001',
        addressText: '南京市江宁区天元中路188号',
        addressDetail: '样品室一楼收样窗口',
        tagTitle: '收样点',
        isMain: true,
        addressPoint: '118.8205,31.9302',
      },
      {
        person: '李强',
        personSex: 1,
        personPhone: '13813800002',
        addressText: '南京市浦口区江浦街道工业园8号',
        addressDetail: '江北试验基地',
        tagTitle: '江北基地',
        isMain: false,
        addressPoint: '118.6275,32.0590',
      },
    ],
    contractSectName: '1',
  },
  {
    key: 'lab2',
    unitNo: 'TU0002',
    testUnitName: '江海水运工程质量检测中心',
    contactPhone: '0513-85012345',
    ...NANTONG,
    regAddress: '南通市崇川区青年东路66号',
    inroduce: '专注水运及公路工程材料、结构检测，具有水运工程材料甲级、公路工程综合乙级资质。',
    jtsyjcAddress: 'lab2.localhost',
    systemName: '江海检测委托服务平台',
    icp: '苏ICP备2024067890号-1',
    iLISReportProgressQueryURL: null,
    lmisIntegratedCode: 'JH-LIMS-9P2M4X',
    lmisType: 1,
    lmisurl: null,
    qualifications: ['水运工程材料甲级', '公路工程综合乙级'],
    addresses: [
      {
        person: '陈静',
        personSex: 2,
        personPhone: '13962800011',
        addressText: '南通市崇川区青年东路66号',
        addressDetail: '检测大楼二楼业务受理室',
        tagTitle: '本部',
        isMain: true,
        addressPoint: '120.8943,31.9807',
      },
      {
        person: '周涛',
        personSex: 1,
        personPhone: '13962800012',
        addressText: '南通市通州区金沙街道港口路9号',
        addressDetail: '港区工地试验室',
        tagTitle: '港区试验室',
        isMain: false,
        addressPoint: '121.0731,32.0846',
      },
    ],
    contractSectName: '0',
  },
] as const;

export const CONSIGN_UNITS = [
  {
    key: 'cu1',
    name: '中交路桥建设第三工程有限公司',
    regPerson: '赵建国',
    regPhone: '13905100001',
    ...NANTONG,
    detailAddress: '南通市港闸区永兴大道388号',
    uninCode: '91320600MA1XYZ0001',
    address: {
      person: '孙工',
      personSex: 1,
      personPhone: '13905100002',
      addressText: 'G15沈海高速南通段NTKJ-03标项目部',
    },
    projects: [
      { projectName: 'G15沈海高速南通段改扩建工程', projectCode: 'G15-NT-2024', contractSectName: 'NTKJ-03标' },
      { projectName: 'S226省道宝应段改建工程', projectCode: 'S226-BY-2024', contractSectName: 'BY-LJ-02标' },
    ],
  },
  {
    key: 'cu2',
    name: '江苏港航建设有限公司',
    regPerson: '钱海涛',
    regPhone: '13776600001',
    ...NANTONG,
    detailAddress: '南通市崇川区工农路57号',
    uninCode: '91320600MA1XYZ0002',
    address: { person: '吴工', personSex: 1, personPhone: '13776600002', addressText: '连申线航道整治工程项目部' },
    projects: [
      { projectName: '连申线航道整治工程', projectCode: 'LSX-HD-2024', contractSectName: 'LSX-HD-01标' },
      { projectName: '南通港吕四港区码头工程', projectCode: 'LS-MT-2024', contractSectName: 'LS-MT-02标' },
    ],
  },
] as const;

export const USERS = [
  { userName: 'admin', name: '平台管理员', role: 'admin', unit: null, phone: '13800000000' },
  { userName: 'lab', name: '王敏', role: 'lab', unit: 'lab1', phone: '13813800001' },
  { userName: 'lab2', name: '陈静', role: 'lab', unit: 'lab2', phone: '13962800011' },
  { userName: 'consignor', name: '孙立新', role: 'consignor', unit: 'cu1', phone: '13905100002' },
  { userName: 'consignor2', name: '吴海波', role: 'consignor', unit: 'cu2', phone: '13776600002' },
] as const;
