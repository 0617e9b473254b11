import { z } from 'zod';
import {
  type ApplicationDetail,
  type ApplicationPage,
  applicationProgramme,
  applicationStatus,
} from '../../shared/schemas/applications';
import { type Role, roles, strongPassword } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import type { AccountLinkSettings } from '../domain/accounts/account-links';
import { createAccount, requireAccountByEmail, setAccountDeactivated } from '../domain/accounts/accounts';
import { listApplications, requireApplication } from '../domain/applications/applications';
import { admitApplication } from '../domain/applications/applications-writes';
import type { AdminChange, AdminOperation } from '../domain/audit/admin-operation';
import { commandLineActor } from '../domain/audit/audit';
import { createBatch, requireBatchByName, updateBatch } from '../domain/batches/batches';
import type { DomainEvent } from '../domain/domain-event';
import { DomainError } from '../domain/errors';
import { moveStudent, renewStudent } from '../domain/students/students';
import { setTeaches } from '../domain/teachers/teachers';
import { seedDemoData } from '../seed/demo-seed';
import { AdminError, AdminUsageError } from './admin-error';
import { type UserSummary, userSummaries, userSummary } from './user-summary';

const requiredFlag = (flag: string) =>
  z
    .string({ error: `Missing --${flag}.` })
    .trim()
    .min(1, `--${flag} must not be empty.`);
const dateFlag = (flag: string) => z.iso.date({ error: `--${flag} must be a real date written YYYY-MM-DD.` });

/** Where a command's access changes go: the server's bus, a NOTIFY, or nowhere when no server runs. */
export type PublishEvent = (event: DomainEvent) => Promise<void>;

/** A command's admin operation, and where it publishes what its writes answer once they committed. */
type CommandOperation = AdminOperation & { publish: PublishEvent };

type CommandSpec<Flags extends z.ZodObject, Result> = {
  usage: string;
  summary: string;
  flags: Flags;
  /** Runs through the same domain functions as the web area, audited as the command line's. */
  run(op: CommandOperation, input: z.output<Flags>): Promise<Result>;
  /** The human-readable answer; --json prints the result itself. */
  describe(result: Result): string;
};

const command = <Flags extends z.ZodObject, Result>(spec: CommandSpec<Flags, Result>) => spec;

type Account = Awaited<ReturnType<typeof requireAccountByEmail>>;

/**
 * Makes `change` to the account with this e-mail (refused unless of `role`), publishes the event the
 * change answers, and answers the account's summary.
 */
async function changeAccount(
  op: CommandOperation,
  email: string,
  role: Role | undefined,
  change: (account: Account) => Promise<DomainEvent | null>,
): Promise<UserSummary> {
  const account = await requireAccountByEmail(op.db, email, role);
  const event = await change(account);
  if (event) await op.publish(event);
  return userSummary(op.db, account.id);
}

const describeUser = (user: UserSummary) =>
  [
    `${user.role} ${user.email} (${user.first_name} ${user.last_name}, id ${user.id})`,
    user.batches.length > 0
      ? `batch${user.batches.length > 1 ? 'es' : ''} ${user.batches.join(', ')}`
      : 'no batch',
    ...(user.role === 'student' ? [`valid until ${user.valid_until ?? 'never set'}`] : []),
  ].join(', ');

/** user:deactivate or user:reactivate, of any role. */
const deactivationCommand = ({
  deactivate,
  ...spec
}: { deactivate: boolean } & Pick<CommandSpec<z.ZodObject, UserSummary>, 'usage' | 'summary' | 'describe'>) =>
  command({
    ...spec,
    flags: z.object({ email: requiredFlag('email') }),
    run: (op, input) =>
      changeAccount(op, input.email, undefined, (user) =>
        setAccountDeactivated(op, user.id, user.role, deactivate),
      ),
  });

/** teacher:assign or student:move: the account of `role` with this e-mail placed in the batch of this name. */
const batchPlacementCommand = ({
  role,
  place,
  ...spec
}: {
  role: Role;
  place: (op: AdminOperation, accountId: number, batchId: number) => Promise<AdminChange<unknown>>;
} & Pick<CommandSpec<z.ZodObject, UserSummary>, 'usage' | 'summary' | 'describe'>) =>
  command({
    ...spec,
    flags: z.object({ email: requiredFlag('email'), batch: requiredFlag('batch') }),
    run: (op, input) =>
      changeAccount(
        op,
        input.email,
        role,
        async (account) =>
          (await place(op, account.id, (await requireBatchByName(op.db, input.batch)).id)).event,
      ),
  });

/** Left-aligned columns two spaces apart, each as wide as its widest cell. */
function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  return [header, ...rows].map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
}

