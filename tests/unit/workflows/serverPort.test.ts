// tests/support/server.ts: a server the tests start refuses a port something already listens on,
// instead of taking the answers of whatever is there (another run's server, an older build).
import assert from 'node:assert/strict';
import net from 'node:net';
import {test} from 'node:test';
import {assertPortFree, startServer} from '../../support/server';

test('a taken port is refused before anything starts, naming the port; a free one is accepted', async () => {
  // Something listening; it answers nothing, so only the port check can refuse it.
  const other = net.createServer((socket) => socket.on('error', () => {}));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const {port} = other.address() as net.AddressInfo;
  const url = `http://127.0.0.1:${port}/katachi/`;
  await assert.rejects(startServer('sleep', ['30'], url, 5_000), new RegExp(`port ${port} is already in use`));
  await new Promise<void>((resolve) => other.close(() => resolve()));
  await assertPortFree(url);
});
