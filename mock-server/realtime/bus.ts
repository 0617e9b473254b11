import type { Role } from '../../shared/schemas/auth';
import type { SocketMessage } from '../../shared/socket';

/**
 * Who on a channel receives a delivery. Every given condition must hold; an empty audience means
 * everyone the channel admitted. `batchIds` keeps those who see one of the batches (for teachers:
 * teach it), on the teacher-wide channels and on a shared homework's submissions; `exceptUserIds`
 * leaves out users who get a personal copy of the same message.
 */
export type Audience = { userId?: number; role?: Role; batchIds?: number[]; exceptUserIds?: number[] };

export type Delivery = { channel: string; message: SocketMessage; audience?: Audience };

/** What one committed write tells the sockets: each message, where it goes and to whom. */
export type DomainEvent = { deliveries: Delivery[] };

/** In-process for PGlite, PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set (many servers). */
export type EventBus = {
  publish(event: DomainEvent): Promise<void>;
  subscribe(handler: (event: DomainEvent) => void): () => void;
  close(): Promise<void>;
};
