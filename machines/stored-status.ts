// What the consignment and report machines share: a record whose stored status column (`consignStatus`,
// `reportStatus`) is one of the machine's states, and the questions the server asks of such a record.
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type SnapshotFrom,
  transition,
} from 'xstate';

/** The values of an enumeration object (`{ Draft: 10, … } as const` → `10 | …`). */
export type ValueOf<T> = T[keyof T];

export const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/**
 * The conversions between a stored status and the machine's states, and the machine's answers for a stored record.
 * `column` names the column in the RangeError thrown for a status outside `statuses`.
 */
export function storedStatus<TMachine extends AnyStateMachine, State extends string, Status extends number>(
  machine: TMachine,
  column: string,
  statuses: Readonly<Record<State, Status>>,
  emptyContext: ContextFrom<TMachine>,
) {
  type Context = Partial<ContextFrom<TMachine>>;
  type Event = EventFromLogic<TMachine>;
  const stateByStatus = new Map<number, State>(
    (Object.entries(statuses) as [State, Status][]).map(([state, value]) => [value, state]),
  );
  function statusToState(status: number): State {
    const state = stateByStatus.get(status);
    if (state === undefined) throw new RangeError(`Unknown ${column} ${status}`);
    return state;
  }
  const logic: AnyStateMachine = machine;
  const snapshotFor = (status: number, context: Context = {}): SnapshotFrom<TMachine> =>
    logic.resolveState({
      value: statusToState(status),
      context: Object.assign({}, emptyContext, context),
    }) as SnapshotFrom<TMachine>;
  const all = Object.values(statuses) as Status[];
  return {
    /** Every stored status, in the enumeration's order. */
    all,
    /** The status a new record is written with: the machine's initial state. */
    initialStatus: statuses[logic.config.initial as State],
    /** The stored statuses whose state carries `tag` (the machine's named status sets). */
    statusesTagged: (tag: string): Status[] =>
      all.filter((status) => (snapshotFor(status) as AnyMachineSnapshot).hasTag(tag)),
    isStatus: (status: number): status is Status => stateByStatus.has(status),
    statusToState,
    stateToStatus: (state: State): Status => statuses[state],
    snapshotFor,
    canDo: (status: number, event: Event, context?: Context): boolean =>
      (snapshotFor(status, context) as AnyMachineSnapshot).can(event),
    /**
     * The status to write after `event`, or undefined when the machine refuses the event. A state without a stored
     * status (a consignment's soft delete) keeps the record's status.
     */
    nextStatus(status: number, event: Event, context?: Context): Status | undefined {
      const snapshot = snapshotFor(status, context) as AnyMachineSnapshot;
      if (!snapshot.can(event)) return undefined;
      const [next] = transition(logic, snapshot, event);
      const state = next.value as string;
      return state in statuses ? statuses[state as State] : (status as Status);
    },
  };
}
