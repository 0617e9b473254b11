import type { Config } from '../config';
import type { DomainEvent } from '../domain/domain-event';
import { log } from '../logger';
import type { EventBus } from './bus';

type PublishDeps = { bus: Pick<EventBus, 'publish'>; config: Pick<Config, 'logLevel'> };

/**
 * Called after the transaction committed: the write stands even when the bus is down, so a failure
 * is logged and the request still succeeds (clients refetch on reconnect).
 */
export async function publishAfterCommit({ bus, config }: PublishDeps, event: DomainEvent): Promise<void> {
  try {
    await bus.publish(event);
  } catch (error) {
    log(config.logLevel, 'error', 'realtime publish failed', { error: String(error) });
  }
}
