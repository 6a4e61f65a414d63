// The swap of core's client entry (plugins/pageSpeed/index.ts, plugins/pageSpeed/client/stagedClientEntry.ts):
// fails when a Docusaurus upgrade moves the entry or changes what it and App
// import (then the stages no longer follow the original's order of evaluation,
// or the swap stops applying), and checks what the stand-in does.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {CLIENT_ENTRY_STAND_IN, CORE_CLIENT_ENTRY} from '../../../plugins/pageSpeed/index';
import {oneTaskEach} from '../../../plugins/pageSpeed/client/oneTaskEach';

const clientDir = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
const importsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^import (?:.* from )?'([^']+)';$/gm)].map((m) => m[1]);

test('core still has the entry at the path the swap matches, and imports what the stages expect, in that order', () => {
  const entry = path.join(clientDir, 'clientEntry.js');
  assert.match(entry, CORE_CLIENT_ENTRY);
  assert.doesNotMatch(`${entry}?original`, CORE_CLIENT_ENTRY, 'the stand-in reaches the original through the query');
  assert.match(
    fs.readFileSync(require.resolve('@docusaurus/core/lib/webpack/client.js'), 'utf8'),
    /entry: path_1\.default\.resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\)/,
  );
  assert.deepEqual(importsOf(entry), [
    'react',
    'react-dom/client',
    'react-helmet-async',
    'react-router-dom',
    '@generated/docusaurus.config',
    './exports/ExecutionEnvironment',
    './App',
    './preload',
    './docusaurus',
  ]);
  assert.deepEqual(importsOf(path.join(clientDir, 'App.js')).slice(0, 7), [
    'react',
    '@generated/client-modules',
    '@generated/routes',
    '@docusaurus/router',
    '@docusaurus/renderRoutes',
    '@theme/Root',
    '@theme/ThemeProvider',
  ]);
});

test("the stand-in's stages load, in order, what the original entry would evaluate in that order, and the original last", () => {
  const source = fs.readFileSync(CLIENT_ENTRY_STAND_IN, 'utf8');
  const stages = [...source.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((m) => m[1]);
  // Depth first through the entry's imports, App's expanded in place.
  const app = importsOf(path.join(clientDir, 'App.js'));
  const order = importsOf(path.join(clientDir, 'clientEntry.js')).flatMap((request) => (request === './App' ? app : [request]));
  const positions = stages.slice(0, -1).map((request) => order.indexOf(request));
  assert.ok(
    positions.every((p) => p >= 0),
    `every stage is an import of the entry or App: ${stages}`,
  );
  assert.deepEqual(
    positions,
    [...positions].sort((a, b) => a - b),
    'stages follow the order of evaluation',
  );
  assert.equal(stages.at(-1), '@docusaurus/core/lib/client/clientEntry.js?original');
  assert.doesNotMatch(source, /import\((?!\/\* webpackMode: "eager" \*\/)/, 'every stage stays in main.js (no chunk requested)');
});

test('each stage runs after a wait of its own, in order', async () => {
  const log: string[] = [];
  const waits: Array<() => void> = [];
  const done = oneTaskEach(
    ['a', 'b', 'c'].map((name) => async () => void log.push(name)),
    () => new Promise<void>((resolve) => waits.push(() => (log.push('task'), resolve()))),
  );
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(waits.length, i + 1, 'the next stage waits for its task');
    waits[i]();
  }
  await done;
  assert.deepEqual(log, ['task', 'a', 'task', 'b', 'task', 'c']);
});

test('a stage that fails stops the stages after it and is reported once', async () => {
  const ran: string[] = [];
  const failures: unknown[] = [];
  const failure = new Error('module failed');
  await oneTaskEach(
    [async () => void ran.push('a'), async () => Promise.reject(failure), async () => void ran.push('c')],
    async () => undefined,
    (error) => failures.push(error),
  );
  assert.deepEqual(failures, [failure]);
  assert.deepEqual(ran, ['a']);
});
