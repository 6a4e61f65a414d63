/**
 * Makes one build variant (tests/support/variants.ts) with `docusaurus build`,
 * its output in a log file, and records it in the manifest. Used by the
 * builder before the browser tests (tools/test/buildVariants.ts) and by a
 * spec run alone whose variant was not built yet.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildEnvOf, MANIFEST, outDirOf, settingsOf, VARIANTS_DIR, type ManifestEntry, type Variant} from './variants';

export function readManifest(): ManifestEntry[] {
  try {
    return JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as ManifestEntry[];
  } catch {
    return [];
  }
}

function record(entry: ManifestEntry): void {
  const entries = readManifest().filter((e) => e.name !== entry.name);
  fs.mkdirSync(VARIANTS_DIR, {recursive: true});
  fs.writeFileSync(MANIFEST, JSON.stringify([...entries, entry], null, 2));
}

/** Forgets every variant built before (the builder starts a run with it). */
export function clearManifest(): void {
  fs.rmSync(MANIFEST, {force: true});
}

function logFileOf(v: Variant): string {
  return path.join(VARIANTS_DIR, 'logs', `${v.name}.log`);
}

/**
 * `ownGeneratedFiles`: a folder name for Docusaurus' generated files instead of
 * .docusaurus/, for a build made while another build or the dev server (which
 * regenerate .docusaurus/) may be running. `lane`: the builder's lane, recorded.
 */
export async function buildVariant(v: Variant, options: {ownGeneratedFiles?: string; lane?: number} = {}): Promise<ManifestEntry> {
  const outDir = outDirOf(v.name);
  const env = buildEnvOf(v);
  if (options.ownGeneratedFiles) env.DOCUSAURUS_GENERATED_FILES_DIR_NAME = options.ownGeneratedFiles;
  const log = logFileOf(v);
  fs.mkdirSync(path.dirname(log), {recursive: true});
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const out = fs.openSync(log, 'w');
    const child = spawn('npx', ['docusaurus', 'build', '--out-dir', outDir, ...(v.minify ? [] : ['--no-minify'])], {
      env,
      stdio: ['ignore', out, out],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(out);
      if (code === 0) resolve();
      else {
        const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
        reject(new Error(`the "${v.name}" build failed (exit ${code}); the end of ${path.relative(process.cwd(), log)}:\n${tail}`));
      }
    });
  });
  const entry: ManifestEntry = {
    name: v.name,
    lane: options.lane ?? -1,
    outDir,
    settings: settingsOf(env),
    persistentCache: !env.DOCUSAURUS_NO_PERSISTENT_CACHE,
    minified: v.minify,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
  record(entry);
  return entry;
}
