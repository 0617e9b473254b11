import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { academyName } from '../../../shared/brand';
import {
  groupedText,
  type NotificationKind,
  notificationCatalogue,
  notificationKinds,
} from '../../../shared/notifications';
import type { Role } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { type UnsubscribeLinks, unsubscribeFooter } from '../unsubscribe/unsubscribe-links';
import { academyTime } from './academy-clock';
import { keptFrom, type NotificationRow } from './notifications';
import { effectiveChoice } from './preferences';

/**
 * Notifications by mail (docs/notifications.md#by-mail). A kind set to "immediately" queues, in the
 * statement that writes the notification, a job that mails the person a few minutes later what is then
 * the newest about that thing: edits within that wait are one mail. A kind set to "daily" waits for
 * the digest (digest.ts). `mailed_at` marks a notification some mail told of, so none is told twice.
 */

export const notificationMailJobKind = 'notification_mail';

/** How long an "immediately" mail waits for further edits of the same thing. */
export const coalesceMinutes = 10;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * What a notification (a row `n` with kind, payload and id) is about, as text: its kind's thing
 * (shared/notifications.ts) where its payload names one, else the notification itself.
 */
export function thingKeySql(n: string): SQL {
  const arms = notificationKinds
    .flatMap((kind) => {
      const thing = (notificationCatalogue[kind] as { thing?: string }).thing;
      return thing ? [`when ${quote(kind)} then ${n}.payload->>${quote(thing)}`] : [];
    })
    .join(' ');
  return sql.raw(`coalesce(case ${n}.kind ${arms} end, 'n' || ${n}.id)`);
}

/**
 * The common table expression `mailed`, queuing the coalescing job of each row of `chosen` (columns
 * as notificationReturning names them, and its recipient's `mail` choice of its kind: choicesOf)
 * whose recipient wants its kind mailed at once. A job already waiting for the same person, kind and
 * thing takes the new one in: the key says so.
 */
export function immediateMailJobs(chosen: string, now = new Date()): SQL {
  const runAt = new Date(now.getTime() + coalesceMinutes * 60_000).toISOString();
  const thing = thingKeySql('n');
  return sql`mailed as (
    insert into jobs (kind, payload, dedupe_key, run_at)
    select ${notificationMailJobKind}::text,
      jsonb_build_object('recipient_id', n."recipientId", 'kind', n.kind, 'thing', ${thing}),
      'notification-mail:' || n."recipientId" || ':' || n.kind || ':' || ${thing},
      ${runAt}::timestamptz
    from ${sql.raw(chosen)} n
    where n.mail = 'immediately'
    on conflict (dedupe_key) do nothing
  )`;
}

/** What a mail of notifications needs besides the database. */
export type NotificationMailSettings = {
  mailer: Mailer;
  unsubscribeLinks: UnsubscribeLinks;
  /** The site every link leads to (mailedSiteUrl). */
  siteUrl: string;
};

const areaRoots: Record<Role, string> = {
  student: '/dashboard',
  teacher: '/teacher',
  admin: '/admin',
  guardian: '/family',
};

/** Where a person changes their notification settings; a guardian's mail settings are their area's own. */
export const settingsPath = (role: Role) =>
  role === 'guardian' ? '/family/settings' : `${areaRoots[role]}/notifications/settings`;

type Recipient = { id: number; email: string; firstName: string; role: Role };

async function activeRecipient(db: Database, userId: number): Promise<Recipient | null> {
  const [found] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
  return (found as Recipient | undefined) ?? null;
}

/** The lines that end every notification mail: why it came, and how to stop it without signing in. */
function footer(settings: NotificationMailSettings, person: Recipient, kinds: NotificationKind[]) {
  const { page, headers } = unsubscribeFooter(settings.unsubscribeLinks, settings.siteUrl, {
    for: 'notifications',
    userId: person.id,
    kinds,
  });
  return {
    lines: [
      '',
      '--',
      `Change what ${academyName} tells you, and how: ${new URL(settingsPath(person.role), settings.siteUrl)}`,
      `Stop these e-mails (${kinds.map((kind) => notificationCatalogue[kind].label).join(', ')}): ${page}`,
    ],
    headers,
  };
}

type MailedRow = Pick<NotificationRow, 'id' | 'kind' | 'payload' | 'link' | 'createdAt'>;

/**
 * Sends the mail a coalescing job stands for: the newest about its person, kind and thing that no mail
 * has told yet, if the person still wants that kind at once. Its key is let go first, so an edit from
 * here on queues a job of its own, and whatever this run reads is marked so that job skips it.
 */
