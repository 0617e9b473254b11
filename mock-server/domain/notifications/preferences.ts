import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type ChannelDefaults,
  channelChoices,
  type KindPreference,
  kindsFor,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  notificationCatalogue,
  notificationKinds,
  type PreferenceChange,
} from '../../../shared/notifications';
import type { Role } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';
import { notificationDefaults, notificationPreferences } from '../../db/schema';
import { invalid } from '../errors';

/**
 * Who hears of what, and how (docs/notifications.md#preferences): a person's own choice for a kind on
 * a channel, else the academy's default that admins set, else the catalogue's (shared/notifications.ts).
 * `choicesOf` is that rule in SQL, for a set of people and a kind (the statements that write
 * notifications, `deliveryFor`); `effectiveChoice` asks it of one person, kind and channel.
 */

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The catalogue's default of each kind on `channel`, as a SQL case over a kind expression. */
function catalogueDefaultSql(kind: SQL, channel: NotificationChannel): SQL {
  const arms = notificationKinds
    .map((name) => `when ${quote(name)} then ${quote(notificationCatalogue[name].defaults[channel])}`)
    .join(' ');
  return sql`(case ${kind} ${sql.raw(arms)} end)`;
}

/** The academy's default of `kind` (a SQL expression) on `channel`, else the catalogue's. */
function academyChoice(kind: SQL, channel: NotificationChannel): SQL {
  return sql`coalesce(
    (select nd.choice from notification_defaults nd where nd.kind = ${kind} and nd.channel = ${sql.raw(quote(channel))}),
    ${catalogueDefaultSql(kind, channel)})`;
}

/**
 * How each person `people` answers (a statement of one column of user ids, which may name outer
 * columns when joined laterally) gets `kind` on every channel, as a subquery with the columns
 * user_id, in_app, mail, push. The kind's defaults are read once per statement when `kind` is a
 * constant, and each person's own choices in one look-up for all channels, rather than one per
 * channel and person.
 */
export function choicesOf(people: SQL, kind: SQL): SQL {
  const own = (channel: NotificationChannel) =>
    sql`max(np.choice) filter (where np.channel = ${sql.raw(quote(channel))})`;
  const chosen = (channel: NotificationChannel) =>
    sql`coalesce(own.${sql.raw(channel)}, d.${sql.raw(channel)}) as ${sql.raw(channel)}`;
  return sql`(select r.id as user_id, ${chosen('in_app')}, ${chosen('mail')}, ${chosen('push')}
    from (${people}) as r(id)
    cross join lateral (select ${academyChoice(kind, 'in_app')} as in_app,
      ${academyChoice(kind, 'mail')} as mail, ${academyChoice(kind, 'push')} as push) d
    left join lateral (select ${own('in_app')} as in_app, ${own('mail')} as mail, ${own('push')} as push
      from notification_preferences np where np.user_id = r.id and np.kind = ${kind}) own on true)`;
}

/** What holds for the person `userId` and `kind` (SQL expressions) on `channel`, as one SQL text value. */
export function effectiveChoice(userId: SQL, kind: SQL, channel: NotificationChannel): SQL {
  return sql`(select c.${sql.raw(channel)} from ${choicesOf(sql`select ${userId}`, kind)} c)`;
}

/** How one person gets one kind: shown in the app or not, mailed at once, daily or not, pushed or not. */
export type Delivery = { userId: number } & ChannelDefaults;

/**
 * For a set of recipients and a kind, how each gets it on each channel, in one read: the one answer
 * every channel asks (in the app, mail, push). Each id once, in no particular order.
 */
export async function deliveryFor(
  db: Database,
  recipientIds: readonly number[],
  kind: NotificationKind,
): Promise<Delivery[]> {
  if (recipientIds.length === 0) return [];
  const { rows } = (await db.execute(sql`
    select c.user_id as "userId", c.in_app, c.mail, c.push
    from ${choicesOf(sql`select distinct unnest(${sql.param([...recipientIds])}::integer[])`, sql`${kind}::text`)} c`)) as unknown as {
    rows: Delivery[];
  };
  return rows.map((row) => ({ ...row, userId: Number(row.userId) }));
}

type ChoiceRow = { kind: string; channel: string; choice: string };

