// Model-based walk of machines/session.ts: every transition of the chart, failure paths included.
// The graph is built from the pure machine (its invoked actors are abstract, so their done/error
// events are ordinary edges); each path is then replayed on a real actor whose actors are
// deferred stubs the walk resolves or rejects, and state + context + side effects are compared
// at every step.

import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { SESSION_ERRORS, type SessionEvent, sessionMachine, type UserInfo } from '../../machines/session';
import { users } from '../../stories/fixtures';

type Snap = SnapshotFrom<typeof sessionMachine>;
type WalkEvent = SessionEvent | (AnyEventObject & { output?: unknown; error?: unknown });

const labUser: UserInfo = { ...users.lab, name: 'Lab Clerk', unitName: 'Lab One' };
const events: WalkEvent[] = [
  { type: 'LOG_IN', userName: '  lab  ', password: 'Demo#1234', rememberMe: true },
  { type: 'LOG_IN', userName: 'consignor', password: 'Demo#1234', rememberMe: false },
  { type: 'LOG_OUT' },
  { type: 'SESSION_EXPIRED' },
  { type: 'DISMISS_ERROR' },
  { type: 'USER_CHANGED' },
  { type: 'xstate.done.actor.authenticate', output: { accessToken: 'tok-1', expireInSeconds: 86400 } },
  { type: 'xstate.done.actor.authenticate', output: { accessToken: '' } },
  { type: 'xstate.error.actor.authenticate', error: { message: 'Invalid user name or password' } },
  { type: 'xstate.error.actor.authenticate', error: new TypeError('') },
  { type: 'xstate.done.actor.loadUser', output: labUser },
  { type: 'xstate.done.actor.loadUser', output: null },
  { type: 'xstate.done.actor.loadUser', output: { name: 'No Roles', roles: [] } },
  { type: 'xstate.done.actor.loadUser', output: { name: 'Bad Roles', roles: null } },
  { type: 'xstate.error.actor.loadUser', error: { message: 'Token expired' } },
  { type: 'xstate.done.actor.logout', output: null },
  { type: 'xstate.error.actor.logout', error: new Error('offline') },
];

/** 'SignedIn.RefreshingUser' for a nested state, 'SignedOut' for a top-level one. */
const stateKey = (s: Snap): string =>
  typeof s.value === 'string'
    ? s.value
    : Object.entries(s.value)
        .map(([parent, child]) => `${parent}.${String(child)}`)
        .join();
const serializeState = (s: Snap) => JSON.stringify({ value: s.value, context: s.context });
const serializeEvent = (e: WalkEvent) => JSON.stringify(e);

/** Stubbed browser: deferred actors + recorded actions. */
function createSut(token: string | null) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void; input: unknown }>();
  const effects: Array<[string, unknown?]> = [];
  const deferred = (id: string) =>
    fromPromise<never, unknown>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          pending.set(id, { resolve: resolve as (v: unknown) => void, reject, input });
        }),
    );
  const machine = sessionMachine.provide({
    actors: {
      authenticate: deferred('authenticate') as never,
      loadUser: deferred('loadUser') as never,
      logout: deferred('logout') as never,
    },
    actions: {
      storeToken: (_, params) => effects.push(['storeToken', params]),
      clearToken: () => effects.push(['clearToken']),
      goToRoot: () => effects.push(['goToRoot']),
      reloadPage: () => effects.push(['reloadPage']),
      logLoadFailure: () => effects.push(['logLoadFailure']),
    },
  });
  const actor = createActor(machine, { input: { token } }).start();
  return { actor, pending, effects };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function expectedEffects(from: Snap, event: WalkEvent, to: Snap): string[] {
  const failedLoad = from.value === 'LoadingUser' && to.value === 'SignedOut';
  if (failedLoad) return ['clearToken', 'logLoadFailure', 'goToRoot'];
  if (from.value === 'Authenticating' && to.value === 'LoadingUser') return ['storeToken'];
  if (from.value === 'SigningOut') return ['clearToken', 'reloadPage'];
  if (from.matches('SignedIn') && event.type === 'SESSION_EXPIRED') return ['clearToken', 'goToRoot'];
  return [];
}

