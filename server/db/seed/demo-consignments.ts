import { ConsignStatus, ConsignType, ReportStatus } from '../../lib/enums';

// Demo consignments across every status, with reports, and notices; keys refer to demo-data.ts.

export interface ConsignmentSeed {
  consignUnit: 'cu1' | 'cu2';
  lab: 'lab1' | 'lab2';
  project: 0 | 1;
  type: number;
  status: number;
  daysAgo: number;
  samples: { sample: string; params: string[] }[];
  reports?: number[];
  reason?: string;
  mailOrderNumber?: string;
}

const S = ConsignStatus;
const R = ReportStatus;
export const CONSIGNMENTS: ConsignmentSeed[] = [
  {
    consignUnit: 'cu1',
    lab: 'lab1',
    project: 0,
    type: ConsignType.RawMaterial,
    status: S.Draft,
    daysAgo: 1,
    samples: [{ sample: 'SN', params: ['SN-01', 'SN-03', 'SN-05'] }],
  },
  {
    consignUnit: 'cu1',
    lab: 'lab1',
    project: 0,
    type: ConsignType.RawMaterial,
    status: S.Submitted,
    daysAgo: 2,
    samples: [{ sample: 'GJ', params: ['GJ-01', 'GJ-02', 'GJ-03', 'GJ-04'] }],
  },
  {
    consignUnit: 'cu1',
    lab: 'lab1',
    project: 1,
    type: ConsignType.RawMaterial,
    status: S.Returned,
    daysAgo: 5,
    samples: [{ sample: 'LQ', params: ['LQ-01', 'LQ-02', 'LQ-03'] }],
    reason: '样品数量不足（需不少于4 kg），请补充后重新提交。',
  },
  {
    consignUnit: 'cu1',
    lab: 'lab1',
    project: 0,
    type: ConsignType.RawMaterial,
    status: S.Accepted,
    daysAgo: 6,
    samples: [{ sample: 'CJL', params: ['CJL-01', 'CJL-02'] }],
    mailOrderNumber: 'SF1402837465920',
  },
  {
    consignUnit: 'cu1',
    lab: 'lab1',
    project: 0,
    type: ConsignType.RawMaterial,
    status: S.InTest,
    daysAgo: 10,
    samples: [
      { sample: 'SN', params: ['SN-01', 'SN-02', 'SN-03', 'SN-04', 'SN-05'] },
      { sample: 'GJ', params: ['GJ-01', 'GJ-02', 'GJ-05'] },
    ],
    reports: [R.Testing, R.Compiling],
  },
  {
    consignUnit: 'cu1',
    lab: 'lab1',
    project: 1,
    type: ConsignType.RawMaterial,
    status: S.Completed,
    daysAgo: 20,
    samples: [{ sample: 'HNT-LFT', params: ['HNT-01', 'HNT-02'] }],
    reports: [R.Issued, R.Delivered],
  },
  {
    consignUnit: 'cu1',
    lab: 'lab2',
    project: 0,
    type: ConsignType.OnSite,
    status: S.Accepted,
    daysAgo: 3,
    samples: [{ sample: 'HNT-LFT', params: ['HNT-01'] }],
  },
  {
    consignUnit: 'cu2',
    lab: 'lab2',
    project: 0,
    type: ConsignType.RawMaterial,
    status: S.Submitted,
    daysAgo: 1,
    samples: [{ sample: 'XJL', params: ['XJL-01', 'XJL-02', 'XJL-04'] }],
  },
  {
    consignUnit: 'cu2',
    lab: 'lab2',
    project: 1,
    type: ConsignType.RawMaterial,
    status: S.InTest,
    daysAgo: 8,
    samples: [{ sample: 'CJL', params: ['CJL-01', 'CJL-03', 'CJL-04'] }],
    reports: [R.Pending],
  },
  {
    consignUnit: 'cu2',
    lab: 'lab2',
    project: 0,
    type: ConsignType.RawMaterial,
    status: S.Cancelled,
    daysAgo: 12,
    samples: [{ sample: 'SN', params: ['SN-05'] }],
    reason: '设计变更，该批水泥不再使用。',
  },
  {
    consignUnit: 'cu2',
    lab: 'lab1',
    project: 0,
    type: ConsignType.Handover,
    status: S.Completed,
    daysAgo: 25,
    samples: [{ sample: 'HNT-LFT', params: ['HNT-01', 'HNT-03'] }],
    reports: [R.Issued],
  },
];

export const NOTICES = [
  {
    lab: null,
    noticeType: 1,
    title: '关于平台系统升级维护的通知',
    content: '平台将于本周六 22:00—24:00 进行升级维护，期间暂停委托提交。',
    daysAgo: 2,
  },
  {
    lab: null,
    noticeType: 3,
    title: 'JTG 3432-2024《公路工程集料试验规程》实施提示',
    content: '新版集料试验规程已实施，请各单位在委托时选择现行标准。',
    daysAgo: 9,
  },
  {
    lab: 'lab1',
    noticeType: 2,
    title: '华通检测春节期间收样安排',
    content: '春节期间收样时间调整为 9:00—15:00，急件请提前电话联系。',
    daysAgo: 4,
  },
  {
    lab: 'lab2',
    noticeType: 2,
    title: '江海检测港区试验室启用通知',
    content: '港区工地试验室已启用，可就近送检混凝土试件。',
    daysAgo: 6,
  },
] as const;
