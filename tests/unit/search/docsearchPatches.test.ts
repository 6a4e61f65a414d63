/**
 * What our DocSearch patches and lookups (plugins/search/client/docsearch/)
 * rely on, read from the installed packages: their version, every class name
 * in selectors.ts, and for each patch the shipped markup it corrects or
 * attaches to. An upgrade that changes any of it fails here, so the patches
 * are revisited instead of silently doing nothing.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import React, {createElement, Fragment} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {DocSearchButton} from '@docsearch/react/button';
import {parseDocument} from 'htmlparser2';
import {findOne, getAttributeValue, getParent, textContent} from 'domutils';
import type {Element} from 'domhandler';
import {
  DOCSEARCH_CLASS,
  DOCSEARCH_SELECTOR,
  DOCSEARCH_STYLE_CLASS,
  OWN_CLASS,
  PATCHED_DOCSEARCH_VERSION,
} from '../../../plugins/search/client/docsearch/selectors';
import {
  BUTTON_NAME_FROM_CONTENT,
  createHitCountCorrection,
  repairSavedSearches,
  savedSearchParts,
} from '../../../plugins/search/client/docsearch/patches';
import {QUERY_MAX_LENGTH} from '../../../plugins/search/shared/queryFit';
import {MODAL_HITS_PER_PAGE} from '../../../plugins/search/shared/modalLayout';

const ROOT = path.resolve(__dirname, '../../..');
const require = createRequire(import.meta.url);
// The packages export no package.json: find them from their main entry.
const packageRoot = (name: string) => {
  const file = require.resolve(name);
  return file.slice(0, file.lastIndexOf(name) + name.length);
};
const PACKAGES = ['@docsearch/react', '@docsearch/core', '@docsearch/css'] as const;
const readIn = (name: (typeof PACKAGES)[number], file: string) => fs.readFileSync(path.join(packageRoot(name), file), 'utf8');
const distFiles = (name: (typeof PACKAGES)[number], dir: string, ext: string) =>
  fs
    .readdirSync(path.join(packageRoot(name), dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => readIn(name, path.join(dir, f)));

/** Like assert.match, without printing the whole minified bundle on failure. */
const contains = (text: string, pattern: RegExp, what: string) => assert.ok(pattern.test(text), `DocSearch changed: ${what} (${pattern})`);

const modalJs = readIn('@docsearch/react', 'dist/esm/DocSearchModal.js');
const buttonJs = readIn('@docsearch/react', 'dist/esm/DocSearchButton.js');
const shippedJs = [...distFiles('@docsearch/react', 'dist/esm', '.js'), ...distFiles('@docsearch/core', 'dist/esm', '.js')].join('\n');
const shippedCss = distFiles('@docsearch/css', 'dist', '.css').join('\n');

/** Class names in DocSearch's rendered markup: every DocSearch… word of a string literal (class list) in its code. */
const renderedClasses = new Set(Array.from(shippedJs.matchAll(/(?<=["\s])(DocSearch[\w-]*)(?=["\s])/g), (m) => m[1]));
/** Class names @docsearch/css styles. */
const styledClasses = new Set(Array.from(shippedCss.matchAll(/\.(DocSearch[\w-]*)/g), (m) => m[1]));
const missingFrom = (set: Set<string>, names: Record<string, string>) =>
  Object.entries(names)
    .filter(([, name]) => !set.has(name))
    .map(([key, name]) => `${key}: ${name}`);

test("the shortcuts the early-intent script keeps before hydration are the installed DocSearch's own", () => {
  // client/earlyIntent.ts restates them for the time before React runs.
  const keyboardJs = readIn('@docsearch/core', 'dist/esm/useDocSearchKeyboardEvents.js');
  contains(
    keyboardJs,
    /"k"===\(null===\(\w+=\w+\.key\)\|\|void 0===\w+\?void 0:\w+\.toLowerCase\(\)\)&&\(\w+\.metaKey\|\|\w+\.ctrlKey\)/,
    'Ctrl/Cmd+K opens the modal',
  );
  contains(keyboardJs, /"\/"===\w+\.key/, '"/" opens the modal');
  contains(
    keyboardJs,
    /isContentEditable\|\|"INPUT"===\w+\|\|"SELECT"===\w+\|\|"TEXTAREA"===\w+\|\|"BUTTON"===\w+}/,
    '"/" is typing in an editable field or on a button',
  );
});

