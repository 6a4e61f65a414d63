/**
 * Reading a checkout of the katachi gem at build time: what the Run button's
 * Ruby VM loads (the gem's lib/ and the runner script). Shared with the Ruby
 * example check in tools/ruby-examples/, which runs the same files in Node.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import type {GemFiles} from '../shared/rubyVm';

/** The Ruby script that runs one example in the VM and reports its annotations. */
export const RUNNER_RB = path.join(__dirname, '..', 'shared', 'runner.rb');

/** True when `dir` looks like a checkout of the katachi gem. */
export async function isGemCheckout(dir: string): Promise<boolean> {
  try {
    await readFile(path.join(dir, 'lib', 'katachi.rb'));
    return true;
  } catch {
    return false;
  }
}

/** Every file under `dir` as `relative/path` → text (the gem's lib/ is Ruby source). */
export async function readGemFiles(dir: string, prefix = ''): Promise<GemFiles> {
  const out: GemFiles = {};
  for (const e of (await readdir(dir, {withFileTypes: true})).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) Object.assign(out, await readGemFiles(p, `${prefix}${e.name}/`));
    else if (e.isFile()) out[`${prefix}${e.name}`] = await readFile(p, 'utf8');
  }
  return out;
}
