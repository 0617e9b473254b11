export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** SMTP when SMTP_URL is set, otherwise files in DATA_DIR/outbox (see outbox.ts / smtp.ts). */
export type Mailer = { send(message: MailMessage): Promise<void> };
