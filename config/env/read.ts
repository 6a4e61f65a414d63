/** What every parser in config/env/ shares: the environment's shape and how a value is read. */

/** The environment: `process.env`, or a plain object in tests. */
export type Env = Record<string, string | undefined>;

/** The variable's value, trimmed; null when unset or blank. */
export const value = (env: Env, name: string): string | null => env[name]?.trim() || null;
