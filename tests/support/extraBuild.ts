/**
 * Serves a build variant (tests/support/variants.ts) on its own port for the
 * specs of a feature that is off by default. The builder made it before the
 * browser tests (tools/test/buildVariants.ts); a spec run alone builds it here
 * first, the same way, and again when the site changed after it was built.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildVariant, readManifest} from './buildVariant';
import {startServer} from './server';
import {outDirOf, ROOT, variant, type VariantName} from './variants';

export type ExtraBuild = {site: string; outDir: string; stop: () => Promise<void>};

/**
 * When a file the site is built from last changed (ms): the tracked files only, so a test
 * that adds a page of its own while the suite runs (the dev-server spec's probe) does not
 * make every variant stale. 0 when git cannot say.
 */
function sourcesChangedAt(): number {
  const listed = spawnSync('git', ['ls-files', '-z', '--', 'plugins', 'src', 'docs', 'config', 'static', 'docusaurus.config.ts', 'sidebars.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (listed.status !== 0) return 0;
  let newest = 0;
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const stat = fs.statSync(path.join(ROOT, file), {throwIfNoEntry: false});
    if (stat) newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

/** The variant's folder, built first if this run has not built it, or built it before its sources last changed. */
async function builtVariant(name: VariantName): Promise<string> {
  const outDir = outDirOf(name);
  const built = readManifest().some((e) => e.name === name) && fs.existsSync(outDir) && fs.statSync(outDir).mtimeMs > sourcesChangedAt();
  if (!built) await buildVariant(variant(name), {ownGeneratedFiles: `.docusaurus-${name}`});
  return outDir;
}

/** `port`: where to serve it, when not on the variant's own port (which its feature's spec uses). */
export async function serveVariant(name: VariantName, port = variant(name).port): Promise<ExtraBuild> {
  const outDir = await builtVariant(name);
  const site = `http://localhost:${port}`;
  const args = ['docusaurus', 'serve', '--dir', outDir, '--port', String(port), '--host', 'localhost', '--no-open'];
  const {stop} = await startServer('npx', args, `${site}/katachi/`, 60_000);
  return {site, outDir, stop: async () => stop()};
}
