import type { ChangeResult, ExpressBody, PushResult, ReportBody } from '../../../contracts/ilis-integration';
import type { Database } from '../../db/client';
import { ExpressDataType } from '../../lib/enums';
import { invalidInput } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { loadVisible } from '../consign-info/access';
import { perId } from '../consign-info/workflow';
import { type ReportActor, setReportExpress, upsertReport } from '../report/workflow';
import { syncFields } from './consignments';

// The report pushes of ILISIntegration. The report rules (machines/report.ts, completing the consignment)
// live in report/workflow.ts, shared with the lab's own screens; here only the LIMS's view of them.

const reportActor = (lims: CurrentUser): ReportActor => ({ userName: lims.name, role: 'lims', userId: null });

/** PushReportInfo: creates the report (by its number within the lab) or moves it forward. */
export async function pushReport(db: Database, lims: CurrentUser, push: ReportBody): Promise<ChangeResult> {
  const consignment = await loadVisible(db, lims, push.consignInfoID.toLowerCase());
  return db.transaction((tx) =>
    upsertReport(tx, {
      testUnitId: consignment.testUnitId,
      consignId: consignment.id,
      reportNumber: push.reportNumber.trim(),
      reportStatus: push.reportStatus,
      authCode: push.reportAuthCode ?? '',
      testContent: push.testContent?.trim() || null,
      actor: reportActor(lims),
    }),
  );
}

/**
 * PushExpressInfo, per key: dataType 1 records the parcel's express number on the consignment (as a SYNC);
 * dataType 2 delivers each report (Issued → Delivered, or corrects the number of a delivered one).
 */
export async function pushExpress(
  db: Database,
  lims: CurrentUser,
  language: Language,
  push: ExpressBody,
): Promise<PushResult> {
  const expressNumber = push.expressNos.trim();
  if (expressNumber === '') throw invalidInput('expressNos', 'errors.validation.required');
  const unchanged: string[] = [];
  const result = await perId(push.dataKeys, language, async (id) => {
    const changed =
      push.dataType === ExpressDataType.Consignment
        ? await syncFields(
            db,
            lims,
            language,
            id,
            { mailOrderNumber: expressNumber },
            ['mailOrderNumber'],
            push.expressBusiness,
          )
        : await db.transaction(async (tx) => {
            const [report] = await setReportExpress(tx, {
              testUnitId: lims.testUnitId as string,
              reportIds: [id],
              expressNumber,
              expressBusiness: push.expressBusiness?.trim() || null,
              actor: reportActor(lims),
            });
            return report?.changed ?? false;
          });
    if (!changed) unchanged.push(id);
    return undefined;
  });
  return { ...result, unchanged };
}
