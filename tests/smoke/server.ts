/** Serves the default production build (build/) on a loopback port for the smoke tests. */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BUILD = path.resolve(__dirname, '../../build');

export async function serveBuild(port: number): Promise<{site: string; stop: () => void}> {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) throw new Error(`no build in ${BUILD}: run \`npm run build\` first`);
  const server = spawn('npx', ['docusaurus', 'serve', '--dir', BUILD, '--port', String(port), '--host', 'localhost', '--no-open'], {
    stdio: 'ignore',
    detached: true,
  });
  const site = `http://localhost:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${site}/katachi/`)).ok) return {site, stop};
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`the build did not come up on ${site}`);
}
