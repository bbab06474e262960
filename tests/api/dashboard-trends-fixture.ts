import { and, eq, gt } from 'drizzle-orm';
import { newId } from '../../server/db/ids';
import {
  buReports,
  buSampleInfos,
  buSampleParams,
  consignInfos,
  tuTestParams,
  tuTestSamples,
  users,
} from '../../server/db/schema/index';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// Rows of the dashboards' API tests, written straight to the tables at fixed past dates (March 2025, weeks
// 03-03, 03-10 and 03-17, Monday to Sunday), so every figure of that range is computed by hand. The demo data is
// recent and falls outside the range.

export const RANGE = { from: '2025-03-03', to: '2025-03-23', bucket: 'week' } as const;
export const WEEKS = ['2025-03-03', '2025-03-10', '2025-03-17'];

export interface Fixture {
  t: TestApp;
  tokens: Record<'admin' | 'lab' | 'lab2' | 'consignor' | 'consignor2', string>;
  lab: string;
  lab2: string;
  unit: string;
  unit2: string;
  /** The catalogue parameter the fixture's samples use, and its current price. */
  price: number;
  ids: Record<string, string>;
}

const at = (day: string, hour = 0) => new Date(`2025-03-${day}T${String(hour).padStart(2, '0')}:00:00Z`);
let seq = 0;

export async function dashboardFixture(): Promise<Fixture> {
  const t = await createTestApp();
  const unitOf = async (userName: string) =>
    (await t.db.select({ unitId: users.unitId }).from(users).where(eq(users.userName, userName)))[0]?.unitId ?? '';
  const [lab, lab2, unit, unit2] = await Promise.all(['lab', 'lab2', 'consignor', 'consignor2'].map(unitOf));
  const tokens = Object.fromEntries(
    await Promise.all(
      (['admin', 'lab', 'lab2', 'consignor', 'consignor2'] as const).map(async (who) => [who, await t.login(who)]),
    ),
  ) as Fixture['tokens'];
  const [param] = await t.db
    .select({ id: tuTestParams.id, price: tuTestParams.price, sampleId: tuTestParams.testSampleId })
    .from(tuTestParams)
    .where(and(eq(tuTestParams.testUnitId, lab ?? ''), gt(tuTestParams.price, '0')))
    .limit(1);
  if (!param) throw new Error('the demo catalogue has no priced parameter');
  const [kind] = await t.db
    .select({ name: tuTestSamples.sampleName })
    .from(tuTestSamples)
    .where(eq(tuTestSamples.id, param.sampleId));

  const ids: Record<string, string> = {};
  const consignment = async (
    key: string,
    row: Partial<typeof consignInfos.$inferInsert> & { consignStatus: number },
    samples: { count: number; deleted?: boolean }[] = [],
  ) => {
    const id = newId();
    ids[key] = id;
    await t.db.insert(consignInfos).values({
      id,
      consignCode: `DASH-${++seq}`,
      consignType: 1,
      consignUnitId: unit ?? '',
      testUnitId: lab ?? '',
      creationTime: at('01'),
      ...row,
    });
    for (const sample of samples) {
      const sampleId = newId();
      await t.db.insert(buSampleInfos).values({
        id: sampleId,
        consignId: id,
        testUnitSampleId: param.sampleId,
        testUnitSampleName: kind?.name ?? null,
        isDeleted: sample.deleted ?? false,
      });
      await t.db.insert(buSampleParams).values({
        id: newId(),
        buSampleInfoId: sampleId,
        tuTestParamId: param.id,
        tuTestParamName: 'p',
        tuTestParamCount: sample.count,
      });
    }
    return id;
  };
  const report = (consignId: string, issueTime: Date, reportStatus = 40) =>
    t.db.insert(buReports).values({
      id: newId(),
      consignId,
      testUnitId: lab ?? '',
      consignUnitId: unit ?? '',
      reportNumber: `DASH-R-${++seq}`,
      reportStatus,
      authCode: 'DASH0000',
      issueTime,
    });

  // A: completed; audit 24 h, receive 48 h, reports after 120 h and 144 h (week 2).
  const a = await consignment(
    'A',
    {
      consignStatus: 60,
      commitConsignTime: at('03', 10),
      acceptTime: at('04', 10),
      receiveTime: at('06', 10),
      completeTime: at('12', 10),
    },
    [{ count: 2 }],
  );
  await report(a, at('11', 10));
  await report(a, at('12', 10));
  // B: accepted, samples never received (overdue: not received); audit 12 h.
  await consignment('B', { consignStatus: 40, commitConsignTime: at('04'), acceptTime: at('04', 12) }, [{ count: 1 }]);
  // C: waiting for the audit past its expected test time.
  await consignment('C', { consignStatus: 20, commitConsignTime: at('11', 8), expectTestTime: at('12') });
  // D: in test; audit 24 h, receive 24 h; its only sample is deleted (no value, no sample type).
  await consignment(
    'D',
    { consignStatus: 50, commitConsignTime: at('12'), acceptTime: at('13'), receiveTime: at('14') },
    [{ count: 5, deleted: true }],
  );
  // E: cancelled while waiting for the audit.
  await consignment('E', { consignStatus: 70, commitConsignTime: at('18'), lastModificationTime: at('19') });
  // Not the lab's: another lab's, a draft, a deleted row.
  await consignment('F', {
    consignStatus: 20,
    commitConsignTime: at('05'),
    testUnitId: lab2 ?? '',
    consignUnitId: unit2 ?? '',
  });
  await consignment('G', { consignStatus: 10 });
  await consignment('H', { consignStatus: 20, commitConsignTime: at('05'), isDeleted: true });

  return {
    t,
    tokens,
    lab: lab ?? '',
    lab2: lab2 ?? '',
    unit: unit ?? '',
    unit2: unit2 ?? '',
    price: Number(param.price),
    ids,
  };
}

/** GET a Dashboard call as `token`; answers status and envelope. */
export async function dashboard<T>(
  f: Fixture,
  token: string,
  call: string,
  query: Record<string, string> = {},
  language = 'en',
) {
  const response = await f.t.app.inject({
    url: `/api/services/app/Dashboard/${call}?${new URLSearchParams(query)}`,
    headers: { ...f.t.auth(token), 'accept-language': language },
  });
  return { status: response.statusCode, body: envelopeOf<T>(response) };
}
