/**
 * The development server (`docusaurus start`) for the one spec that tests the
 * authoring flow: started by that spec, so the rest of the browser tests
 * neither wait for it to start nor share the machine with it.
 */
import {startServer, type StartedServer} from './server';

export const DEV_PORT = Number(process.env.DEV_PORT ?? 3200);

export type DevServer = StartedServer & {site: string};

export async function startDevServer(port: number, timeoutMs = 180_000): Promise<DevServer> {
  const site = `http://localhost:${port}`;
  const args = ['docusaurus', 'start', '--port', String(port), '--host', 'localhost', '--no-open'];
  return {site, ...(await startServer('npx', args, `${site}/katachi/`, timeoutMs))};
}
