/**
 * Serves a build variant (tests/support/variants.ts) on its own port for the
 * specs of a feature that is off by default. The builder made it before the
 * browser tests (tools/test/buildVariants.ts); a spec run alone builds it here
 * first, the same way.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import {buildVariant, readManifest} from './buildVariant';
import {outDirOf, variant, type VariantName} from './variants';

export type ExtraBuild = {site: string; outDir: string; stop: () => Promise<void>};

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/** The variant's folder, built first if this run has not built it. */
export async function builtVariant(name: VariantName): Promise<string> {
  const outDir = outDirOf(name);
  const built = readManifest().some((e) => e.name === name) && fs.existsSync(outDir);
  if (!built) await buildVariant(variant(name), {ownGeneratedFiles: `.docusaurus-${name}`});
  return outDir;
}

/** `port`: where to serve it, when not on the variant's own port (which its feature's spec uses). */
export async function serveVariant(name: VariantName, port = variant(name).port): Promise<ExtraBuild> {
  const outDir = await builtVariant(name);
  const site = `http://localhost:${port}`;
  const server: ChildProcess = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', outDir, '--port', String(port), '--host', 'localhost', '--no-open'],
    {stdio: 'ignore', detached: true},
  );
  await waitForUrl(`${site}/katachi/`, 60_000);
  return {
    site,
    outDir,
    stop: async () => {
      // Stop the server this spec started (its own process group).
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
