import type { DomainEvent, EventBus } from './bus';

/**
 * Called after the transaction committed: the write stands even when the bus is down, so a failure
 * is logged and the request still succeeds (clients refetch on reconnect).
 */
export async function publishAfterCommit(bus: Pick<EventBus, 'publish'>, event: DomainEvent): Promise<void> {
  try {
    await bus.publish(event);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'realtime publish failed', error: String(error) }));
  }
}
