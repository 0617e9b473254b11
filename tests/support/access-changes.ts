import type { AccessChange } from '../../mock-server/domain/domain-event';
import type { EventBus } from '../../mock-server/realtime/bus';

/** The access changes of the next event that carries any: subscribe before the call that publishes. */
export function nextAccessChanges(bus: EventBus): Promise<AccessChange[]> {
  return new Promise((resolve) => {
    const unsubscribe = bus.subscribe((event) => {
      if (!event.accessChanges?.length) return;
      unsubscribe();
      resolve(event.accessChanges);
    });
  });
}