function userTable(users: UserSummary[]): string {
  if (users.length === 0) return 'No accounts yet.';
  const rows = users.map((u) => [
    String(u.id),
    u.role,
    u.email,
    `${u.first_name} ${u.last_name}`,
    u.batches.join(', ') || '-',
    u.valid_until ?? '-',
  ]);
  return formatTable(['id', 'role', 'email', 'name', 'batches', 'valid until'], rows).join('\n');
}

function applicationTable(page: ApplicationPage): string {
  if (page.items.length === 0) return 'No applications match.';
  const rows = page.items.map((a) => [
    String(a.id),
    a.reference,
    a.created_at.slice(0, 10),
    a.programme,
    a.status,
    a.student_name,
    a.email,
    a.mobile,
  ]);
  const table = formatTable(
    ['id', 'reference', 'received', 'programme', 'status', 'student', 'email', 'mobile'],
    rows,
  );
  const more =
    page.total > page.items.length ? [`(${page.items.length} of ${page.total}, newest first)`] : [];
  return [...table, ...more].join('\n');
}

/** "Arjun Kumar Das" -> first "Arjun Kumar", last "Das"; one word is both. */
function splitName(name: string): { first: string; last: string } {
  const at = name.trim().lastIndexOf(' ');
  return at > 0
    ? { first: name.slice(0, at).trim(), last: name.slice(at + 1) }
    : { first: name.trim(), last: name.trim() };
}

export const adminCommands = {
  'batch:create': command({
    usage: 'batch:create --name NAME',
    summary: 'Create a batch.',
    flags: z.object({ name: requiredFlag('name') }),
    run: (op, input) => createBatch(op, input.name),
    describe: (batch) => `Created batch "${batch.name}" (id ${batch.id}).`,
  }),
  'batch:archive': command({
    usage: 'batch:archive --name NAME',
    summary: 'Archive a batch: its classes and homework stay readable, it gets no new ones.',
    flags: z.object({ name: requiredFlag('name') }),
    run: async (op, input) =>
      updateBatch(op, (await requireBatchByName(op.db, input.name)).id, { archived: true }),
    describe: (batch) => `Archived batch "${batch.name}".`,
  }),
  'user:create': command({
    usage:
      'user:create --role student|teacher|admin --email E --password P --first-name F --last-name L [--batch NAME] [--valid-until YYYY-MM-DD]',
    summary:
      "Create a student, teacher or admin account (a teacher's --batch assigns that batch). The password: 12 to 128 characters, not a common one.",
    flags: z.object({
      role: z.enum(roles, { error: '--role must be student, teacher or admin.' }),
      email: requiredFlag('email').pipe(z.email('--email must be an e-mail address.')),
      password: requiredFlag('password').pipe(strongPassword),
      'first-name': requiredFlag('first-name'),
      'last-name': requiredFlag('last-name'),
      batch: requiredFlag('batch').optional(),
      'valid-until': dateFlag('valid-until').optional(),
    }),
    run: async (op, input) => {
      const batch = input.batch ? await requireBatchByName(op.db, input.batch) : null;
      const userId = await createAccount(op, {
        role: input.role,
        email: input.email,
        password: input.password,
        firstName: input['first-name'],
        lastName: input['last-name'],
        ...(input.role === 'teacher' ? { teacherBatchIds: batch ? [batch.id] : [] } : { batchId: batch?.id }),
        validUntil: input['valid-until'],
      });
      return userSummary(op.db, userId);
    },
    describe: (user) => `Created ${describeUser(user)}.`,
  }),
  'teacher:assign': batchPlacementCommand({
    role: 'teacher',
    place: (op, teacherId, batchId) => setTeaches(op, teacherId, batchId, true),
    usage: 'teacher:assign --email E --batch NAME',
    summary: 'Let a teacher teach a batch.',
    describe: (user) => `${user.email} now teaches ${user.batches.join(', ')}.`,
  }),
  'student:move': batchPlacementCommand({
    role: 'student',
    place: moveStudent,
    usage: 'student:move --email E --batch NAME',
    summary: 'Move a student to another batch.',
    describe: (user) => `${user.email} is now in ${user.batches.join(', ')}.`,
  }),
  'student:renew': command({
    usage: 'student:renew --email E --valid-until YYYY-MM-DD',
    summary: "Set the last day a student's subscription covers.",
    flags: z.object({ email: requiredFlag('email'), 'valid-until': dateFlag('valid-until') }),
    run: (op, input) =>
      changeAccount(
        op,
        input.email,
        'student',
        async (student) => (await renewStudent(op, student.id, input['valid-until'])).event,
      ),
    describe: (user) => `${user.email} is subscribed until ${user.valid_until}.`,
  }),
  'user:deactivate': deactivationCommand({
    deactivate: true,
    usage: 'user:deactivate --email E',
    summary: 'Stop an account signing in; its sessions end and its open sockets close at once.',
    describe: (user) => `${user.email} is deactivated.`,
  }),
  'user:reactivate': deactivationCommand({
    deactivate: false,
    usage: 'user:reactivate --email E',
    summary: 'Let a deactivated account sign in again.',
    describe: (user) => `${user.email} can sign in again.`,
  }),
  'user:list': command({
    usage: 'user:list',
    summary: 'List every account with its batches and subscription.',
    flags: z.object({}),
    run: (op) => userSummaries(op.db),
    describe: userTable,
  }),
  'application:list': command({
    usage:
      'application:list [--status new|contacted|demo_week|admitted|not_selected] [--programme foundational|express|neet]',
    summary: 'List the applications (the newest 100), optionally of one status or programme.',
    flags: z.object({
      status: applicationStatus.optional(),
      programme: applicationProgramme.optional(),
    }),
    run: (op, input) => listApplications(op.db, { ...input, page: 1, page_size: 100 }),
    describe: applicationTable,
  }),
  'application:admit': command({
    usage: 'application:admit --id N --batch NAME --valid-until YYYY-MM-DD [--first-name F] [--last-name L]',
    summary:
      "Admit an application: the student's account in the batch, and the invitation mail with its set-password link. The names default to the application's, split at the last space.",
    flags: z.object({
      id: requiredFlag('id')
        .regex(/^\d{1,9}$/, '--id must be the application id.')
        .transform(Number),
      batch: requiredFlag('batch'),
      'valid-until': dateFlag('valid-until'),
      'first-name': requiredFlag('first-name').optional(),
      'last-name': requiredFlag('last-name').optional(),
    }),
    run: async (op, input) => {
      const batch = await requireBatchByName(op.db, input.batch);
      const name = splitName((await requireApplication(op.db, input.id)).studentName);
      return admitApplication(op, input.id, {
        batch_id: batch.id,
        valid_until: input['valid-until'],
        first_name: input['first-name'] ?? name.first,
        last_name: input['last-name'] ?? name.last,
      });
    },
    describe: (application: ApplicationDetail) =>
      `Admitted ${application.reference}: ${application.student?.email} is invited to choose a password.`,
  }),
  seed: command({
    usage: 'seed',
    summary: 'Create whatever of the demo data is missing (safe to repeat).',
    flags: z.object({}),
    run: (op) => seedDemoData(op.db),
    describe: (report) =>
      `Demo data ready. Created ${report.batches} batches, ${report.accounts} accounts, ${report.classes} classes, ${report.homework} homework and ${report.submissions} submissions.`,
  }),
} as const;

