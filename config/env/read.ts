/** What every parser in config/env/ shares: the environment's shape and how a value is read. */

/** The environment: `process.env`, or a plain object in tests. */
export type Env = Record<string, string | undefined>;

/** The variable's value, trimmed; null when unset or blank. */
export const value = (env: Env, name: string): string | null => env[name]?.trim() || null;

/** A yes/no variable: unset, blank, 0, false or no is off; 1, true or yes is on; anything else stops the build. */
export function isOn(env: Env, name: string): boolean {
  const v = value(env, name)?.toLowerCase();
  if (!v || v === '0' || v === 'false' || v === 'no') return false;
  if (v === '1' || v === 'true' || v === 'yes') return true;
  throw new Error(`${name} must be true or false (got ${JSON.stringify(env[name])}).`);
}
