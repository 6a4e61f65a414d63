/**
 * A second production build made with extra environment variables, in its own
 * folder and served on its own port, for browser tests of features that are
 * off by default. One per spec file (call it in beforeAll), or reuse a folder
 * built earlier by passing `prebuilt`.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type ExtraBuild = {site: string; outDir: string; stop: () => Promise<void>};

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {env, stdio: ['ignore', 'ignore', 'pipe']});
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4_000)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${stderr}`))));
  });
}

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

export async function startExtraBuild(options: {
  name: string;
  env: NodeJS.ProcessEnv;
  port: number;
  prebuilt?: string;
}): Promise<ExtraBuild> {
  let outDir: string;
  if (options.prebuilt) {
    outDir = path.resolve(options.prebuilt);
  } else {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), `katachi-${options.name}-build-`));
    await run('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      ...process.env,
      ...options.env,
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
      // Its own generated files: the dev server used by other tests runs from
      // .docusaurus/ at the same time and would pick up this build's data.
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: `.docusaurus-${options.name}-test`,
    });
  }
  const site = `http://localhost:${options.port}`;
  const server: ChildProcess = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', outDir, '--port', String(options.port), '--host', 'localhost', '--no-open'],
    {stdio: 'ignore', detached: true},
  );
  await waitForUrl(`${site}/katachi/`, 60_000);
  return {
    site,
    outDir,
    stop: async () => {
      // Stop the server this build started (its own process group).
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      if (!options.prebuilt && outDir.startsWith(os.tmpdir())) fs.rmSync(outDir, {recursive: true, force: true});
    },
  };
}
