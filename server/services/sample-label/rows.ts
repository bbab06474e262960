import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { MissingSteps, SampleLabelRow } from '../../../contracts/sample-label';
import {
  AWAITING_BINDING_STATUSES,
  AWAITING_RECEPTION_STATUSES,
  AWAITING_WITNESS_STATUSES,
  LabelStatus,
} from '../../../machines/sample-label';
import type { Db } from '../../db/client';
import { buSampleInfos, consignInfos, sampleLabels } from '../../db/schema/index';
import { type Language, translate } from '../../lib/i18n';

// How labels read on the wire: SampleLabelRow, and what a consignment's labels still wait for.

export type LabelRecord = typeof sampleLabels.$inferSelect;

const statusName = (status: number) =>
  Object.entries(LabelStatus).find(([, value]) => value === status)?.[0] ?? String(status);
export const labelStatusText = (language: Language, status: number) =>
  translate(language, `enums.LabelStatus.${statusName(status)}`);

/** The labels `where` picks, oldest first, as the wire shows them. */
export async function labelRows(db: Db, language: Language, where: SQL): Promise<SampleLabelRow[]> {
  const rows = await db
    .select({
      label: sampleLabels,
      consignCode: consignInfos.consignCode,
      sampleName: buSampleInfos.testUnitSampleName,
      sampleNameLink: buSampleInfos.sampleNameLink,
    })
    .from(sampleLabels)
    .innerJoin(consignInfos, eq(consignInfos.id, sampleLabels.consignId))
    .innerJoin(buSampleInfos, eq(buSampleInfos.id, sampleLabels.sampleInfoId))
    .where(where)
    .orderBy(asc(buSampleInfos.orderIndex), asc(sampleLabels.printedAt), asc(sampleLabels.id));
  return rows.map(({ label, consignCode, sampleName, sampleNameLink }) => ({
    id: label.id,
    labelCode: label.labelCode,
    consignId: label.consignId,
    consignCode,
    sampleInfoId: label.sampleInfoId,
    sampleName: sampleName ?? sampleNameLink ?? '',
    labelStatus: label.labelStatus,
    labelStatusStr: labelStatusText(language, label.labelStatus),
    printedAt: label.printedAt.toISOString(),
    boundAt: label.boundAt?.toISOString() ?? null,
    witnessedAt: label.witnessedAt?.toISOString() ?? null,
    receivedAt: label.receivedAt?.toISOString() ?? null,
    voidReason: label.voidReason,
    replacesLabelId: label.replacesLabelId,
    latitude: label.latitude,
    longitude: label.longitude,
    photoCount: label.photoFileIds.length,
    witnessName: label.witnessName,
  }));
}

/** One label as the wire shows it. */
export async function labelRow(db: Db, language: Language, id: string): Promise<SampleLabelRow> {
  const [row] = await labelRows(db, language, eq(sampleLabels.id, id));
  if (!row) throw new Error(`label ${id} vanished`);
  return row;
}

/** How many live labels of a consignment wait for binding, for the witness, for reception: counted in SQL. */
export async function missingSteps(db: Db, consignId: string): Promise<MissingSteps> {
  const waiting = (statuses: readonly number[]) =>
    db
      .select({ n: count() })
      .from(sampleLabels)
      .where(and(eq(sampleLabels.consignId, consignId), inArray(sampleLabels.labelStatus, [...statuses])));
  const [[unbound], [unwitnessed], [unreceived]] = await Promise.all([
    waiting(AWAITING_BINDING_STATUSES),
    waiting([...AWAITING_BINDING_STATUSES, ...AWAITING_WITNESS_STATUSES]),
    waiting([...AWAITING_BINDING_STATUSES, ...AWAITING_WITNESS_STATUSES, ...AWAITING_RECEPTION_STATUSES]),
  ]);
  return { unbound: unbound?.n ?? 0, unwitnessed: unwitnessed?.n ?? 0, unreceived: unreceived?.n ?? 0 };
}

/** The labelStatus of every label of a consignment, lowest first (what CONFIRM_SAMPLE's guard reads). */
export async function labelStatusesOf(db: Db, consignId: string): Promise<number[]> {
  const rows = await db
    .select({ status: sampleLabels.labelStatus })
    .from(sampleLabels)
    .where(eq(sampleLabels.consignId, consignId))
    .orderBy(asc(sampleLabels.labelStatus));
  return rows.map((row) => row.status);
}
