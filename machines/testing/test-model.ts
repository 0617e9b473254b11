import { expect, it } from 'vitest';
import {
  type AnyActorRef,
  type AnyStateMachine,
  createMachine,
  type EventObject,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate';
import { createTestModel, type TestModel, type TestParam, type TestPath } from 'xstate/graph';

/**
 * Any event the model walks: the machine's own plus XState's internal ones (delays elapsing,
 * invoked actors settling), which a machine's event type does not list.
 */
export type ModelEvent = EventObject & Record<string, unknown>;

type NodeConfig = {
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, NodeConfig>;
  [key: string]: unknown;
};
type InvokeConfig = { id?: string; onDone?: unknown; onError?: unknown };

/**
 * `createTestModel` refuses machines with `invoke` or `after` (it cannot run actors or clocks while
 * it walks the graph). This rewrites the same statechart so those become ordinary transitions on
 * the very event types the running machine receives (`xstate.after.<delay>.<node id>`,
 * `xstate.done.actor.<id>`, `xstate.error.actor.<id>`), keeping guards and actions. The model
 * therefore walks exactly the transitions of the real machine, and a test fires those events by
 * doing the real thing (advancing the clock, settling the promise).
 */
export function graphableMachine<M extends AnyStateMachine>(machine: M): M {
  const config = withoutInvokeOrAfter(machine.config as NodeConfig, machine.id);
  return createMachine(config as never, machine.implementations as never) as unknown as M;
}

function withoutInvokeOrAfter(node: NodeConfig, nodeId: string): NodeConfig {
  const { invoke, after, on, states, ...rest } = node;
  const extraTransitions: Record<string, unknown> = {};
  for (const invocation of invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) {
    if (!invocation.id)
      throw new Error(`Give the invocation in ${nodeId} an id: the model names its events by it`);
    if (invocation.onDone) extraTransitions[`xstate.done.actor.${invocation.id}`] = invocation.onDone;
    if (invocation.onError) extraTransitions[`xstate.error.actor.${invocation.id}`] = invocation.onError;
  }
  for (const [delay, transition] of Object.entries(after ?? {})) {
    extraTransitions[afterEventType(nodeId, delay)] = transition;
  }
  const result: NodeConfig = { ...rest, on: { ...on, ...extraTransitions } };
  if (states) {
    result.states = Object.fromEntries(
      Object.entries(states).map(([key, child]) => [key, withoutInvokeOrAfter(child, `${nodeId}.${key}`)]),
    );
  }
  return result;
}

/** The event type XState raises when a named delay of a state elapses. */
export function afterEventType(nodeId: string, delay: string): string {
  return `xstate.after.${delay}.${nodeId}`;
}

/** A model over the graphable twin of `machine`, with any internal events cast in. */
export function modelFor<M extends AnyStateMachine>(
  machine: M,
  options: {
    /** The events to try, or a function giving them for a snapshot (what is news depends on where it is). */
    events: ModelEvent[] | ((snapshot: SnapshotFrom<M>) => ModelEvent[]);
    /**
     * Gets the edge that led here too: serialising it (see `byEdge`) makes simple paths walk every
     * edge, not only every state.
     */
    serializeState: (
      snapshot: SnapshotFrom<M>,
      event: EventObject | undefined,
      previous: SnapshotFrom<M> | undefined,
    ) => string;
    input?: unknown;
  },
): TestModel<SnapshotFrom<M>, ModelEvent, unknown> {
  return createTestModel(graphableMachine(machine), {
    events: options.events as never,
    serializeState: options.serializeState as never,
    input: options.input as never,
  }) as unknown as TestModel<SnapshotFrom<M>, ModelEvent, unknown>;
}

/** A serialiser naming a state by the edge that reached it: (from, event, to). */
export function byEdge(
  snapshot: { value: unknown },
  event: EventObject | undefined,
  previous: { value: unknown } | undefined,
): string {
  return JSON.stringify([previous?.value, event?.type, snapshot.value]);
}

type Path = { steps: { event: EventObject; state: { value: unknown } }[]; state: { value: unknown } };

/** Every `from --event--> to` edge the paths walk (serialised as text, self-loops left out). */
export function edgesWalked(paths: Path[]): Set<string> {
  const edges = new Set<string>();
  for (const path of paths) {
    let from = '';
    for (const step of path.steps) {
      const to = JSON.stringify(step.state.value);
      if (step.event.type !== 'xstate.init' && to !== from)
        edges.add(`${from} --${JSON.stringify(step.event)}--> ${to}`);
      from = to;
    }
  }
  return edges;
}

/** Every state-changing edge the model can take from any state it can reach. */
export function edgesOfModel(model: { getAdjacencyMap(): object }): Set<string> {
  const edges = new Set<string>();
  const adjacency = model.getAdjacencyMap() as Record<string, { state: unknown; transitions: object }>;
  for (const vertex of Object.values(adjacency)) {
    const from = JSON.stringify((vertex.state as { value: unknown }).value);
    const transitions = Object.values(vertex.transitions) as {
      event: EventObject;
      state: { value: unknown };
    }[];
    for (const { event, state } of transitions) {
      const to = JSON.stringify(state.value);
      if (to !== from) edges.add(`${from} --${JSON.stringify(event)}--> ${to}`);
    }
  }
  return edges;
}

/** Every leaf state of a machine, as dotted keys (`live.open`). */
export function leafStateKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: { states: Record<string, unknown> }, prefix: string[]) => {
    const children = Object.entries(node.states);
    if (children.length === 0 && prefix.length > 0) keys.push(prefix.join('.'));
    for (const [key, child] of children) walk(child as { states: Record<string, unknown> }, [...prefix, key]);
  };
  walk(machine.root as unknown as { states: Record<string, unknown> }, []);
  return keys;
}

