// Display helpers for consignment statuses, types and events. Which events are offered is the machine's business
// (machines/consignment.ts); this file only names and colours them.
import {
  type ActorRole,
  allowedEvents,
  type ConsignmentEventType,
  ConsignStatus,
  ConsignType,
  isConsignStatus,
  statusToState,
} from '../../../machines/consignment';
import { formatDate } from '../../utils/format';

/** Locale key of a consignStatus (the shared enums.* catalogue), or null for an unknown value. */
export function statusLabelKey(status: number): string | null {
  return isConsignStatus(status) ? `enums.ConsignStatus.${statusToState(status)}` : null;
}

const TYPE_NAMES = Object.fromEntries(Object.entries(ConsignType).map(([name, value]) => [value, name])) as Record<
  number,
  string
>;

export function typeLabelKey(type: number): string | null {
  const name = TYPE_NAMES[type];
  return name ? `enums.ConsignType.${name}` : null;
}

export const STATUS_PALETTE: Record<number, string> = {
  [ConsignStatus.Draft]: 'gray',
  [ConsignStatus.Submitted]: 'blue',
  [ConsignStatus.Returned]: 'orange',
  [ConsignStatus.Accepted]: 'teal',
  [ConsignStatus.InTest]: 'purple',
  [ConsignStatus.Completed]: 'green',
  [ConsignStatus.Cancelled]: 'red',
};

/** Every status a lab can see (Drafts never reach a lab), in lifecycle order. */
export const LAB_STATUSES: readonly number[] = [
  ConsignStatus.Submitted,
  ConsignStatus.Returned,
  ConsignStatus.Accepted,
  ConsignStatus.InTest,
  ConsignStatus.Completed,
  ConsignStatus.Cancelled,
];

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

/** The signed-in user's role in the lifecycle: lab wins over consignor; anyone else reads as admin. */
export function actorRoleOf(roles: readonly string[] | null | undefined): ActorRole {
  const list = roles ?? [];
  if (list.includes('lab')) return 'lab';
  if (list.includes('consignor')) return 'consignor';
  return 'admin';
}

/**
 * The buttons to show: the server's allowedActions when it sent them (the machine with the caller's role), else the
 * machine asked here. Either way filtered to ACTION_ORDER.
 */
export function actionsToShow(
  status: number,
  role: ActorRole,
  allowedActions?: readonly string[] | null,
): OfferedEvent[] {
  const allowed: readonly string[] =
    allowedActions ?? (isConsignStatus(status) ? allowedEvents(status, role) : ([] as string[]));
  return ACTION_ORDER.filter((event) => allowed.includes(event));
}

/** Events that need a reason typed in the dialog (the machine's 'hasReason?' guard). */
export const REASON_REQUIRED: ReadonlySet<ConsignmentEventType> = new Set(['REJECT', 'CANCEL']);

/** Money strings from the server ("120.00") shown with thousands separators; non-numbers are shown as they are. */
export function money(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0.00';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  const [int, frac = '00'] = n.toFixed(2).split('.');
  return `${(int ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

const AFTER_TEST_NAMES: Record<number, string> = { 1: 'ReturnToConsignor', 2: 'LabDisposes', 3: 'LabKeeps' };

/** Locale key of an AfterTestOperate value. */
export function afterTestLabelKey(value: number | null | undefined): string | null {
  const name = value === null || value === undefined ? undefined : AFTER_TEST_NAMES[value];
  return name ? `enums.AfterTestOperate.${name}` : null;
}

/** A date and time to the minute (yyyy-MM-dd hh:mm), or '—' when there is none. */
export const minuteText = (value: string | null | undefined) => (value ? formatDate(value, true).slice(0, 16) : '—');
