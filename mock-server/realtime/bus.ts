import type { DomainEvent } from '../domain/domain-event';

/** In-process for PGlite, PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set (many servers). */
export type EventBus = {
  publish(event: DomainEvent): Promise<void>;
  subscribe(handler: (event: DomainEvent) => void): () => void;
  /**
   * Resolves once every event committed before the call has been handed to the subscribers, with
   * the bus's hearing epoch: a number that changes whenever the bus may have missed events (its
   * connection was replaced), or null while it cannot hear them at all. Caches read it before
   * trusting what they hold (mock-server/cache/).
   */
  caughtUp(): Promise<number | null>;
  close(): Promise<void>;
};
