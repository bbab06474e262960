// Demo catalogue of a highway/waterway testing lab: two top-level groups, six sample kinds,
// priced parameters with their test method standards. Prices in CNY.

export const STANDARDS = [
  { code: 'JTG 3420-2020', name: '公路工程水泥及水泥混凝土试验规程' },
  { code: 'GB 175-2007', name: '通用硅酸盐水泥' },
  { code: 'GB/T 1499.2-2018', name: '钢筋混凝土用钢 第2部分：热轧带肋钢筋' },
  { code: 'GB/T 228.1-2021', name: '金属材料 拉伸试验 第1部分：室温试验方法' },
  { code: 'JTG E20-2011', name: '公路工程沥青及沥青混合料试验规程' },
  { code: 'JTG F40-2004', name: '公路沥青路面施工技术规范' },
  { code: 'JTG E42-2005', name: '公路工程集料试验规程' },
  { code: 'JTG 3432-2024', name: '公路工程集料试验规程' },
  { code: 'JTG/T F50-2011', name: '公路桥涵施工技术规范' },
] as const;

export type StandardCode = (typeof STANDARDS)[number]['code'];

export interface ParamSeed {
  code: string;
  name: string;
  price: string;
  method: StandardCode;
  description?: string;
}

export interface SampleSeed {
  code: string;
  name: string;
  judgement: StandardCode;
  method: StandardCode;
  countRequire: string;
  params: ParamSeed[];
}

export const CATALOGUE: { code: string; name: string; samples: SampleSeed[] }[] = [
  {
    code: 'YCL',
    name: '原材料',
    samples: [
      {
        code: 'SN',
        name: '水泥',
        judgement: 'GB 175-2007',
        method: 'JTG 3420-2020',
        countRequire: '每批不少于12 kg，密封包装',
        params: [
          { code: 'SN-01', name: '细度', price: '60.00', method: 'JTG 3420-2020' },
          { code: 'SN-02', name: '标准稠度用水量', price: '50.00', method: 'JTG 3420-2020' },
          { code: 'SN-03', name: '凝结时间', price: '80.00', method: 'JTG 3420-2020' },
          { code: 'SN-04', name: '安定性', price: '60.00', method: 'JTG 3420-2020' },
          { code: 'SN-05', name: '胶砂强度（3d/28d）', price: '200.00', method: 'JTG 3420-2020' },
        ],
      },
      {
        code: 'GJ',
        name: '热轧带肋钢筋',
        judgement: 'GB/T 1499.2-2018',
        method: 'GB/T 228.1-2021',
        countRequire: '每批拉伸2根、弯曲2根，长度500 mm',
        params: [
          { code: 'GJ-01', name: '屈服强度', price: '60.00', method: 'GB/T 228.1-2021' },
          { code: 'GJ-02', name: '抗拉强度', price: '60.00', method: 'GB/T 228.1-2021' },
          { code: 'GJ-03', name: '断后伸长率', price: '40.00', method: 'GB/T 228.1-2021' },
          { code: 'GJ-04', name: '弯曲性能', price: '60.00', method: 'GB/T 1499.2-2018' },
          { code: 'GJ-05', name: '重量偏差', price: '30.00', method: 'GB/T 1499.2-2018' },
        ],
      },
      {
        code: 'LQ',
        name: '道路石油沥青',
        judgement: 'JTG F40-2004',
        method: 'JTG E20-2011',
        countRequire: '不少于4 kg，洁净密封容器',
        params: [
          { code: 'LQ-01', name: '针入度（25℃）', price: '120.00', method: 'JTG E20-2011' },
          { code: 'LQ-02', name: '软化点', price: '100.00', method: 'JTG E20-2011' },
          { code: 'LQ-03', name: '延度（15℃）', price: '120.00', method: 'JTG E20-2011' },
          { code: 'LQ-04', name: '蜡含量', price: '300.00', method: 'JTG E20-2011' },
        ],
      },
      {
        code: 'CJL',
        name: '粗集料（碎石）',
        judgement: 'JTG/T F50-2011',
        method: 'JTG 3432-2024',
        countRequire: '不少于40 kg',
        params: [
          { code: 'CJL-01', name: '颗粒级配（筛分）', price: '120.00', method: 'JTG 3432-2024' },
          { code: 'CJL-02', name: '压碎值', price: '150.00', method: 'JTG 3432-2024' },
          { code: 'CJL-03', name: '针片状颗粒含量', price: '100.00', method: 'JTG E42-2005' },
          { code: 'CJL-04', name: '含泥量', price: '80.00', method: 'JTG 3432-2024' },
        ],
      },
      {
        code: 'XJL',
        name: '细集料（砂）',
        judgement: 'JTG/T F50-2011',
        method: 'JTG 3432-2024',
        countRequire: '不少于20 kg',
        params: [
          { code: 'XJL-01', name: '颗粒级配（细度模数）', price: '100.00', method: 'JTG 3432-2024' },
          { code: 'XJL-02', name: '含泥量', price: '80.00', method: 'JTG 3432-2024' },
          { code: 'XJL-03', name: '表观密度', price: '80.00', method: 'JTG E42-2005' },
          { code: 'XJL-04', name: '砂当量', price: '120.00', method: 'JTG 3432-2024' },
        ],
      },
    ],
  },
  {
    code: 'HNT',
    name: '混凝土及砂浆',
    samples: [
      {
        code: 'HNT-LFT',
        name: '混凝土立方体试件',
        judgement: 'JTG/T F50-2011',
        method: 'JTG 3420-2020',
        countRequire: '每组3块，150 mm×150 mm×150 mm',
        params: [
          { code: 'HNT-01', name: '抗压强度', price: '30.00', method: 'JTG 3420-2020', description: '按组计价' },
          { code: 'HNT-02', name: '抗折强度', price: '60.00', method: 'JTG 3420-2020', description: '按组计价' },
          { code: 'HNT-03', name: '抗渗等级', price: '400.00', method: 'JTG 3420-2020' },
        ],
      },
    ],
  },
];