type ChartNode = ReturnType<typeof sessionMachine.getStateNodeById>;
const edgeName = (node: ChartNode, type: string, index: number) => `${node.path.join('.')}|${type}|${index}`;

/** Which candidate transition of the chart an event takes: the innermost state first, then its parents. */
function takenEdge(from: Snap, event: WalkEvent): string | null {
  const guards = sessionMachine.implementations.guards as Record<string, (a: unknown) => boolean>;
  const path = stateKey(from).split('.');
  for (let depth = path.length; depth > 0; depth--) {
    const node = sessionMachine.getStateNodeById(`session.${path.slice(0, depth).join('.')}`);
    const candidates = node.transitions.get(event.type) ?? [];
    for (const [index, candidate] of candidates.entries()) {
      const guard = candidate.guard as { type?: string } | string | undefined;
      const name = typeof guard === 'string' ? guard : guard?.type;
      if (!name || guards[name]?.({ context: from.context, event })) return edgeName(node, event.type, index);
    }
  }
  return null;
}

function allChartEdges(nodes: ChartNode[] = Object.values(sessionMachine.root.states)): string[] {
  return nodes
    .flatMap((node) => [
      ...[...node.transitions].flatMap(([type, candidates]) =>
        candidates.map((_, index) => edgeName(node, type, index)),
      ),
      ...allChartEdges(Object.values(node.states)),
    ])
    .sort();
}

