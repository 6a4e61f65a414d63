/**
 * A server the tests start themselves (a build served, the dev server, a
 * WebDriver): spawned in a process group of its own, so stopping it stops
 * whatever it started, and ready once a URL answers.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';

export type StartedServer = {stop: () => void};

/** Resolves once `url` answers with a success status; rejects after `timeoutMs` or when `child` exits first. */
async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${child.spawnargs.join(' ')} exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Rejects when something already listens on `url`'s port: it would answer for the server about to start. */
export function assertPortFree(url: string): Promise<void> {
  const {hostname, port} = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({host: hostname, port: Number(port)});
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(`port ${port} is already in use (by another run's server?): stop it (ss -ltnp | grep :${port}) or choose another port`));
    });
    socket.once('error', () => resolve());
  });
}

/** Starts `command args…` on a free port and waits until `readyUrl` answers. */
export async function startServer(command: string, args: string[], readyUrl: string, timeoutMs: number): Promise<StartedServer> {
  await assertPortFree(readyUrl);
  const child = spawn(command, args, {stdio: 'ignore', detached: true});
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await waitForUrl(readyUrl, timeoutMs, child);
  } catch (error) {
    stop();
    throw error;
  }
  return {stop};
}
