import { type AdminCommandName, adminCommands } from '../admin/commands';

/** The help text: every command, or the one the operator got wrong. */
export function usageText(command?: AdminCommandName): string {
  const names = command ? [command] : (Object.keys(adminCommands) as AdminCommandName[]);
  const lines = names.map((name) => `  ${adminCommands[name].usage}\n      ${adminCommands[name].summary}`);
  return [
    'Usage: npm run admin -- COMMAND [flags] [--json]',
    '',
    command ? 'Command:' : 'Commands:',
    ...lines,
    '',
    'Add --json for machine-readable output. Uses DATA_DIR / DATABASE_URL like the server, and',
    'sends the command to the running server when one holds the embedded database.',
  ].join('\n');
}