test('DocSearch shows "No results" for any query without collections, answered or not (theme/SearchBar/answerState.ts hides it until our engine answers none)', () => {
  contains(
    modalJs,
    /\.state\.query\?\w+\.hasCollections\|\|\w+\.canHandleAskAi\?[^]{0,400}?:\w+\.createElement\(\w+,\w+\(\{\},\w+,\{translations:null==\w+\?void 0:\w+\.noResultsScreen\}\)\):/,
    'the no-results screen no longer depends on the collections alone',
  );
});

test('DocSearch picks its start screen only for an empty query, so spaces alone get the results screen (useNoBlankModalQuery empties them)', () => {
  contains(
    modalJs,
    /"error"===\(null===\(\w+=\w+\.state\)\|\|void 0===\w+\?void 0:\w+\.status\)\?\w+\.createElement\(\w+,\{translations:null==\w+\?void 0:\w+\.errorScreen\}\):\w+\.state\.query\?/,
    'the screen is no longer chosen by whether the query is empty',
  );
});

test('DocSearch draws an older answer that arrives before a newer one (theme/SearchBar/useModalSearchClient.ts answers each call with the newest, client/latestAnswer.ts)', () => {
  // autocomplete-core's concurrent-safe promise, bundled: an older answer is kept out only once a newer one has arrived.
  contains(
    modalJs,
    /\(\w+=-1,\w+=-1,\w+=void 0,function\(\w+\)\{var (\w+)=\+\+\w+;return Promise\.resolve\(\w+\)\.then\(function\(\w+\)\{return \w+&&\1<\w+\?\w+:\(\w+=\1,\w+=\w+,\w+\)\}\)\}\)/,
    'the answers DocSearch draws are no longer every one that arrives before a newer one',
  );
});

test("DocSearch's own focus trap lists the modal's controls once, when it mounts (theme/SearchBar/useFocusTrap.ts covers those added later)", () => {
  contains(
    modalJs,
    /\.querySelectorAll\("a\[href\]:not\(\[disabled\]\), button:not\(\[disabled\]\), input:not\(\[disabled\]\)"\),\w+=\w+\[0\],\w+=\w+\[\w+\.length-1\]/,
    'the focus trap no longer takes its first and last control at mount',
  );
});

test('the installed DocSearch packages are the version the patches were written for', () => {
  for (const name of PACKAGES) assert.equal(JSON.parse(readIn(name, 'package.json')).version, PATCHED_DOCSEARCH_VERSION, name);
});

test('every class we find DocSearch elements by is in its rendered markup', () => {
  assert.deepEqual(missingFrom(renderedClasses, DOCSEARCH_CLASS), [], 'DocSearch no longer renders these classes');
});

test('every DocSearch class our screens wear is styled by @docsearch/css', () => {
  assert.deepEqual(missingFrom(styledClasses, DOCSEARCH_STYLE_CLASS), [], '@docsearch/css no longer styles these classes');
});

test('our DocSearch-like class names are not DocSearch’s own', () => {
  const taken = Object.entries(OWN_CLASS).filter(([, name]) => renderedClasses.has(name) || styledClasses.has(name));
  assert.deepEqual(taken, [], 'DocSearch now uses these names itself');
});

test('every selector is built from the class names above', () => {
  const known = new Set<string>([...Object.values(DOCSEARCH_CLASS), ...Object.values(OWN_CLASS)]);
  for (const [key, selector] of Object.entries(DOCSEARCH_SELECTOR)) {
    const classes = Array.from(selector.matchAll(/\.([\w-]+)/g), (m) => m[1]);
    assert.ok(classes.length > 0, key);
    for (const name of classes) assert.ok(known.has(name), `${key} (${selector}) uses ${name}, not in selectors.ts`);
  }
});

