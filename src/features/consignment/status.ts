// Display helpers for consignment statuses and types, without the machine (the lists load these); the events a
// detail page offers are in ./offered.ts.
import { ConsignStatus, ConsignType } from '../../../machines/consignment.types';
import { formatDate } from '../../utils/format';

/** Locale key of a consignStatus (the shared enums.* catalogue), or null for an unknown value. */
export function statusLabelKey(status: number): string | null {
  const state = STATE_NAMES[status];
  return state ? `enums.ConsignStatus.${state}` : null;
}

// The machine's state of a stored status is its key in ConsignStatus; read here without the machine, which the lists
// do not otherwise load.
const STATE_NAMES = Object.fromEntries(Object.entries(ConsignStatus).map(([name, value]) => [value, name])) as Record<
  number,
  string
>;

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
