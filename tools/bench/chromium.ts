/**
 * The Chromium the benchmarks drive: Debian's (tools/ensure-deps.sh --with-browser installs
 * it), or the one CHROMIUM_PATH names. Playwright's tests use its headless shell instead
 * (playwright.config.ts).
 */
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why a benchmark cannot launch Chromium, in one line; null when it is there. */
export function missingChromium(): string | null {
  if (fs.existsSync(CHROMIUM)) return null;
  return `no Chromium at ${CHROMIUM}: install Debian's chromium (bash tools/ensure-deps.sh --with-browser does) or set CHROMIUM_PATH`;
}
