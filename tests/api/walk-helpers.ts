import type { EventObject } from 'xstate';
import { type ConsignFixture, consignFixture } from './consign-fixture';
import { type LimsWorld, limsWorld } from './lims-helpers';

// What the generated HTTP walks of the machines share: one seeded app with the demo users and a LIMS, and the
// shortest way to each state of a machine as the list of events that leads there.

export interface WalkWorld {
  f: ConsignFixture;
  lims: LimsWorld;
}

export async function walkWorld(): Promise<WalkWorld> {
  const f = await consignFixture();
  return { f, lims: await limsWorld(f.t) };
}

/** The paths @xstate/graph found, kept as the shortest event list per state value. */
export function shortestWays<E extends EventObject>(
  paths: readonly { state: { value: unknown }; steps: readonly { event: EventObject }[] }[],
): Map<string, E[]> {
  const ways = new Map<string, E[]>();
  for (const path of paths) {
    const steps = path.steps.map((step) => step.event as E).filter((event) => event.type !== 'xstate.init');
    const known = ways.get(String(path.state.value));
    if (!known || known.length > steps.length) ways.set(String(path.state.value), steps);
  }
  return ways;
}
