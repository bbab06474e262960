import { eq } from 'drizzle-orm';
import type { LabelForReception, ReceivedLabel } from '../../../contracts/sample-label';
import { nextStatus, statusesAllowing } from '../../../machines/consignment';
import type { Database } from '../../db/client';
import { consignUnits, projects, sampleLabels } from '../../db/schema/index';
import { forbidden, UserFacingError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { type ConsignRow, contextOf } from '../consign-info/access';
import { statusText } from '../consign-info/queries';
import { guardedUpdateIn } from '../consign-info/workflow';
import { FILES } from '../file/service';
import { actorFrom, labelRoleOf, visibleLabel } from './access';
import { labelCodeOf } from './binding';
import { publishLabel } from './live';
import { labelRow, labelStatusesOf } from './rows';
import { assertLabelMay, stepLabel } from './step';
import { custodyTrail } from './trail';

// The lab's reception desk: a scanned (or typed) code shows its sample, photos, witness and trail, or why it is
// refused; receiving the last live label moves the consignment to samples received (its CONFIRM_SAMPLE guard).

/** The consignment statuses in which the lab receives samples: where it may confirm them (Accepted). */
const RECEIVING_STATUSES = statusesAllowing('CONFIRM_SAMPLE', 'lab');

/** The label `typed` for the caller's lab, ready for reception; 404 (another lab's), 403, or 409 with the reason. */
async function labelAtReception(db: Database, user: CurrentUser, language: Language, typed: string) {
  if (labelRoleOf(user) !== 'lab') throw forbidden();
  const found = await visibleLabel(db, user, eq(sampleLabels.labelCode, labelCodeOf(typed)));
  assertLabelMay(found.label, { type: 'RECEIVE', role: 'lab' });
  if (!RECEIVING_STATUSES.some((status) => status === found.consign.consignStatus)) {
    throw new UserFacingError('errors.sampleLabel.consignNotAccepted', 409, {
      status: statusText(language, found.consign.consignStatus),
    });
  }
  return found;
}

/** 138****5678: enough for the clerk to recognise the witness, not to call a stranger. */
const masked = (phone: string | null) =>
  phone && phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;

async function consignSummary(db: Database, consign: ConsignRow) {
  const [unit] = await db
    .select({ name: consignUnits.name })
    .from(consignUnits)
    .where(eq(consignUnits.id, consign.consignUnitId));
  const [project] = consign.projectId
    ? await db.select({ name: projects.projectName }).from(projects).where(eq(projects.id, consign.projectId))
    : [];
  return {
    id: consign.id,
    consignCode: consign.consignCode,
    consignStatus: consign.consignStatus,
    consignUnitName: unit?.name ?? '',
    projectName: project?.name ?? null,
  };
}

/** GetLabelForReception: what the clerk checks before receiving the sample. */
export async function labelForReception(
  db: Database,
  user: CurrentUser,
  language: Language,
  typed: string,
): Promise<LabelForReception> {
  const { label, consign } = await labelAtReception(db, user, language, typed);
  return {
    label: await labelRow(db, language, label.id),
    consign: await consignSummary(db, consign),
    // Checked as the consignment's samplePhoto attachments when bound, and never removed (file/access.ts).
    photos: label.photoFileIds.map((fileId) => ({ fileId, url: `${FILES}/DownloadFileByAccessoryId?id=${fileId}` })),
    witness: { unit: consign.jzunit, name: label.witnessName ?? consign.jhperson, phone: masked(consign.jzphone) },
    trail: await custodyTrail(db, [label.id]),
  };
}

/** ReceiveLabel: one sample received; the last live one moves the consignment (Accepted → InTest) in the same write. */
export async function receiveLabel(
  db: Database,
  user: CurrentUser,
  language: Language,
  typed: string,
): Promise<ReceivedLabel> {
  const { label, consign } = await labelAtReception(db, user, language, typed);
  const at = new Date();
  const consignStatus = await db.transaction(async (tx) => {
    await stepLabel(tx, label, {
      event: { type: 'RECEIVE', role: 'lab' },
      actor: actorFrom(user),
      at,
      set: { receivedAt: at },
    });
    await publishLabel(tx, consign, label.id, 'received');
    const event = {
      type: 'CONFIRM_SAMPLE',
      role: 'lab',
      labelStatuses: await labelStatusesOf(tx, consign.id),
    } as const;
    const to = nextStatus(consign.consignStatus, event, contextOf(consign));
    // Samples still missing: the consignment waits for them.
    if (to === undefined) return consign.consignStatus;
    await guardedUpdateIn(db, tx, consign, event, user, { receiveTime: at }, null);
    return to;
  });
  return { label: await labelRow(db, language, label.id), consignStatus };
}