/** The site's own TS and CSS: plugins/ and src/. */
function siteFiles(ext: RegExp): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (ext.test(entry.name)) out.push(rel);
    }
  };
  for (const dir of ['plugins', 'src']) walk(dir);
  return out;
}

test('no DocSearch class name is written in the site’s TypeScript outside plugins/search/client/docsearch/', () => {
  const folder = path.join('plugins', 'search', 'client', 'docsearch') + path.sep;
  const offenders = siteFiles(/\.tsx?$/)
    .filter((file) => !file.startsWith(folder))
    .filter((file) => /["'`]\.?DocSearch-/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  assert.deepEqual(offenders, [], 'use the constants of plugins/search/client/docsearch/selectors.ts');
});

test('every DocSearch class in the site’s CSS is DocSearch’s or one of ours', () => {
  const own = new Set<string>(Object.values(OWN_CLASS));
  const unknown: string[] = [];
  for (const file of siteFiles(/\.css$/)) {
    for (const [, name] of fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\.(DocSearch-[\w-]+)/g)) {
      if (!renderedClasses.has(name) && !styledClasses.has(name) && !own.has(name)) unknown.push(`${file}: ${name}`);
    }
  }
  assert.deepEqual(unknown, []);
});

// The modal rendered by the installed package, as its first paint in the
// browser (server rendering runs no effects): the markup the patches meet.
let modalDom: ReturnType<typeof parseDocument> | undefined;
async function renderedModal() {
  if (modalDom) return modalDom;
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    clear: () => store.clear(),
    key: () => null,
    length: 0,
  };
  // What the modal reads from the browser while rendering.
  Object.assign(globalThis, {
    window: globalThis,
    localStorage: storage,
    sessionStorage: storage,
    location: new URL('https://example.org/'),
    getSelection: () => ({toString: () => ''}),
    matchMedia: () => ({matches: false, addEventListener() {}, removeEventListener() {}}),
  });
  if (!('navigator' in globalThis)) Object.assign(globalThis, {navigator: {userAgent: 'node', platform: 'Linux'}});
  const {DocSearchModal} = await import('@docsearch/react/modal');
  const html = renderToStaticMarkup(
    createElement(DocSearchModal, {
      appId: 'a',
      apiKey: 'b',
      indexName: 'c',
      insights: false,
      initialScrollY: 0,
      onClose: () => undefined,
      onAskAiToggle: () => undefined,
    }),
  );
  modalDom = parseDocument(html);
  return modalDom;
}
const byClass = (root: ReturnType<typeof parseDocument>, className: string): Element => {
  const found = findOne((el) => (getAttributeValue(el, 'class') ?? '').split(/\s+/).includes(className), root.children);
  assert.ok(found, `DocSearch changed: no .${className} in the rendered modal`);
  return found;
};
const parentOf = (el: Element) => getParent(el) as Element | null;

test('dialog semantics: the backdrop is a focusable button around a panel without a dialog role, with a <footer>', async () => {
  const dom = await renderedModal();
  const container = byClass(dom, DOCSEARCH_CLASS.container);
  // What correctModalSemantics removes: if DocSearch fixes it, drop the patch.
  assert.equal(getAttributeValue(container, 'role'), 'button');
  assert.equal(getAttributeValue(container, 'tabindex'), '0');
  assert.equal(getAttributeValue(container, 'aria-expanded'), 'true');
  const modal = byClass(dom, DOCSEARCH_CLASS.modal);
  assert.equal(parentOf(modal), container, 'the panel is the backdrop’s child (containerOf uses closest())');
  assert.equal(getAttributeValue(modal, 'role'), undefined);
  assert.equal(getAttributeValue(modal, 'aria-modal'), undefined);
  const footer = byClass(dom, DOCSEARCH_CLASS.footer);
  assert.equal(footer.name, 'footer', 'the key hints are a <footer> (a landmark without role="none")');
});

