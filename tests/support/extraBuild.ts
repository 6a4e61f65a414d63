/**
 * Serves a build variant (tests/support/variants.ts) on its own port for the
 * specs of a feature that is off by default. The builder made it before the
 * browser tests (tools/test/buildVariants.ts); a spec run alone builds it here
 * first, the same way.
 */
import fs from 'node:fs';
import {buildVariant, readManifest} from './buildVariant';
import {startServer} from './server';
import {outDirOf, variant, type VariantName} from './variants';

export type ExtraBuild = {site: string; outDir: string; stop: () => Promise<void>};

/** The variant's folder, built first if this run has not built it. */
async function builtVariant(name: VariantName): Promise<string> {
  const outDir = outDirOf(name);
  const built = readManifest().some((e) => e.name === name) && fs.existsSync(outDir);
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
