import type { DomainEvent, EventBus } from './bus';

/** One process: events go straight to this process's subscribers. */
export function createMemoryBus(): EventBus {
  const handlers = new Set<(event: DomainEvent) => void>();
  return {
    async publish(event) {
      for (const handler of handlers) handler(event);
    },
    // Publishing calls every subscriber before it returns: nothing is ever in flight or missed.
    caughtUp: async () => 0,
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
