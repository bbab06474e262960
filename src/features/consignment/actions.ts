// One function per lifecycle event that the browser sends, over the consignment calls. The machine decides which
// events are offered (status.ts actionsToShow); the server checks them again with the real payload.
import type { BatchResult, ConsignmentApi, SyncChanges } from '../../api/consignment';
import { ApiError } from '../../api/errors';
import type { OfferedEvent } from './offered';

export interface ActionPayload {
  /** REJECT, CANCEL: required. */
  reason?: string;
  /** Optional note for the other events (the log's description). */
  note?: string;
  /** SET_MAIL: required. */
  mailOrderNumber?: string;
  /** SYNC: only the fields that changed. */
  changes?: SyncChanges;
}

/** Events sent as a consignment call; SAVE opens the editor instead. */
export type SendableEvent = Exclude<OfferedEvent, 'SAVE'>;

const quiet = { quiet: true } as const;
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * Sends `event` for `ids`. Errors are quiet here (the caller reports them: a 409 reloads, others show the message).
 */
export function sendConsignAction(
  api: ConsignmentApi,
  event: SendableEvent,
  ids: string[],
  payload: ActionPayload = {},
): Promise<BatchResult> {
  const note = blankToUndefined(payload.note);
  switch (event) {
    case 'PASS':
      return api.passAuditConsignInfo(ids, note, quiet);
    case 'REJECT':
      return api.noPassAuditConsignInfo(ids, (payload.reason ?? '').trim(), quiet);
    case 'CANCEL':
      return api.cancelConsignInfo(ids, (payload.reason ?? '').trim(), quiet);
    case 'CONFIRM_SAMPLE':
      return api.confirmSample(ids, note, quiet);
    case 'SYNC':
      return api.syncUpdateConsignInfo(ids, payload.changes ?? {}, note, quiet);
    case 'COMMIT':
      return api.commitConsignInfo(ids, note, quiet);
    case 'SET_MAIL':
      return api.setMailOrderNumber(ids, (payload.mailOrderNumber ?? '').trim(), quiet);
    case 'COPY':
      return api.copyConsignInfo(ids, note, quiet);
    case 'DELETE':
      return api.deleteConsignInfo(ids, note, quiet);
  }
}

/** A status-change race: someone else changed the consignment first (409). */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/** The SYNC fields whose value differs from the current one (trimmed; empty means null). */
export function changedFields(current: SyncChanges, edited: SyncChanges): SyncChanges {
  const changes: SyncChanges = {};
  for (const key of Object.keys(edited) as (keyof SyncChanges)[]) {
    const next = (edited[key] ?? '').trim();
    const before = (current[key] ?? '').trim();
    if (next !== before) changes[key] = next === '' ? null : next;
  }
  return changes;
}

export const SYNC_FIELDS: readonly (keyof SyncChanges)[] = [
  'linkPerson',
  'linkPersonPhone',
  'jzunit',
  'jhperson',
  'jzcardNo',
  'jzphone',
  'consignFormaNumber',
  'memo',
];
