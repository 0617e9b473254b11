import { parseArgs } from 'node:util';
import { AdminError, AdminUsageError } from '../admin/admin-error';
import { type AdminFlags, describeAdminResult, isAdminCommand, parseAdminFlags } from '../admin/commands';
import { ConfigError, loadConfig } from '../config';
import { demoLoginsTable } from '../seed/demo-logins';
import { openAdminConnection } from './admin-connection';
import { usageText } from './usage';

const exitCodes = { refused: 1, usage: 2 } as const;

const stringFlags = [
  'name',
  'role',
  'email',
  'password',
  'first-name',
  'last-name',
  'batch',
  'valid-until',
  'id',
  'status',
  'programme',
];

function readCommandLine(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      ...Object.fromEntries(stringFlags.map((flag) => [flag, { type: 'string' as const }])),
    },
  });
  const { json, help, ...flags } = values;
  return {
    command: positionals[0],
    extra: positionals.slice(1),
    json: !!json,
    help: !!help,
    flags: flags as AdminFlags,
  };
}

function fail(json: boolean, code: number, message: string, usage?: string): never {
  if (json) process.stderr.write(`${JSON.stringify({ error: message })}\n`);
  else process.stderr.write(`Error: ${message}\n${usage ? `\n${usage}\n` : ''}`);
  process.exit(code);
}

async function main(args: string[]) {
  const json = args.includes('--json');
  let line: ReturnType<typeof readCommandLine>;
  try {
    line = readCommandLine(args);
  } catch (error) {
    return fail(json, exitCodes.usage, (error as Error).message, usageText());
  }
  if (line.help || !line.command) {
    if (line.help) return void process.stdout.write(`${usageText()}\n`);
    return fail(json, exitCodes.usage, 'No command given.', usageText());
  }
  const { command } = line;
  if (line.extra.length > 0) {
    return fail(json, exitCodes.usage, `Unexpected argument "${line.extra[0]}".`, usageText());
  }
  try {
    // Checked here too, so a mistyped command line needs neither the database nor the server.
    parseAdminFlags(command, line.flags);
    const connection = await openAdminConnection(loadConfig());
    try {
      const result = await connection.run(command, line.flags);
      if (json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      else if (isAdminCommand(command)) {
        process.stdout.write(`${describeAdminResult(command, result)}\n`);
        if (command === 'seed') process.stdout.write(`\nDemo logins:\n${demoLoginsTable()}\n`);
      }
    } finally {
      await connection.close();
    }
  } catch (error) {
    if (error instanceof AdminUsageError) {
      const known = error.command && isAdminCommand(error.command) ? error.command : undefined;
      return fail(json, exitCodes.usage, error.message, usageText(known));
    }
    if (error instanceof AdminError || error instanceof ConfigError) {
      return fail(json, exitCodes.refused, error.message);
    }
    throw error;
  }
}

await main(process.argv.slice(2));