export type AdminCommandName = keyof typeof adminCommands;
export type AdminFlags = Record<string, string | undefined>;

export function isAdminCommand(name: string): name is AdminCommandName {
  return Object.hasOwn(adminCommands, name);
}

/** Checks the flags of a command line; throws AdminUsageError naming the first problem. */
export function parseAdminFlags(name: string, flags: AdminFlags) {
  if (!isAdminCommand(name)) throw new AdminUsageError(`Unknown command "${name}".`);
  const spec = adminCommands[name];
  const allowed = Object.keys(spec.flags.shape);
  const unexpected = Object.keys(flags).find((flag) => flags[flag] !== undefined && !allowed.includes(flag));
  if (unexpected) throw new AdminUsageError(`${name} takes no --${unexpected} flag.`, name);
  const parsed = spec.flags.safeParse(flags);
  if (!parsed.success) throw new AdminUsageError(parsed.error.issues[0].message, name);
  return { name, input: parsed.data };
}

/**
 * Validates and runs one command against the database; a command publishes the access changes its
 * writes answer once they have committed. The result is plain JSON; a refusal is an AdminError.
 */
export async function runAdminCommand(
  db: Database,
  name: string,
  flags: AdminFlags,
  publish: PublishEvent,
  links?: AccountLinkSettings,
): Promise<unknown> {
  const { input } = parseAdminFlags(name, flags);
  const spec = adminCommands[name as AdminCommandName] as CommandSpec<z.ZodObject, unknown>;
  try {
    return await spec.run({ db, actor: commandLineActor, publish, links }, input);
  } catch (error) {
    if (error instanceof DomainError) throw new AdminError(error.detail);
    throw error;
  }
}

/** The human-readable answer of a command's result. */
export function describeAdminResult(name: AdminCommandName, result: unknown): string {
  return (adminCommands[name] as CommandSpec<z.ZodObject, unknown>).describe(result);
}
