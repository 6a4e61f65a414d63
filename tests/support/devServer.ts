/**
 * The development server (`docusaurus start`) for the one spec that tests the
 * authoring flow: started by that spec, so the rest of the browser tests
 * neither wait for it to start nor share the machine with it.
 */
import {spawn, type ChildProcess} from 'node:child_process';

export const DEV_PORT = Number(process.env.DEV_PORT ?? 3200);

export type DevServer = {site: string; stop: () => void};

export async function startDevServer(port: number, timeoutMs = 180_000): Promise<DevServer> {
  const server: ChildProcess = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', 'localhost', '--no-open'], {
    stdio: 'ignore',
    detached: true,
  });
  const site = `http://localhost:${port}`;
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`docusaurus start exited (${server.exitCode}) before serving ${site}`);
    try {
      if ((await fetch(`${site}/katachi/`)).ok) return {site, stop};
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`the dev server did not serve ${site}/katachi/ within ${timeoutMs / 1000} s`);
}
