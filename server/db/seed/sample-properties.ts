import { count, inArray } from 'drizzle-orm';
import { ParamValueType } from '../../lib/enums';
import type { Transaction } from '../client';
import { newId } from '../ids';
import { tuTestSampleProperties } from '../schema/index';
import type { SeededCatalogue } from './catalogue';

// The properties the demo labs ask for on some catalogue samples (by sample code). Seeded once per lab: a lab whose
// samples already have properties (seeded before, or edited since) is left alone.

interface PropertySeed {
  systemName: string;
  displayName: string;
  valueType: number;
  listValue?: string;
  isShowTest?: boolean;
}

const PROPERTIES: Record<string, PropertySeed[]> = {
  SN: [
    {
      systemName: 'cementType',
      displayName: '品种等级',
      valueType: ParamValueType.Text,
      listValue: 'P·O 42.5|P·O 52.5|P·II 52.5',
    },
    { systemName: 'factoryNo', displayName: '出厂编号', valueType: ParamValueType.Text },
  ],
  GJ: [
    { systemName: 'grade', displayName: '牌号', valueType: ParamValueType.Text, listValue: 'HRB400|HRB400E|HRB500' },
    { systemName: 'diameter', displayName: '公称直径（mm）', valueType: ParamValueType.Number },
    { systemName: 'batchNo', displayName: '炉批号', valueType: ParamValueType.Text },
  ],
  'HNT-LFT': [
    {
      systemName: 'strengthGrade',
      displayName: '强度等级',
      valueType: ParamValueType.Text,
      listValue: 'C25|C30|C35|C40|C50',
    },
    { systemName: 'moldingDate', displayName: '成型日期', valueType: ParamValueType.Date },
    { systemName: 'standardCuring', displayName: '标准养护', valueType: ParamValueType.Boolean, isShowTest: false },
  ],
};

export async function seedSampleProperties(tx: Transaction, testUnitId: string, catalogue: SeededCatalogue) {
  const targets = Object.keys(PROPERTIES).flatMap((code) => {
    const sample = catalogue.samples.get(code);
    return sample ? [{ code, testSampleId: sample.id }] : [];
  });
  if (targets.length === 0) return;
  const [existing] = await tx
    .select({ n: count() })
    .from(tuTestSampleProperties)
    .where(
      inArray(
        tuTestSampleProperties.testSampleId,
        targets.map((t) => t.testSampleId),
      ),
    );
  if ((existing?.n ?? 0) > 0) return;
  await tx.insert(tuTestSampleProperties).values(
    targets.flatMap(({ code, testSampleId }) =>
      (PROPERTIES[code] ?? []).map((p, orderNum) => ({
        id: newId(),
        testUnitId,
        testSampleId,
        systemName: p.systemName,
        displayName: p.displayName,
        valueType: p.valueType,
        orderNum,
        listValue: p.listValue ?? null,
        isShowTest: p.isShowTest ?? true,
      })),
    ),
  );
}
