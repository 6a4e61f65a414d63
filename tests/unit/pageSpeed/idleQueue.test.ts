// The idle queue behind deferred prefetching and code block buttons (plugins/pageSpeed/client/idleQueue.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createIdleQueue} from '../../../plugins/pageSpeed/client/idleQueue';

function manualIdle() {
  const pending: (() => void)[] = [];
  return {pending, schedule: (callback: () => void) => void pending.push(callback), runNext: () => pending.shift()!()};
}

test('jobs run in the order added, one per idle callback', () => {
  const idle = manualIdle();
  const queue = createIdleQueue(idle.schedule);
  const ran: string[] = [];
  queue.add(() => ran.push('a'));
  queue.add(() => ran.push('b'));
  queue.add(() => ran.push('c'));
  assert.equal(ran.length, 0, 'nothing runs in the task that added it');
  assert.equal(idle.pending.length, 1, 'one idle callback is asked for at a time');
  idle.runNext();
  assert.deepEqual(ran, ['a']);
  idle.runNext();
  idle.runNext();
  assert.deepEqual(ran, ['a', 'b', 'c']);
  assert.equal(idle.pending.length, 0, 'no idle callback is asked for once the queue is empty');
  queue.add(() => ran.push('d'));
  idle.runNext();
  assert.deepEqual(ran, ['a', 'b', 'c', 'd'], 'the queue starts again after it has emptied');
});

test('a job that throws does not stop the jobs after it', () => {
  const idle = manualIdle();
  const queue = createIdleQueue(idle.schedule);
  const ran: string[] = [];
  queue.add(() => {
    throw new Error('boom');
  });
  queue.add(() => ran.push('after'));
  assert.throws(() => idle.runNext(), /boom/);
  idle.runNext();
  assert.deepEqual(ran, ['after']);
});
