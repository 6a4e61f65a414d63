import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {linkRouteStylesheets, routeStylesheets, withStylesheetLinks} from '../../../plugins/lazyStyles/node/routeStylesheets';

const PAGE = '<html><head><link rel="stylesheet" href="/katachi/assets/css/styles.1.css"><script src="/x.js"></script></head><body></body></html>';

test("links go after the page's stylesheets, once", () => {
  const html = withStylesheetLinks(PAGE, ['/katachi/assets/css/a.css', '/katachi/assets/css/b.css']);
  assert.equal(
    html,
    '<html><head><link rel="stylesheet" href="/katachi/assets/css/styles.1.css"><link rel="stylesheet" href="/katachi/assets/css/a.css"><link rel="stylesheet" href="/katachi/assets/css/b.css"><script src="/x.js"></script></head><body></body></html>',
  );
  assert.equal(withStylesheetLinks(html, ['/katachi/assets/css/a.css']), html);
});

test("a route gets the stylesheets of its own chunks, from Docusaurus' build records", () => {
  const generated = fs.mkdtempSync(path.join(os.tmpdir(), 'route-css-'));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'route-css-out-'));
  fs.writeFileSync(
    path.join(generated, 'routesChunkNames.json'),
    JSON.stringify({
      '/katachi/search-c52': {__comp: '1a4e3797', __context: {plugin: '7c603b70'}},
      '/katachi/docs-123': {__comp: '5e95c892'},
    }),
  );
  fs.writeFileSync(
    path.join(generated, 'client-manifest.json'),
    JSON.stringify({
      entrypoints: ['main'],
      origins: {'1a4e3797': [580], '7c603b70': [17], '5e95c892': [9]},
      assets: {
        580: {css: [{file: 'assets/css/1a4e3797.abc.css', publicPath: '/katachi/assets/css/1a4e3797.abc.css'}], js: []},
        17: {js: []},
        9: {js: []},
      },
    }),
  );
  assert.deepEqual([...routeStylesheets(generated)], [['/katachi/search', ['/katachi/assets/css/1a4e3797.abc.css']]]);

  fs.mkdirSync(path.join(out, 'search'));
  fs.writeFileSync(path.join(out, 'search/index.html'), PAGE);
  assert.deepEqual(linkRouteStylesheets({outDir: out, baseUrl: '/katachi/', generatedFilesDir: generated}), [path.join(out, 'search/index.html')]);
  assert.match(
    fs.readFileSync(path.join(out, 'search/index.html'), 'utf8'),
    /styles\.1\.css"><link rel="stylesheet" href="\/katachi\/assets\/css\/1a4e3797\.abc\.css">/,
  );
  // A second run changes nothing.
  assert.deepEqual(linkRouteStylesheets({outDir: out, baseUrl: '/katachi/', generatedFilesDir: generated}), []);
});

test('missing build records stop the build with a message', () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'route-css-none-'));
  assert.throws(() => routeStylesheets(empty), /client-manifest\.json is missing/);
});
