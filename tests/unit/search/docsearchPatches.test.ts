/**
 * The DocSearch markup our patches (plugins/search/theme/SearchBar/docsearchPatches.ts)
 * rely on, read from the installed package: an upgrade that changes it fails
 * here, so the patches are revisited instead of silently doing nothing.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {BUTTON_NAME_FROM_CONTENT, PATCHED_DOCSEARCH_VERSION} from '../../../plugins/search/theme/SearchBar/docsearchPatches';

const require = createRequire(import.meta.url);
// The packages export no package.json: find them from their main entry.
const packageRoot = (entry: string, name: string) => {
  const file = require.resolve(entry);
  return file.slice(0, file.lastIndexOf(name) + name.length);
};
const packageDir = packageRoot('@docsearch/react', '@docsearch/react');
/** Like assert.match, without printing the whole minified bundle on failure. */
const contains = (text: string, pattern: RegExp, what: string) => assert.ok(pattern.test(text), `DocSearch changed: ${what} (${pattern})`);
const read = (file: string) => fs.readFileSync(path.join(packageDir, file), 'utf8');

test('the installed DocSearch is the version the patches were written for', () => {
  assert.equal(JSON.parse(read('package.json')).version, PATCHED_DOCSEARCH_VERSION);
});

test('a hit is an <li> carrying the option role, id and aria-selected, around the hit component', () => {
  const modal = read('dist/esm/DocSearchModal.js');
  // The item: <li className="DocSearch-Hit…" {...getItemProps(…)}> <hitComponent hit=…>…
  contains(
    modal,
    /createElement\("li",\w+\(\{className:\["DocSearch-Hit",[^\]]*\]\.filter\(Boolean\)\.join\(" "\)\},\w+\(\{item:\w+,source:/,
    'hit <li> markup',
  );
  contains(
    modal,
    /getItemProps:function\(\w+\)\{[^}]*return \w+\(\{id:\w+\(\w+\.id,"item-"\.concat\(\w+\.__autocomplete_id\),\w+\),role:"option","aria-selected":/,
    'getItemProps',
  );
  // Keyboard scrolling finds the active item by that id (which the link takes over).
  contains(modal, /getElementById\(\w+\(\w+\.id,"item-"\.concat\(\w+\.getState\(\)\.activeItemId\)/, 'scroll by id');
  // Selection styles are keyed on the <li>'s aria-selected (restated in SearchBar/modal.css for the link).
  const css = fs.readFileSync(path.join(packageRoot('@docsearch/css', '@docsearch/css'), 'dist/modal.css'), 'utf8');
  contains(css, /\.DocSearch-Hit\[aria-selected=true\] a\{background-color:var\(--docsearch-hit-highlight-color\)\}/, 'selection styles');
});

test('the button labels itself with the shortcut, and spreads our props after the label', () => {
  const button = read('dist/esm/DocSearchButton.js');
  contains(
    button,
    /"aria-label":\w+\?""\.concat\(\w+," \("\)\.concat\(\w+,"\)"\):\w+,"aria-keyshortcuts":\w+\?\w+:void 0\},\w+,\{ref:\w+\}\)/,
    'button label',
  );
  assert.deepEqual(Object.keys(BUTTON_NAME_FROM_CONTENT), ['aria-label']);
  assert.equal(BUTTON_NAME_FROM_CONTENT['aria-label'], undefined);
});
