/** plugins/pageSpeed/client/nextTask.ts: the one way the page-load patches yield to the browser. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {nextTask} from '../../../plugins/pageSpeed/client/nextTask';
import {yieldingOnFirstCall} from '../../../plugins/pageSpeed/client/yieldingOnFirstCall';

test('nextTask resolves in a later task, after every microtask queued in this one', async () => {
  const order: string[] = [];
  const done = nextTask().then(() => order.push('next task'));
  queueMicrotask(() => order.push('microtask'));
  void Promise.resolve()
    .then(() => Promise.resolve())
    .then(() => order.push('chained microtasks'));
  await done;
  assert.deepEqual(order, ['microtask', 'chained microtasks', 'next task']);
});

test("the route preloader's first call waits for nextTask by default", async () => {
  const calls: string[] = [];
  const preload = yieldingOnFirstCall(async (pathname) => void calls.push(pathname));
  const first = preload('/katachi/');
  await Promise.resolve();
  assert.deepEqual(calls, [], 'not in the task that made the first call');
  await first;
  assert.deepEqual(calls, ['/katachi/']);
});