function fold(base: ChannelDefaults, rows: ChoiceRow[], kind: NotificationKind): ChannelDefaults {
  const folded = { ...base };
  for (const row of rows) {
    if (row.kind !== kind) continue;
    const channel = row.channel as NotificationChannel;
    if ((channelChoices[channel] as readonly string[]).includes(row.choice)) {
      (folded as Record<string, string>)[channel] = row.choice;
    }
  }
  return folded;
}

async function academyDefaultRows(db: Database, kinds: NotificationKind[]) {
  return db
    .select({
      kind: notificationDefaults.kind,
      channel: notificationDefaults.channel,
      choice: notificationDefaults.choice,
    })
    .from(notificationDefaults)
    .where(inArray(notificationDefaults.kind, kinds));
}

/** The academy's default of every kind: the catalogue's, changed where an admin changed it. */
export async function academyDefaults(db: Database): Promise<NotificationPreferences> {
  const kinds = [...notificationKinds];
  const rows = await academyDefaultRows(db, kinds);
  return {
    kinds: kinds.map((kind) => ({
      kind,
      choices: fold(notificationCatalogue[kind].defaults, rows, kind),
      defaults: notificationCatalogue[kind].defaults,
    })),
  };
}

/** A person's table: every kind of their role, what holds now, and the academy's default beside it. */
export async function preferencesOf(
  db: Database,
  user: { id: number; role: Role },
): Promise<NotificationPreferences> {
  const kinds = kindsFor(user.role);
  if (kinds.length === 0) return { kinds: [] };
  const [defaults, own] = await Promise.all([
    academyDefaultRows(db, kinds),
    db
      .select({
        kind: notificationPreferences.kind,
        channel: notificationPreferences.channel,
        choice: notificationPreferences.choice,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id)),
  ]);
  return {
    kinds: kinds.map((kind): KindPreference => {
      const academy = fold(notificationCatalogue[kind].defaults, defaults, kind);
      return { kind, choices: fold(academy, own, kind), defaults: academy };
    }),
  };
}

/** A kind a person of `role` never receives is refused, naming the field. */
function requireKindOf(role: Role, kind: NotificationKind) {
  if (notificationCatalogue[kind].audience !== role) {
    throw invalid(`kind ${kind} is not one you receive.`, {
      kind: [`kind must be one of ${kindsFor(role).join(', ')}.`],
    });
  }
}

/** Saves one choice of a person (the schema has checked the choice fits its channel). */
export async function choosePreference(
  db: Database,
  user: { id: number; role: Role },
  change: PreferenceChange,
  now = new Date(),
): Promise<NotificationPreferences> {
  requireKindOf(user.role, change.kind);
  await db
    .insert(notificationPreferences)
    .values({ userId: user.id, ...change, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { choice: change.choice, updatedAt: now },
    });
  return preferencesOf(db, user);
}

/** Sets one academy default; people who chose for themselves keep their choice. */
export async function chooseAcademyDefault(
  db: Database,
  adminId: number,
  change: PreferenceChange,
  now = new Date(),
): Promise<NotificationPreferences> {
  await db
    .insert(notificationDefaults)
    .values({ ...change, updatedBy: adminId, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationDefaults.kind, notificationDefaults.channel],
      set: { choice: change.choice, updatedBy: adminId, updatedAt: now },
    });
  return academyDefaults(db);
}

/** Turns mail off for the person's `kinds` (an unsubscribe link); answers whether any was on. */
export async function stopMail(db: Database, userId: number, kinds: NotificationKind[], now = new Date()) {
  const before = await deliveryOfKinds(db, userId, kinds);
  await db
    .insert(notificationPreferences)
    .values(kinds.map((kind) => ({ userId, kind, channel: 'mail', choice: 'off', updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { choice: 'off', updatedAt: now },
    });
  return before.some((mail) => mail !== 'off');
}

/** The person's mail choice for each of `kinds`, in their order. */
export async function deliveryOfKinds(db: Database, userId: number, kinds: NotificationKind[]) {
  const answers = await Promise.all(kinds.map((kind) => deliveryFor(db, [userId], kind)));
  return answers.map(([delivery]) => delivery?.mail ?? 'off');
}
