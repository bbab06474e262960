import { and, count, eq, gte, lt, min } from 'drizzle-orm';
import type { VerifyQuery } from '../../../contracts/report';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { buReports, reportVerifyFailures, testUnits } from '../../db/schema/index';
import { UserFacingError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { reportStatusText } from './status';

// The public check of a report (no sign-in): report number + verification code. An unknown number and a
// wrong code get the same answer, and failed checks are counted per client address in the database.

export const MAX_VERIFY_FAILURES = 10;
export const VERIFY_WINDOW_MS = 15 * 60 * 1000;

async function assertNotLimited(db: Database, clientKey: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ failures: count(), oldest: min(reportVerifyFailures.failedAt) })
    .from(reportVerifyFailures)
    .where(
      and(
        eq(reportVerifyFailures.clientKey, clientKey),
        gte(reportVerifyFailures.failedAt, new Date(now.getTime() - VERIFY_WINDOW_MS)),
      ),
    );
  if (!row?.oldest || row.failures < MAX_VERIFY_FAILURES) return;
  const seconds = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + VERIFY_WINDOW_MS - now.getTime()) / 1000));
  throw new UserFacingError(
    'errors.report.tooManyVerifications',
    429,
    { minutes: Math.ceil(seconds / 60) },
    { 'retry-after': String(seconds) },
  );
}

async function recordFailure(db: Database, clientKey: string, now: Date): Promise<void> {
  await db.insert(reportVerifyFailures).values({ id: newId(), clientKey, failedAt: now });
  // Rows older than a day count for no one any more.
  await db
    .delete(reportVerifyFailures)
    .where(lt(reportVerifyFailures.failedAt, new Date(now.getTime() - 24 * 3600 * 1000)));
}

/** VerifyReport: `{ genuine: true, … }` for a matching number and code, else `{ genuine: false }` and nothing more. */
export async function verifyReport(db: Database, language: Language, input: VerifyQuery, clientIp: string) {
  const clientKey = clientIp.slice(0, 100);
  const now = new Date();
  await assertNotLimited(db, clientKey, now);
  const [row] = await db
    .select({
      reportNumber: buReports.reportNumber,
      reportStatus: buReports.reportStatus,
      issueTime: buReports.issueTime,
      testUnitName: testUnits.testUnitName,
    })
    .from(buReports)
    .innerJoin(testUnits, eq(testUnits.id, buReports.testUnitId))
    .where(and(eq(buReports.reportNumber, input.reportNumber.trim()), eq(buReports.authCode, input.authCode.trim())))
    .limit(1);
  if (!row) {
    await recordFailure(db, clientKey, now);
    return { genuine: false, report: null };
  }
  return {
    genuine: true,
    report: {
      ...row,
      reportStatusStr: reportStatusText(language, row.reportStatus),
      issueTime: row.issueTime?.toISOString() ?? null,
    },
  };
}
