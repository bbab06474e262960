import { and, eq } from 'drizzle-orm';
import type { CustodyAction } from '../../../contracts/sample-label';
import {
  allowedLabelEvents,
  type LabelEvent,
  type LabelEventType,
  type LabelRole,
  LabelStatus,
  nextLabelStatus,
  RECEIVED_LABEL_STATUSES,
} from '../../../machines/sample-label';
import type { Transaction } from '../../db/client';
import { sampleLabels } from '../../db/schema/index';
import { forbidden, UserFacingError } from '../../lib/errors';
import type { LabelRecord } from './rows';
import { type Actor, recordCustody } from './trail';

// One step of a label's life: asked of machines/sample-label.ts, written as read (`… AND label_status = $old`) with
// its custody row, in the caller's transaction.

const ACTION: Record<LabelEventType, CustodyAction> = {
  BIND: 'bound',
  WITNESS: 'witnessed',
  RECEIVE: 'received',
  START_TEST: 'inTest',
  RETAIN: 'retained',
  DISPOSE: 'disposed',
  VOID: 'voided',
};

const everAllowed = new Map<LabelRole, Set<LabelEventType>>();

/** Whether `role` may send `type` from any status (a refusal is then 409, not 403). */
function roleMaySend(role: LabelRole, type: LabelEventType): boolean {
  let events = everAllowed.get(role);
  if (!events) {
    events = new Set(Object.values(LabelStatus).flatMap((status) => allowedLabelEvents(status, role)));
    everAllowed.set(role, events);
  }
  return events.has(type);
}

/** 403 when `role` may never send `type`, before any question of the moment (the consignment's, the label's). */
export function assertRoleMay(role: LabelRole, type: LabelEventType): void {
  if (!roleMaySend(role, type)) throw forbidden();
}

/** Why the label at `status` refuses `type`, as the reception desk and the sampler's phone say it. */
function refusalKey(status: number, type: LabelEventType): string {
  if (status === LabelStatus.Voided) return 'errors.sampleLabel.voided';
  if (RECEIVED_LABEL_STATUSES.some((received) => received === status)) {
    return type === 'RECEIVE' ? 'errors.sampleLabel.alreadyReceived' : 'errors.sampleLabel.notAllowedNow';
  }
  if (type === 'RECEIVE') return 'errors.sampleLabel.notWitnessed';
  if (type === 'WITNESS')
    return status === LabelStatus.Printed ? 'errors.sampleLabel.notBound' : 'errors.sampleLabel.alreadyWitnessed';
  if (type === 'BIND') return 'errors.sampleLabel.alreadyBound';
  return 'errors.sampleLabel.notAllowedNow';
}

/** 403 when the role may never send the event, 409 with the reason when the label's status refuses it now. */
export function assertLabelMay(label: Pick<LabelRecord, 'labelStatus' | 'labelCode'>, event: LabelEvent): number {
  const to = nextLabelStatus(label.labelStatus, event);
  if (to !== undefined) return to;
  assertRoleMay(event.role, event.type);
  throw new UserFacingError(refusalKey(label.labelStatus, event.type), 409, { labelCode: label.labelCode });
}

export interface Step {
  event: LabelEvent;
  actor: Actor;
  at: Date;
  set?: Partial<typeof sampleLabels.$inferInsert>;
  latitude?: number | null;
  longitude?: number | null;
  photoFileIds?: string[];
  note?: string | null;
}

/** Moves `label` by `step.event` and records the step in its trail; 409 when someone moved it first. */
export async function stepLabel(tx: Transaction, label: LabelRecord, step: Step): Promise<void> {
  const to = assertLabelMay(label, step.event);
  const updated = await tx
    .update(sampleLabels)
    .set({ ...step.set, labelStatus: to })
    .where(and(eq(sampleLabels.id, label.id), eq(sampleLabels.labelStatus, label.labelStatus)))
    .returning({ id: sampleLabels.id });
  if (updated.length === 0) throw new UserFacingError('errors.conflict', 409);
  await recordCustody(tx, [
    {
      labelId: label.id,
      action: ACTION[step.event.type],
      actor: step.actor,
      at: step.at,
      latitude: step.latitude,
      longitude: step.longitude,
      photoFileIds: step.photoFileIds,
      note: step.note,
    },
  ]);
}
