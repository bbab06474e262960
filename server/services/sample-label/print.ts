import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { ConsignType } from '../../../machines/consignment';
import { INITIAL_LABEL_STATUS, LIVE_LABEL_STATUSES } from '../../../machines/sample-label';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { buSampleInfos, sampleLabels } from '../../db/schema/index';
import type { ConsignRow } from '../consign-info/access';
import { newLabelCode } from './code';
import { type Actor, recordCustody } from './trail';

// Printing labels: one per sample when a raw-material consignment is committed, and a reprint for a voided one.

type Consign = Pick<ConsignRow, 'id' | 'consignType' | 'testUnitId' | 'consignUnitId'>;

/** Whether a consignment's samples carry labels: raw material, whose samples travel to the lab. */
export const hasLabels = (consign: Pick<ConsignRow, 'consignType'>) => consign.consignType === ConsignType.RawMaterial;

/** A new Printed label for a sample, with its first custody row; answers the row. */
async function printOne(tx: Db, consign: Consign, sampleInfoId: string, actor: Actor, at: Date, replaces?: string) {
  const [label] = await tx
    .insert(sampleLabels)
    .values({
      id: newId(),
      labelCode: newLabelCode(),
      consignId: consign.id,
      sampleInfoId,
      testUnitId: consign.testUnitId,
      consignUnitId: consign.consignUnitId,
      labelStatus: INITIAL_LABEL_STATUS,
      printedAt: at,
      replacesLabelId: replaces ?? null,
    })
    .returning();
  if (!label) throw new Error('no label printed');
  await recordCustody(tx, [{ labelId: label.id, action: 'printed', actor, at }]);
  return label;
}

/**
 * At commit (in its transaction): a label for every sample of a raw-material consignment that has no live label yet.
 * A consignment committed again after a return keeps the labels its samples already have.
 */
export async function printLabels(tx: Db, consign: Consign, actor: Actor): Promise<void> {
  if (!hasLabels(consign)) return;
  const samples = await tx
    .select({ id: buSampleInfos.id })
    .from(buSampleInfos)
    .where(
      and(
        eq(buSampleInfos.consignId, consign.id),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(sampleLabels)
            .where(
              and(
                eq(sampleLabels.sampleInfoId, buSampleInfos.id),
                inArray(sampleLabels.labelStatus, LIVE_LABEL_STATUSES),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(buSampleInfos.orderIndex), asc(buSampleInfos.id));
  const at = new Date();
  for (const sample of samples) await printOne(tx, consign, sample.id, actor, at);
}

/** The reprint of a voided label: a fresh Printed label for the same sample, pointing at the voided one. */
export const reprint = (
  tx: Db,
  consign: Consign,
  voided: { id: string; sampleInfoId: string },
  actor: Actor,
  at: Date,
) => printOne(tx, consign, voided.sampleInfoId, actor, at, voided.id);
