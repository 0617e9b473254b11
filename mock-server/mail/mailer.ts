import type { Database } from '../db/client';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Extra header lines, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};

/** Delivers one message: SMTP when SMTP_URL is set, otherwise a file in DATA_DIR/outbox (smtp.ts, outbox.ts). */
export type MailTransport = { send(message: MailMessage): Promise<void> };

/**
 * Mail goes through the jobs table: written with the change that causes it, sent by a job runner
 * after the request is answered, retried when the transport fails (mail-job.ts, jobs/).
 */
export type Mailer = {
  /** Queues a message through `db`: the transaction of the change that causes it, where there is one. */
  enqueue(db: Database, message: MailMessage): Promise<void>;
  /** Sends what is due now. Call it once the enqueuing transaction has committed. */
  poke(): void;
  /**
   * Runs work that ends in mail (looking up an account, making a reset link) after the request has
   * been answered, so the answer's timing tells nothing about it; a run of the jobs follows it.
   */
  afterAnswer(what: string, task: () => Promise<void>): void;
  /** Resolves once deferred work and the job runs it started are done (tests, shutdown). */
  settled(): Promise<void>;
};
