// Batch work on a consignment list, for the consignor's list and the lab's: which of the chosen rows the machine lets
// the caller's role send an event for (and which ones wait for their samples to be received by scanning), the label an event goes by on a screen, and the dialog's open/close state with
// what follows an answer (the rows that succeeded are unticked, the list reloads).
import { useState } from 'react';
import { type ActorRole, allowedEvents, awaitsReception } from '../../../machines/consignment';
import type { BatchResult, ConsignmentApi } from '../../api/consignment';
import type { RowSelection } from '../../components/useRowSelection';
import type { SendableEvent } from './actions';

export type BatchEvent = Extract<
  SendableEvent,
  'COMMIT' | 'CANCEL' | 'DELETE' | 'COPY' | 'SET_MAIL' | 'PASS' | 'REJECT' | 'CONFIRM_SAMPLE'
>;

/** The lab's batch actions on its lists. */
export const LAB_BATCH_EVENTS: readonly BatchEvent[] = ['PASS', 'REJECT', 'CONFIRM_SAMPLE'];

/** What a batch needs of a list row. */
export interface BatchRow {
  id: string;
  consignCode: string;
  consignStatus: number;
  /** The labelStatus of each of its labels, when the list carries them (the lab's): CONFIRM_SAMPLE's guard reads them. */
  labelStatuses?: readonly number[];
}

/** The rows the machine lets `role` send `event` for, with what the row tells of its labels. */
export function eligibleRows<T extends BatchRow>(rows: readonly T[], event: BatchEvent, role: ActorRole): T[] {
  return rows.filter((row) =>
    allowedEvents(row.consignStatus, role, undefined, { labelStatuses: row.labelStatuses }).includes(event),
  );
}

/**
 * The rows left out of a CONFIRM_SAMPLE only because samples of theirs await reception: the lab receives those by
 * scanning (the last one confirms the consignment), so the batch says so rather than "not in this status".
 */
export function awaitingReception<T extends BatchRow>(rows: readonly T[], event: BatchEvent, role: ActorRole): T[] {
  if (event !== 'CONFIRM_SAMPLE') return [];
  return rows.filter((row) => awaitsReception(row.consignStatus, role, row.labelStatuses ?? []));
}

/** Drawn in the error colour, and confirmed in a red button. */
export const isDestructive = (event: BatchEvent) => event === 'DELETE' || event === 'CANCEL' || event === 'REJECT';

/** A screen's own names for some events (a booking's CONFIRM_SAMPLE is "Mark on-site test done"): message ids. */
export type EventLabels = Partial<Record<BatchEvent, string>>;
export const labelKey = (event: BatchEvent, labels?: EventLabels) => labels?.[event] ?? `consignment.action.${event}`;

/** The batch dialog's state (which event for which rows, null when closed) and props, sending through `api`, and the bar's. */
export function useBatchDialog<T extends BatchRow>(
  api: ConsignmentApi,
  selection: RowSelection<T>,
  role: ActorRole,
  reload: () => void,
) {
  const [open, setOpen] = useState<{ event: BatchEvent; rows: T[] } | null>(null);
  return {
    open: (event: BatchEvent, rows: T[]) => setOpen({ event, rows }),
    /** BatchBar's props but the events: the ticked rows, open the dialog for them, clear. */
    bar: {
      actor: role,
      selected: selection.rows,
      onAction: (event: BatchEvent) => setOpen({ event, rows: selection.rows }),
      onClear: selection.clear,
    },
    dialog: {
      api,
      actor: role,
      event: open?.event ?? null,
      rows: open?.rows ?? [],
      onClose: () => setOpen(null),
      onDone: (result: BatchResult | null) => {
        if (result && open) {
          const failed = new Set(result.failed.map((f) => f.id));
          selection.mark(
            eligibleRows(open.rows, open.event, role).filter((row) => !failed.has(row.id)),
            false,
          );
        }
        reload();
      },
    },
  };
}
