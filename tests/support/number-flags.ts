import { parseArgs } from 'node:util';

/**
 * Reads a script's `--name N` options, each a number with the default given: `numberFlags({ minutes:
 * 10 })` answers `{ minutes: 10 }`, or what `--minutes` says. An option not named, or a value that is
 * no number, stops the script.
 */
export function numberFlags<const Defaults extends Record<string, number>>(
  defaults: Defaults,
): Record<keyof Defaults, number> {
  const options = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [
      name,
      { type: 'string' as const, default: String(value) },
    ]),
  );
  const { values } = parseArgs({ options });
  return Object.fromEntries(
    Object.entries(values).map(([name, text]) => {
      const value = Number(text);
      if (Number.isNaN(value)) throw new Error(`--${name} takes a number, not ${text}`);
      return [name, value];
    }),
  ) as Record<keyof Defaults, number>;
}
