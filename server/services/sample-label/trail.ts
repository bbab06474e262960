import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CustodyAction, CustodyEvent } from '../../../contracts/sample-label';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { sampleLabelEvents, sampleLabels } from '../../db/schema/index';

// The chain of custody: one row per step of a label, written in the step's own transaction (step.ts, print.ts).

/** Who took a step, as the trail keeps it (copied: the trail reads as it was when the names change). */
export interface Actor {
  userId: string | null;
  name: string | null;
  unit: string | null;
}

export interface CustodyEntry {
  labelId: string;
  action: CustodyAction;
  actor: Actor;
  at: Date;
  latitude?: number | null;
  longitude?: number | null;
  photoFileIds?: string[];
  note?: string | null;
}

export async function recordCustody(tx: Db, entries: readonly CustodyEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(sampleLabelEvents).values(
    entries.map((entry) => ({
      id: newId(),
      labelId: entry.labelId,
      action: entry.action,
      actorUserId: entry.actor.userId,
      actorName: entry.actor.name?.slice(0, 64) ?? null,
      actorUnit: entry.actor.unit?.slice(0, 128) ?? null,
      at: entry.at,
      latitude: entry.latitude ?? null,
      longitude: entry.longitude ?? null,
      photoFileIds: entry.photoFileIds ?? [],
      note: entry.note?.slice(0, 256) ?? null,
    })),
  );
}

/** The trail of the labels `labelIds`, label by label, oldest step first. */
export async function custodyTrail(db: Db, labelIds: readonly string[]): Promise<CustodyEvent[]> {
  if (labelIds.length === 0) return [];
  const rows = await db
    .select({ event: sampleLabelEvents, labelCode: sampleLabels.labelCode })
    .from(sampleLabelEvents)
    .innerJoin(sampleLabels, eq(sampleLabels.id, sampleLabelEvents.labelId))
    .where(and(inArray(sampleLabelEvents.labelId, [...labelIds])))
    .orderBy(asc(sampleLabels.printedAt), asc(sampleLabelEvents.labelId), asc(sampleLabelEvents.at));
  return rows.map(({ event, labelCode }) => ({
    id: event.id,
    labelId: event.labelId,
    labelCode,
    action: event.action as CustodyAction,
    actorName: event.actorName,
    actorUnit: event.actorUnit,
    at: event.at.toISOString(),
    latitude: event.latitude,
    longitude: event.longitude,
    photoFileIds: event.photoFileIds,
    note: event.note,
  }));
}
