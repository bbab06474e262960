import { and, eq } from 'drizzle-orm';
import type { PerIdResult } from '../../../contracts/common';
import type { CreateReportBody } from '../../../contracts/report';
import { INITIAL_REPORT_STATUS } from '../../../machines/report';
import type { Database } from '../../db/client';
import { rowExists } from '../../db/exists';
import { buReports } from '../../db/schema/index';
import { UserFacingError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { labOf } from '../consign-info/access';
import { perId } from '../consign-info/workflow';
import { loadReport, type ReportActor } from './store';
import { moveReport, setReportExpress, upsertReport } from './workflow';

// BuReport's writes for signed-in lab staff: each id in its own transaction, answered per id.

/** The lab the user acts for, as a report actor; anyone else 403. */
function labActor(user: CurrentUser): { testUnitId: string; actor: ReportActor } {
  return { testUnitId: labOf(user), actor: { userName: user.name, role: 'lab', userId: user.id } };
}

/** UpdateReportStatus: each report to `reportStatus` (a later step only). */
export function updateReportStatus(
  db: Database,
  user: CurrentUser,
  language: Language,
  reportIds: string[],
  reportStatus: number,
): Promise<PerIdResult> {
  const { testUnitId, actor } = labActor(user);
  return perId(reportIds, language, (id) =>
    db.transaction(async (tx) => (await moveReport(tx, { testUnitId, id, reportStatus, actor })).id),
  );
}

/** ReportMailNumberSetting: one express number for several reports (Issued → Delivered). */
export function setMailNumber(
  db: Database,
  user: CurrentUser,
  language: Language,
  reportIds: string[],
  expressNumber: string,
  expressBusiness: string | null | undefined,
): Promise<PerIdResult> {
  const { testUnitId, actor } = labActor(user);
  return perId(reportIds, language, (id) =>
    db.transaction(async (tx) => {
      await setReportExpress(tx, { testUnitId, reportIds: [id], expressNumber, expressBusiness, actor });
      return id;
    }),
  );
}

/** CreateReport: a new report (the report machine's first status) on one of the lab's consignments under test; a used number is 409. */
export function createReport(db: Database, user: CurrentUser, input: CreateReportBody) {
  const { testUnitId, actor } = labActor(user);
  const reportNumber = input.reportNumber.trim();
  return db.transaction(async (tx) => {
    const sameNumber = and(eq(buReports.testUnitId, testUnitId), eq(buReports.reportNumber, reportNumber));
    if (await rowExists(tx, buReports, sameNumber))
      throw new UserFacingError('errors.report.numberTaken', 409, { reportNumber });
    const { id } = await upsertReport(tx, {
      testUnitId,
      consignId: input.consignId.toLowerCase(),
      reportNumber,
      reportStatus: INITIAL_REPORT_STATUS,
      authCode: input.authCode ?? '',
      testContent: input.testContent,
      actor,
    });
    const row = await loadReport(tx, testUnitId, id);
    return { id, reportNumber: row.reportNumber, reportStatus: row.reportStatus, authCode: row.authCode };
  });
}
