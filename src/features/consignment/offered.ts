// The events a consignment's action bar offers: which ones is the machine's business (machines/consignment.ts); this
// file orders them. The caller's role is the server's word (session selectActorRole), never guessed from role names.
import {
  type ActorRole,
  allowedEvents,
  type ConsignmentEventType,
  type ConsignmentFacts,
  isConsignStatus,
} from '../../../machines/consignment';

/** Events a person sends from a consignment's action bar: COMPLETE is the server's own, ADD_REPORT the report dialog's. */
export type OfferedEvent = Exclude<ConsignmentEventType, 'COMPLETE' | 'ADD_REPORT'>;

/** The events the detail's action bar offers, in display order. SAVE is "edit". */
export const ACTION_ORDER: readonly OfferedEvent[] = [
  'PASS',
  'REJECT',
  'CONFIRM_SAMPLE',
  'SYNC',
  'COMMIT',
  'SAVE',
  'SET_MAIL',
  'COPY',
  'CANCEL',
  'DELETE',
];

/**
 * The buttons to show: the server's allowedActions when it sent them (the machine with the caller's role and the
 * consignment's labels), else the machine asked here with what `facts` tell (a labelled consignment whose samples
 * await reception offers no CONFIRM_SAMPLE). Either way filtered to ACTION_ORDER.
 */
export function actionsToShow(
  status: number,
  role: ActorRole,
  allowedActions?: readonly string[] | null,
  facts?: ConsignmentFacts,
): OfferedEvent[] {
  const allowed: readonly string[] =
    allowedActions ?? (isConsignStatus(status) ? allowedEvents(status, role, undefined, facts) : ([] as string[]));
  return ACTION_ORDER.filter((event) => allowed.includes(event));
}

/** Events that need a reason typed in the dialog (the machine's 'hasReason?' guard). */
export const REASON_REQUIRED: ReadonlySet<ConsignmentEventType> = new Set(['REJECT', 'CANCEL']);
