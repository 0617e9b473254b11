import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import type { DomainEvent } from '../domain/domain-event';
import { publishAfterCommit } from '../realtime/publish';

/**
 * The JSON answer of a committed write that the sockets are told of: its event is published first
 * (publishAfterCommit: a bus failure is logged, and the write still answers).
 */
export async function answerPublished<T, S extends ContentfulStatusCode>(
  c: Context<AppEnv>,
  event: DomainEvent,
  body: T,
  status: S,
) {
  await publishAfterCommit(c.get('deps'), event);
  return c.json(body, status);
}
