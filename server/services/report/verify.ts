import { and, eq } from 'drizzle-orm';
import type { VerifyQuery } from '../../../contracts/report';
import type { Database } from '../../db/client';
import { buReports, testUnits } from '../../db/schema/index';
import { type AttemptLimit, giveBack, takeAttempt } from '../../lib/attempt-limit';
import type { Language } from '../../lib/i18n';
import { publicSamples } from '../sample-label/public-trail';
import { reportStatusText } from './status';

// The public check of a report (no sign-in): report number + verification code. An unknown number and a
// wrong code get the same answer, and failed checks are counted per client address in the database.

/** Failed checks per client address in 15 minutes; a right check gives its attempt back but clears nothing. */
const VERIFY_PER_ADDRESS: AttemptLimit = {
  scope: 'report-verify',
  max: 10,
  windowMs: 15 * 60 * 1000,
  messageKey: 'errors.report.tooManyVerifications',
};

/**
 * VerifyReport: `{ genuine: true, … }` with the samples' chain of custody for a matching number and code,
 * else `{ genuine: false }` and nothing more.
 */
export async function verifyReport(db: Database, language: Language, input: VerifyQuery, clientIp: string) {
  await takeAttempt(db, VERIFY_PER_ADDRESS, clientIp);
  const [row] = await db
    .select({
      consignId: buReports.consignId,
      reportNumber: buReports.reportNumber,
      reportStatus: buReports.reportStatus,
      issueTime: buReports.issueTime,
      testUnitName: testUnits.testUnitName,
    })
    .from(buReports)
    .innerJoin(testUnits, eq(testUnits.id, buReports.testUnitId))
    .where(and(eq(buReports.reportNumber, input.reportNumber.trim()), eq(buReports.authCode, input.authCode.trim())))
    .limit(1);
  if (!row) return { genuine: false, report: null };
  await giveBack(db, VERIFY_PER_ADDRESS, clientIp);
  const { consignId, ...report } = row;
  return {
    genuine: true,
    report: {
      ...report,
      samples: await publicSamples(db, language, consignId),
      reportStatusStr: reportStatusText(language, row.reportStatus),
      issueTime: row.issueTime?.toISOString() ?? null,
    },
  };
}