type ModelOptions = Parameters<typeof modelFor>[1];

/**
 * One path per transition: each ends by taking that transition, reached the shortest way. The
 * model names a state by the transition that reached it (from, event, to, each as `options`
 * serialises it), so the shortest path to every such name is exactly that. For machines whose
 * context makes many states (the carousel's index), where simple paths would be too many, this
 * still takes every transition, self-loops included.
 */
export function transitionPaths<M extends AnyStateMachine>(machine: M, options: ModelOptions) {
  const state = (snapshot: SnapshotFrom<M> | undefined) =>
    snapshot === undefined ? null : options.serializeState(snapshot, undefined, undefined);
  const model = modelFor(machine, {
    ...options,
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([state(previous), event ? JSON.stringify(event) : null, state(snapshot)]),
  });
  return model.getShortestPaths({ allowDuplicatePaths: true });
}

/**
 * One test per path, each against a fresh system: `start` builds it (its actor, and whatever the
 * checks watch), `plan` says how each state is checked and each event is fired on it. A plan is made
 * per path, so counters it keeps start from zero every time. Every state's check first asks whether
 * the actor is in that state, as the model is; the actor is stopped when the path ends.
 */
export function testEachPath<S extends Snapshot<unknown>, Subject extends { actor: AnyActorRef }>(
  paths: readonly TestPath<S, ModelEvent>[],
  start: () => Subject,
  plan: (subject: Subject) => TestParam<S, ModelEvent>,
) {
  for (const path of paths) {
    it(path.description, async () => {
      const subject = start();
      await path.test(checkingActorState(plan(subject), subject.actor));
      subject.actor.stop();
    });
  }
}

function checkingActorState<S extends Snapshot<unknown>>(
  plan: TestParam<S, ModelEvent>,
  actor: AnyActorRef,
): TestParam<S, ModelEvent> {
  const states = Object.entries(plan.states ?? {}).map(([key, check]) => {
    const checkActorFirst = (state: S) => {
      const actual = actor.getSnapshot();
      expect(actual.matches(key), `the actor is in ${JSON.stringify(actual.value)}, not ${key}`).toBe(true);
      return check(state);
    };
    return [key, checkActorFirst];
  });
  return { ...plan, states: Object.fromEntries(states) };
}
