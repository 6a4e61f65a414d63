// Docusaurus' link prefetching moved to idle time (plugins/pageSpeed/client/idlePrefetch.ts).
// Without requestIdleCallback (as in Node) the module waits 50 ms between routes,
// which mock timers stand in for.
import {test, mock} from 'node:test';
import assert from 'node:assert/strict';
import {deferPrefetch, installIdlePrefetch} from '../../../plugins/pageSpeed/client/idlePrefetch';

function fakeDocusaurus() {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  return {
    prefetched,
    preloaded,
    api: Object.freeze({
      prefetch: (routePath: string) => prefetched.push(routePath) > 0,
      preload: (routePath: string) => preloaded.push(routePath) > 0,
    }),
  };
}

test('prefetches are queued and run one route per idle callback, in order, each once', () => {
  mock.timers.enable({apis: ['setTimeout']});
  try {
    const {api, prefetched} = fakeDocusaurus();
    const deferred = deferPrefetch(api);
    for (const route of ['/a', '/b', '/a', '/c']) deferred.prefetch(route);
    assert.deepEqual(prefetched, [], 'nothing is prefetched in the task that asked');
    mock.timers.tick(50);
    assert.deepEqual(prefetched, ['/a']);
    mock.timers.tick(50);
    assert.deepEqual(prefetched, ['/a', '/b']);
    mock.timers.tick(50);
    assert.deepEqual(prefetched, ['/a', '/b', '/c']);
    mock.timers.tick(500);
    assert.deepEqual(prefetched, ['/a', '/b', '/c'], 'a route asked for twice while queued is prefetched once');
    deferred.prefetch('/d');
    mock.timers.tick(50);
    assert.deepEqual(prefetched, ['/a', '/b', '/c', '/d'], 'the queue starts again after it has emptied');
  } finally {
    mock.timers.reset();
  }
});

test('preload (hover and touch) is not deferred', () => {
  const {api, preloaded} = fakeDocusaurus();
  deferPrefetch(api).preload('/x');
  assert.deepEqual(preloaded, ['/x']);
});

test('the object Docusaurus assigns to window.docusaurus is the one wrapped', () => {
  mock.timers.enable({apis: ['setTimeout']});
  try {
    const target: {docusaurus?: ReturnType<typeof deferPrefetch>} = {};
    installIdlePrefetch(target);
    const {api, prefetched, preloaded} = fakeDocusaurus();
    target.docusaurus = api;
    assert.notEqual(target.docusaurus, api);
    assert.ok(Object.isFrozen(target.docusaurus), 'frozen, as Docusaurus freezes its own');
    target.docusaurus!.prefetch('/y');
    target.docusaurus!.preload('/z');
    assert.deepEqual(prefetched, []);
    assert.deepEqual(preloaded, ['/z']);
    mock.timers.tick(50);
    assert.deepEqual(prefetched, ['/y']);
  } finally {
    mock.timers.reset();
  }
});