export async function sendCoalescedMail(
  db: Database,
  settings: NotificationMailSettings,
  job: { id: number; payload: Record<string, unknown> },
  now = new Date(),
): Promise<void> {
  const recipientId = Number(job.payload.recipient_id);
  const kind = job.payload.kind as NotificationKind;
  const thing = String(job.payload.thing);
  if (!Object.hasOwn(notificationCatalogue, kind)) return;
  await db.execute(sql`update jobs set dedupe_key = null where id = ${job.id}`);
  const queued = await db.transaction(async (tx) => {
    const person = await activeRecipient(tx, recipientId);
    if (!person) return false;
    const { rows } = (await tx.execute(sql`
      update notifications n set mailed_at = ${now.toISOString()}::timestamptz
      where n.recipient_id = ${recipientId} and n.kind = ${kind} and n.mailed_at is null
        and n.created_at > ${keptFrom(now).toISOString()}::timestamptz
        and ${thingKeySql('n')} = ${thing}
        and ${effectiveChoice(sql.raw('n.recipient_id'), sql.raw('n.kind'), 'mail')} = 'immediately'
      returning n.id, n.kind, n.payload, n.link, n.created_at as "createdAt"`)) as unknown as {
      rows: MailedRow[];
    };
    if (rows.length === 0) return false;
    const sorted = rows.sort((a, b) => a.id - b.id);
    const text = groupedText(
      kind,
      sorted.map((row) => row.payload),
      academyTime,
    );
    if (text === null) return false;
    const end = footer(settings, person, [kind]);
    const message: MailMessage = {
      to: person.email,
      subject: subjectOf(text),
      text: [
        `Hello ${person.firstName},`,
        '',
        text,
        '',
        `Open it: ${new URL(sorted[sorted.length - 1].link, settings.siteUrl)}`,
        ...end.lines,
      ].join('\n'),
      headers: end.headers,
    };
    await settings.mailer.enqueue(tx, message);
    return true;
  });
  if (queued) settings.mailer.poke();
}

/** A subject line from a notification's text: one line, not too long. */
function subjectOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 100 ? flat : `${flat.slice(0, 99)}…`;
}

/** The digest's lines of one kind: one line per thing, grouped as its kind groups them. */
function digestSection(kind: NotificationKind, rows: MailedRow[]): string[] {
  const byThing = new Map<string, MailedRow[]>();
  const thingField = (notificationCatalogue[kind] as { thing?: string }).thing;
  for (const row of rows) {
    const key =
      thingField && row.payload[thingField] !== undefined ? String(row.payload[thingField]) : `n${row.id}`;
    byThing.set(key, [...(byThing.get(key) ?? []), row]);
  }
  return [...byThing.values()].flatMap((group) => {
    const text = groupedText(
      kind,
      group.map((row) => row.payload),
      academyTime,
    );
    return text === null ? [] : [`- ${text}`];
  });
}

/**
 * One person's digest of one day: every notification of the day before `moment` that no mail told yet,
 * of a kind they want daily, by kind, marked mailed in the transaction that queues the mail.
 */
export async function sendDigest(
  db: Database,
  settings: NotificationMailSettings,
  recipientId: number,
  moment: Date,
  now = new Date(),
): Promise<boolean> {
  const queued = await db.transaction(async (tx) => {
    const person = await activeRecipient(tx, recipientId);
    if (!person) return false;
    const { rows } = (await tx.execute(sql`
      update notifications n set mailed_at = ${now.toISOString()}::timestamptz
      where n.recipient_id = ${recipientId} and n.mailed_at is null
        and ${digestWindow(moment)}
        and ${effectiveChoice(sql.raw('n.recipient_id'), sql.raw('n.kind'), 'mail')} = 'daily'
      returning n.id, n.kind, n.payload, n.link, n.created_at as "createdAt"`)) as unknown as {
      rows: MailedRow[];
    };
    const kinds = notificationKinds.filter((kind) => rows.some((row) => row.kind === kind));
    if (kinds.length === 0) return false;
    const sections = kinds.flatMap((kind) => {
      const lines = digestSection(
        kind,
        rows.filter((row) => row.kind === kind).sort((a, b) => a.id - b.id),
      );
      return lines.length === 0 ? [] : ['', `${notificationCatalogue[kind].label}:`, ...lines];
    });
    const end = footer(settings, person, kinds);
    await settings.mailer.enqueue(tx, {
      to: person.email,
      subject: `Your day at ${academyName}: ${rows.length === 1 ? '1 update' : `${rows.length} updates`}`,
      text: [
        `Hello ${person.firstName},`,
        '',
        `What happened today at ${academyName}:`,
        ...sections,
        '',
        `See them all: ${new URL(`${areaRoots[person.role]}/notifications`, settings.siteUrl)}`,
        ...end.lines,
      ].join('\n'),
      headers: end.headers,
    });
    return true;
  });
  if (queued) settings.mailer.poke();
  return queued;
}

/** The day a digest at `moment` covers: the 24 hours before it (a row `n`). */
export function digestWindow(moment: Date): SQL {
  const from = new Date(moment.getTime() - 86_400_000).toISOString();
  return sql`n.created_at > ${from}::timestamptz and n.created_at <= ${moment.toISOString()}::timestamptz`;
}

/** The people with something for the digest at `moment`, as a statement answering one column of ids. */
export function digestRecipients(moment: Date): SQL {
  return sql`select distinct n.recipient_id from notifications n
    where n.mailed_at is null and ${digestWindow(moment)}
      and ${effectiveChoice(sql.raw('n.recipient_id'), sql.raw('n.kind'), 'mail')} = 'daily'`;
}
