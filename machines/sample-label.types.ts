import type { ActorRole } from './consignment.types';
import type { ValueOf } from './stored-status';

/** labelStatus, the life of one sample's label (docs/architecture.md "Sample labels"). */
export const LabelStatus = {
  Printed: 10,
  Bound: 20,
  Witnessed: 30,
  Received: 40,
  InTest: 50,
  Retained: 60,
  Disposed: 70,
  Voided: 90,
} as const;
export type LabelStatus = ValueOf<typeof LabelStatus>;
export type LabelState = keyof typeof LabelStatus;

/** Who acts on a label: the consignment's roles, plus the witness (a witness account or a verified SMS code). */
export type LabelRole = ActorRole | 'witness';
export const LABEL_ROLES: readonly LabelRole[] = ['consignor', 'lab', 'admin', 'lims', 'witness', 'system'];

/**
 * The named sets of label statuses: `live` (not voided: the label stands for its sample), `received` (the lab has
 * the sample: Received or later), `awaitingBinding`, `awaitingWitness`, `awaitingReception` (what a consignment
 * still misses, and what the dashboards count).
 */
export type LabelTag = 'live' | 'received' | 'awaitingBinding' | 'awaitingWitness' | 'awaitingReception';

type WithRole<T extends string, Extra = unknown> = { type: T; role: LabelRole } & Extra;

export type LabelEvent =
  /** BindLabel: the sampler of the consigning unit, with the photos taken on site. */
  | WithRole<'BIND', { photoCount: number }>
  /** WitnessLabels. */
  | WithRole<'WITNESS'>
  /** ReceiveLabel. */
  | WithRole<'RECEIVE'>
  | WithRole<'START_TEST'>
  | WithRole<'RETAIN'>
  | WithRole<'DISPOSE'>
  /** VoidLabel, with the reason kept; the server prints a fresh label for the same sample. */
  | WithRole<'VOID', { reason: string }>;

export type LabelEventType = LabelEvent['type'];
export const LABEL_EVENT_TYPES: readonly LabelEventType[] = [
  'BIND',
  'WITNESS',
  'RECEIVE',
  'START_TEST',
  'RETAIN',
  'DISPOSE',
  'VOID',
];