test('portal host: the header and the footer are children of the panel, the input inside the header', async () => {
  const dom = await renderedModal();
  const modal = byClass(dom, DOCSEARCH_CLASS.modal);
  // placeBeforeFooter and placeAfterSearchBar insert next to them with modal.insertBefore.
  assert.equal(parentOf(byClass(dom, DOCSEARCH_CLASS.searchBar)), modal);
  assert.equal(parentOf(byClass(dom, DOCSEARCH_CLASS.footer)), modal);
  const input = byClass(dom, DOCSEARCH_CLASS.input);
  assert.equal(input.name, 'input');
  let inHeader = false;
  for (let el: Element | null = input; el; el = parentOf(el)) inHeader ||= el === byClass(dom, DOCSEARCH_CLASS.searchBar);
  assert.ok(inHeader, 'the input is inside the header');
});

test('portal host: the no-results heading is a child of the no-results screen (placeAfterTitle)', () => {
  contains(
    modalJs,
    /createElement\("div",\{className:"DocSearch-NoResults "\.concat\([^)]*\)\},\w+\.createElement\("div",\{className:"DocSearch-Screen-Icon"\},\w+\.createElement\(\w+,null\)\),\w+\.createElement\("p",\{className:"DocSearch-Title"\}/,
    'no-results screen markup',
  );
});

test('selected text: DocSearch opens with the page selection, up to 512 characters with its line breaks, unless given an initial query (SearchBar passes it one line, cut)', () => {
  contains(
    modalJs,
    /(\w+)=\w+\.useRef\("undefined"!=typeof window\?window\.getSelection\(\)\.toString\(\)\.slice\(0,512\):""\)\.current,\w+=\w+\.useRef\(\w+\|\|\1\)\.current/,
    'the selection as the initial query, when none is given',
  );
});

test('limited input: DocSearch sets maxLength 512 once, above our cap', async () => {
  const dom = await renderedModal();
  assert.equal(getAttributeValue(byClass(dom, DOCSEARCH_CLASS.input), 'maxlength'), '512');
  // A constant prop: React never writes it again, so our DOM override sticks.
  contains(modalJs, /getInputProps\(\{inputElement:\w+\.inputRef\.current,autoFocus:\w+\.autoFocus,maxLength:512\}\)/, 'constant maxLength');
  assert.ok(QUERY_MAX_LENGTH < 512);
});

test('link-as-option: a hit is an <li> carrying the option role, id and aria-selected, around the hit component', () => {
  // The item: <li className="DocSearch-Hit…" {...getItemProps(…)}> <hitComponent hit=…>…
  contains(
    modalJs,
    /createElement\("li",\w+\(\{className:\["DocSearch-Hit",[^\]]*\]\.filter\(Boolean\)\.join\(" "\)\},\w+\(\{item:\w+,source:/,
    'hit <li> markup',
  );
  contains(
    modalJs,
    /getItemProps:function\(\w+\)\{[^}]*return \w+\(\{id:\w+\(\w+\.id,"item-"\.concat\(\w+\.__autocomplete_id\),\w+\),role:"option","aria-selected":/,
    'getItemProps',
  );
  // Keyboard scrolling finds the active item by that id (which the link takes over).
  contains(modalJs, /getElementById\(\w+\(\w+\.id,"item-"\.concat\(\w+\.getState\(\)\.activeItemId\)/, 'scroll by id');
  // Selection styles are keyed on the <li>'s aria-selected (restated in SearchBar/modal.css for the link).
  contains(shippedCss, /\.DocSearch-Hit\[aria-selected=true\] a\{background-color:var\(--docsearch-hit-highlight-color\)\}/, 'selection styles');
});

test('button name: DocSearch labels the button with the shortcut, and our props spread after the label remove it', () => {
  contains(
    buttonJs,
    /"aria-label":\w+\?""\.concat\(\w+," \("\)\.concat\(\w+,"\)"\):\w+,"aria-keyshortcuts":\w+\?\w+:void 0\},\w+,\{ref:\w+\}\)/,
    'button label',
  );
  assert.deepEqual(Object.keys(BUTTON_NAME_FROM_CONTENT), ['aria-label']);
  assert.equal(BUTTON_NAME_FROM_CONTENT['aria-label'], undefined);
  // Rendered: DocSearch's own label differs from the visible text; ours leaves the visible text as the name.
  const render = (props: object) =>
    parseDocument(renderToStaticMarkup(createElement(DocSearchButton, {translations: {buttonText: 'Search'}, ...props})));
  const plain = byClass(render({}), 'DocSearch-Button');
  assert.match(getAttributeValue(plain, 'aria-label') ?? '', /^Search \(.+\)$/);
  const patched = byClass(render(BUTTON_NAME_FROM_CONTENT), 'DocSearch-Button');
  assert.equal(getAttributeValue(patched, 'aria-label'), undefined);
  assert.ok(getAttributeValue(patched, 'aria-keyshortcuts'), 'the shortcut is still announced');
  assert.equal(textContent(patched).trim(), 'Search');
});

test('our screens: DocSearch 4.7 draws no start screen and never fills its suggestion list', () => {
  // EmptyStartScreen draws "No recent searches": DocSearch has no start screen of its own to show.
  assert.ok(!renderedClasses.has(DOCSEARCH_STYLE_CLASS.startScreen), 'DocSearch now renders a start screen');
  // NoResultsSuggestions: 4.7 spreads the suggestions into an object, whose .length is undefined.
  contains(modalJs, /searchSuggestions:\w+\(\w+\(\{\},null!==\(\w+=\w+\.context\.searchSuggestions\)/, 'suggestions kept in an object');
  contains(
    modalJs,
    /\w+&&\w+\.length>0&&\w+\.createElement\("div",\{className:"DocSearch-NoResults-Prefill-List"\}/,
    'suggestion list shown by length',
  );
});

test('combobox: DocSearch gives the combobox role and states to the root, and the input inline completion and no role', () => {
  contains(
    modalJs,
    /getRootProps:function\(\w+\)\{return \w+\(\{role:"combobox","aria-expanded":[^,]+,"aria-haspopup":"listbox","aria-controls":/,
    'the combobox props on the root',
  );
  contains(modalJs, /"aria-autocomplete":"both","aria-activedescendant":/, 'the input promises inline completion');
});

test('result groups: a group title is drawn right before its list, which getListProps labels by the search box', () => {
  contains(
    modalJs,
    /createElement\("div",\{className:"DocSearch-Hit-source"\},\w+\),\w+\.createElement\("ul",\w+\.getListProps\(/,
    'group title then its list',
  );
  contains(
    modalJs,
    /getListProps:function\(\w+\)\{.{0,80}?role:"listbox","aria-labelledby":\w+\(\w+\.id,"label"\)/,
    'lists labelled by the search box',
  );
});

test('grouped rows: a page of hits is grouped by title, the highlighted lvl0 without its marks, at most maxResultsPerGroup a group, then by page (lvl1) within a group', () => {
  // What client/docsearchClient.ts keepFirstRows titles later groups by, and what tests/support/docsearchRows.ts mirrors.
  contains(
    modalJs,
    /function [\w$]+\(e,t,n\)\{return e\.reduce\(function\(e,r\)\{var u=t\(r\);return e\.hasOwnProperty\(u\)\|\|\(e\[u\]=\[\]\),e\[u\]\.length<\(n\|\|5\)&&e\[u\]\.push\(r\),e\},\{\}\)\}/,
    'groups in order of their first item, each kept to its first n items',
  );
  contains(
    modalJs,
    /if\(!r\.__docsearch_parent&&!e\._highlightResult\)return e\.hierarchy\.lvl0;.{0,300}?u\.value\.replace\([\w$]+,""\):u\.value:e\.hierarchy\.lvl0\}/,
    "a group's title is its highlighted lvl0 without marks, else its lvl0",
  );
  contains(
    modalJs,
    /[\w$]+\([\w$]+\([\w$]+\),function\(e\)\{return [\w$]+\(e\)\},[\w$]+\)/,
    'hits grouped by that title, maxResultsPerGroup a group',
  );
  contains(modalJs, /[\w$]+\(e,function\(e\)\{return e\.hierarchy\.lvl1\},[\w$]+\)\)\.map/, 'within a group, hits gathered by page');
  // The page the modal asks for unless told otherwise; tools/relevance/modalRows.ts replays pages of this size.
  contains(
    modalJs,
    new RegExp(`hitsPerPage:null!==\\(\\w+=null==\\w+\\?void 0:\\w+\\.hitsPerPage\\)&&void 0!==\\w+\\?\\w+:${MODAL_HITS_PER_PAGE}[,}]`),
    `a page of ${MODAL_HITS_PER_PAGE} hits by default`,
  );
});

test('active option: the input names the item whose number is active while open, whether or not that item is drawn', () => {
  // `"aria-activedescendant": isOpen && activeItemId !== null ? id + "-item-" + activeItemId : undefined`: nothing checks
  // that an item of that number is on screen (after the last saved search is removed, none is).
  contains(
    modalJs,
    /"aria-activedescendant":(\w+)\.getState\(\)\.isOpen&&null!==\1\.getState\(\)\.activeItemId\?\w+\(\w+\.id,"item-"\.concat\(\1\.getState\(\)\.activeItemId\)/,
    'active descendant from the active number alone',
  );
});

test('blocked storage: DocSearch reads window.localStorage outside a try/catch', () => {
  contains(modalJs, /if\("undefined"!=typeof window&&window\.localStorage\)\{/, 'unguarded storage read');
});

/** A Storage whose entries are `store`'s, as repairSavedSearches reads and writes them. */
function storageOver(store: Map<string, string>): Storage {
  return {
    get length() {
      return store.size;
    },
    key: (i: number) => [...store.keys()][i] ?? null,
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  } as unknown as Storage;
}

test('saved searches: DocSearch saves a hit without its highlights and draws it from its own fields as HTML; raw entries are escaped in place', () => {
  // The Snippet: `dangerouslySetInnerHTML: {__html: get(hit, "_snippetResult." + attribute + ".value") || get(hit, attribute)}`.
  contains(
    modalJs,
    /dangerouslySetInnerHTML:\{__html:\w+\(\w+,"_snippetResult\."\.concat\(\w+,"\.value"\)\)\|\|\w+\(\w+,\w+\)\}/,
    'the snippet falls back to the raw field, as HTML',
  );
  // Saving drops `_highlightResult` and `_snippetResult`; the keys are these.
  contains(modalJs, /\["_highlightResult","_snippetResult"\]/, 'highlights dropped from a saved hit');
  contains(modalJs, /"__DOCSEARCH_RECENT_SEARCHES__"\.concat/, 'the recent searches key');
  contains(modalJs, /"__DOCSEARCH_FAVORITE_SEARCHES__"\.concat/, 'the favourite searches key');

  const raw = {
    objectID: 'a',
    url: '/katachi/docs/Features/Arrays#x',
    type: 'lvl2',
    hierarchy: {lvl0: 'Features', lvl1: 'Arrays', lvl2: 'Shows <img src=x onerror=alert(1)> & more'},
    content: '<b>x</b>',
  };
  const escaped = {
    objectID: 'b',
    url: '/katachi/docs/Features/Hashes#y',
    type: 'lvl2',
    hierarchy: {lvl0: 'Features', lvl1: 'Hashes', lvl2: 'A &amp; B'},
    content: null,
  };
  const store = new Map<string, string>([
    ['__DOCSEARCH_FAVORITE_SEARCHES__katachi', '{not json'],
    ['__DOCSEARCH_RECENT_SEARCHES__katachi', JSON.stringify([raw, escaped])],
    ['other', JSON.stringify([raw])],
  ]);
  repairSavedSearches(storageOver(store));
  const [first, second] = JSON.parse(store.get('__DOCSEARCH_RECENT_SEARCHES__katachi')!);
  assert.equal(first.hierarchy.lvl2, 'Shows &lt;img src=x onerror=alert(1)&gt; &amp; more');
  assert.equal(first.content, '&lt;b&gt;x&lt;/b&gt;');
  assert.equal(first.objectID, 'a', 'kept, not dropped');
  assert.deepEqual(second, escaped, 'an entry already escaped is left as it is');
  assert.equal(store.get('__DOCSEARCH_FAVORITE_SEARCHES__katachi'), '{not json', 'what cannot be read is left to DocSearch');
  assert.equal(store.get('other'), JSON.stringify([raw]), 'other keys are not ours');
});

test('saved searches: DocSearch draws an entry without a check, so one it cannot draw is dropped (it would crash the page at each opening)', () => {
  // Each saved hit is drawn from `t.hierarchy[t.type]`, unguarded: no hierarchy, or a null entry, throws.
  contains(
    modalJs,
    /\{className:"DocSearch-Hit-Container"\},\w+\(\{item:\w+,index:\w+\}\),\w+\.hierarchy\[\w+\.type\]&&"lvl1"===\w+\.type/,
    'the unguarded read',
  );
  const good = {objectID: 'g', url: '/katachi/docs/FAQ#a', type: 'lvl2', hierarchy: {lvl0: 'FAQ', lvl1: 'FAQ', lvl2: 'A'}, content: null};
  const text = {objectID: 't', url: '/katachi/docs/FAQ#b', type: 'content', hierarchy: {lvl0: 'FAQ', lvl1: 'FAQ'}, content: 'Some text'};
  const damaged = [
    null,
    1,
    'x',
    true,
    {},
    {objectID: 'a', url: '/katachi/docs/GettingStarted'},
    {...good, hierarchy: null},
    {...good, type: 'weird'},
    {...good, type: 'lvl3'},
    {...good, url: 7},
    {...text, content: null},
    {...good, hierarchy: {lvl0: 'FAQ', lvl1: {nested: 1}, lvl2: 'A'}},
  ];
  const store = new Map([['__DOCSEARCH_FAVORITE_SEARCHES__katachi', JSON.stringify([damaged[0], good, ...damaged.slice(1), text])]]);
  repairSavedSearches(storageOver(store));
  assert.deepEqual(JSON.parse(store.get('__DOCSEARCH_FAVORITE_SEARCHES__katachi')!), [good, text], 'the drawable entries kept, in their order');
});

test('saved search actions: the hit’s last part is its action, a recent search’s Save then Remove, a favourite’s Remove; Alt+Enter is left alone', () => {
  // The hit: <div className="DocSearch-Hit-Container">{renderIcon(…)}{…content wrappers}{renderAction({item})}</div>.
  contains(
    modalJs,
    /createElement\("div",\{className:"DocSearch-Hit-Container"\},\w+\(\{item:\w+,index:\w+\}\),[^]*?,\w+\(\{item:\w+\}\)\)\)\)\}function/,
    'the action drawn last in the hit',
  );
  const button = (what: string) =>
    String.raw`\w+\.createElement\("div",\{className:"DocSearch-Hit-action"\},\w+\.createElement\("button",\{className:"DocSearch-Hit-action-button",title:\w+,type:"submit",onClick:function\(\w+\)\{\w+\.preventDefault\(\),\w+\.stopPropagation\(\),${what}`;
  const recent = String.raw`renderAction:function\(\w+\)\{var \w+=\w+\.item;return \w+\.createElement\(\w+\.Fragment,null,`;
  contains(
    modalJs,
    new RegExp(
      `${recent}${button(String.raw`\w+\.favoriteSearches\.add\(\w+\),\w+\.recentSearches\.remove\(\w+\)`)}[^]{0,120}?${button(String.raw`\w+\.recentSearches\.remove\(\w+\),\w+\.refresh\(\)\}`)}`,
    ),
    "a recent search's Save, then Remove",
  );
  contains(
    modalJs,
    new RegExp(
      String.raw`renderAction:function\(\w+\)\{var \w+=\w+\.item;return ${button(String.raw`\w+\.favoriteSearches\.remove\(\w+\),\w+\.refresh\(\)\}`)}`,
    ),
    "a favourite's Remove",
  );
  // A press on an item (its buttons included) never takes focus from the search box.
  contains(modalJs, /getItemProps:function\(\w+\)\{[^]{0,900}?onMouseDown:function\((\w+)\)\{\1\.preventDefault\(\)\}/, 'item presses keep focus');
  // The Enter handler: Ctrl/Cmd opens a tab, Shift a window, Alt nothing.
  contains(modalJs, /navigateNewWindow\(\{itemUrl:\w+,item:\w+,state:\w+\.getState\(\)\}\)\);else if\(\w+\.altKey\);else\{/, 'Alt+Enter left alone');
  for (const key of ['saveRecentSearchButtonTitle', 'removeRecentSearchButtonTitle', 'removeFavoriteSearchButtonTitle']) {
    contains(modalJs, new RegExp(`\\w+\\.${key},`), `the ${key} translation`);
  }

  // Trees shaped like DocSearch's hits: a recent search, a favourite, a result.
  const h = createElement;
  const action = (title: string) =>
    h('div', {className: 'DocSearch-Hit-action'}, h('button', {className: 'DocSearch-Hit-action-button', title}, 'x'));
  const hit = (last: React.ReactNode) =>
    h(
      'div',
      {className: 'DocSearch-Hit-Container'},
      h('div', {className: 'DocSearch-Hit-icon'}),
      h('div', {className: 'DocSearch-Hit-content-wrapper'}, 'Arrays'),
      last,
    );
  const recentParts = savedSearchParts(hit(h(Fragment, null, action('Save'), action('Remove'))));
  assert.ok(recentParts);
  assert.equal(recentParts.keys, 'Alt+Enter Delete');
  assert.match(recentParts.hint, /^Alt\+Enter saves this search; Delete removes it/);
  const entry = renderToStaticMarkup(h(Fragment, null, recentParts.entry));
  assert.ok(!entry.includes('<button') && entry.includes('Arrays') && entry.startsWith('<div class="DocSearch-Hit-Container">'), entry);
  assert.equal(
    renderToStaticMarkup(h(Fragment, null, recentParts.actions)),
    '<div class="DocSearch-Hit-action"><button class="DocSearch-Hit-action-button" title="Save" tabindex="-1">x</button></div>' +
      '<div class="DocSearch-Hit-action"><button class="DocSearch-Hit-action-button" title="Remove" tabindex="-1">x</button></div>',
  );
  const favoriteParts = savedSearchParts(hit(action('Remove')));
  assert.equal(favoriteParts?.keys, 'Delete');
  assert.match(favoriteParts?.hint ?? '', /^Delete removes this search from favorites/);
  assert.equal(savedSearchParts(hit(h('div', {className: 'DocSearch-Hit-action'}, h('svg')))), null, 'a result has no buttons');
  assert.equal(savedSearchParts('text'), null);
});

test('hit count: DocSearch adds each answer’s nbHits to the open modal’s running total, which the correction undoes', () => {
  // `if(nbHits){const total=context.nbHits; setContext({nbHits:(total ?? 0)+nbHits})}`
  contains(modalJs, /if\(\w+\)\{var \w+=\w+\.context\.nbHits;\w+\(\{nbHits:\(null!=\w+\?\w+:0\)\+\w+\}\)\}/, 'running nbHits total');
  // Answers out of order: DocSearch adds each to the total it held when that query was sent.
  const correction = createHitCountCorrection();
  let total = 0;
  const send = () => ({held: total, asked: correction.asked()});
  const receive = (sent: {held: number; asked: number}, nbHits: number) => {
    const reported = correction.answered(sent.asked, nbHits);
    if (reported) total = sent.held + reported; // what DocSearch does with it
    assert.equal(total, nbHits);
  };
  const h = send();
  receive(h, 120);
  const ha = send();
  const has = send();
  receive(ha, 80);
  receive(has, 70);
  const hash = send();
  receive(hash, 68);
  receive(send(), 68);
  receive(send(), 0);
});
