/**
 * The katachi gem the tests run against, as the test command finds it (tools/run-tests.sh,
 * tools/test/gemBeside.sh): KATACHI_PATH, else the release beside the checkout.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const GEM_DIR = process.env.KATACHI_PATH || path.resolve(__dirname, '../../../shared/katachi/gem-0.0.2.0');

/** The gem's `Katachi::VERSION` (lib/katachi/version.rb), or null when the gem is not there. */
export function gemVersion(gemDir = GEM_DIR): string | null {
  const file = path.join(gemDir, 'lib/katachi/version.rb');
  if (!existsSync(file)) return null;
  return /VERSION = "([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? null;
}