describe('session machine, model-based', () => {
  const covered = new Set<string>();

  for (const token of [null, 'stored-token']) {
    // createTestModel refuses machines with `invoke`, so the walk uses the graph functions directly.
    const options = {
      events: events as never,
      input: { token },
      serializeState: serializeState as never,
      serializeEvent: serializeEvent as never,
      // Only events the chart accepts in that state (ignored events are not transitions).
      filterEvents: ((snapshot: Snap, event: WalkEvent) => takenEdge(snapshot, event) !== null) as never,
    };
    const shortest = new Map<string, ReturnType<typeof getShortestPaths<typeof sessionMachine>>[number]>();
    for (const path of getShortestPaths(sessionMachine, options))
      shortest.set(serializeState(path.state as Snap), path);
    const adjacency = getAdjacencyMap(sessionMachine, options);

    const walks: Array<{ name: string; steps: Array<{ event: WalkEvent; state: Snap }> }> = [];
    for (const [key, vertex] of Object.entries(adjacency)) {
      // The shortest path to this state, without its 'xstate.init' step, then one more edge.
      type RawStep = { event: { type: string }; state: unknown };
      const head: RawStep[] = (shortest.get(key)?.steps ?? []).filter((s: RawStep) => s.event.type !== 'xstate.init');
      for (const transition of Object.values(vertex.transitions) as RawStep[]) {
        const steps = [...head, transition].map((s) => ({
          event: s.event as WalkEvent,
          state: s.state as Snap,
        }));
        walks.push({
          name: `[${token ?? 'no token'}] ${steps.map((s) => `${s.event.type}→${stateKey(s.state)}`).join(' ')}`,
          steps,
        });
      }
    }

    it(`reaches every state from ${token ? 'a stored token' : 'no token'}`, () => {
      const states = new Set(Object.values(adjacency).map((v) => stateKey(v.state as Snap)));
      expect([...states].sort()).toEqual(
        ['Authenticating', 'LoadingUser', 'SignedIn.Idle', 'SignedIn.RefreshingUser', 'SignedOut', 'SigningOut'].sort(),
      );
    });

    for (const walk of walks) {
      it(walk.name, async () => {
        const sut = createSut(token);
        let previous = sut.actor.getSnapshot();
        expect(previous.value).toBe(token ? 'LoadingUser' : 'SignedOut');
        covered.add(token ? 'Checking|always|0' : 'Checking|always|1');
        for (const step of walk.steps) {
          const edge = takenEdge(previous, step.event);
          if (edge) covered.add(edge);
          const before = sut.effects.length;
          const type = step.event.type;
          if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
            const id = type.split('.').pop() as string;
            const deferred = sut.pending.get(id);
            expect(deferred, `${id} must be running`).toBeDefined();
            sut.pending.delete(id);
            if (type.startsWith('xstate.done')) deferred?.resolve((step.event as { output?: unknown }).output);
            else deferred?.reject((step.event as { error?: unknown }).error);
            await flush();
          } else {
            sut.actor.send(step.event as SessionEvent);
          }
          const now = sut.actor.getSnapshot();
          expect(now.value).toEqual(step.state.value);
          expect(now.context).toEqual(step.state.context);
          expect(sut.effects.slice(before).map(([name]) => name)).toEqual(expectedEffects(previous, step.event, now));
          // Invariants of each state.
          if (now.matches('SignedOut'))
            expect([now.context.token, now.context.user, now.context.roles]).toEqual([null, null, []]);
          if (now.matches('SignedIn')) {
            expect(now.context.token).toBeTruthy();
            expect(now.context.roles.length).toBeGreaterThan(0);
          }
          if (now.matches('Authenticating')) {
            const input = sut.pending.get('authenticate')?.input as { userName: string };
            expect(input.userName).toBe(input.userName.trim());
          }
          if (now.matches('LoadingUser') || now.matches({ SignedIn: 'RefreshingUser' })) {
            expect((sut.pending.get('loadUser')?.input as { token: string } | undefined)?.token).toBe(
              now.context.token,
            );
          }
          if (now.matches('SigningOut')) expect(sut.pending.has('logout')).toBe(true);
          previous = now;
        }
      });
    }
  }

  it('covers every transition of the chart', () => {
    expect([...covered].sort()).toEqual([...allChartEdges(), 'Checking|always|0', 'Checking|always|1'].sort());
  });

  it('maps the failure paths to the catalogue messages', () => {
    const walkTo = (output: unknown) => {
      const sut = createSut('t');
      sut.pending.get('loadUser')?.resolve(output);
      return flush().then(() => sut.actor.getSnapshot().context.error);
    };
    return Promise.all([
      walkTo(null).then((e) => expect(e).toEqual({ kind: 'key', key: SESSION_ERRORS.verificationFailed })),
      walkTo({ name: 'x', roles: 'lab' }).then((e) =>
        expect(e).toEqual({ kind: 'key', key: SESSION_ERRORS.rolesRequired }),
      ),
    ]);
  });

  it('USER_CHANGED reloads the user while the shell stays signed in; a failed reload keeps the one shown', async () => {
    const sut = createSut('t');
    sut.pending.get('loadUser')?.resolve(labUser);
    await flush();
    sut.actor.send({ type: 'USER_CHANGED' });
    expect(sut.actor.getSnapshot().matches('SignedIn')).toBe(true);
    sut.pending.get('loadUser')?.resolve({ ...labUser, avatar: '/avatars/new.png' });
    await flush();
    expect(sut.actor.getSnapshot().value).toEqual({ SignedIn: 'Idle' });
    expect(sut.actor.getSnapshot().context.user?.avatar).toBe('/avatars/new.png');
    sut.actor.send({ type: 'USER_CHANGED' });
    sut.pending.get('loadUser')?.reject(new Error('offline'));
    await flush();
    expect(sut.actor.getSnapshot().value).toEqual({ SignedIn: 'Idle' });
    expect(sut.actor.getSnapshot().context.user?.avatar).toBe('/avatars/new.png');
    expect(sut.effects.map(([name]) => name)).toEqual([]);
  });

  it('stores the token with remember-me and trims the user name', async () => {
    const sut = createSut(null);
    sut.actor.send({ type: 'LOG_IN', userName: '  admin ', password: 'p', rememberMe: true });
    expect(sut.pending.get('authenticate')?.input).toEqual({ userName: 'admin', password: 'p', rememberMe: true });
    sut.pending.get('authenticate')?.resolve({ accessToken: 'abc' });
    await flush();
    expect(sut.effects).toContainEqual(['storeToken', { token: 'abc', rememberMe: true }]);
  });
});
