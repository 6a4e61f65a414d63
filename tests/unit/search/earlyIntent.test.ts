import {test} from 'node:test';
import assert from 'node:assert/strict';
import {BUSY_ATTRIBUTE, EARLY_INTENT_KEY, earlyIntentScript, takeEarlyIntent, type EarlyIntent} from '../../../plugins/search/client/earlyIntent';
import {DOCSEARCH_SELECTOR} from '../../../plugins/search/client/docsearch/selectors';

const SEARCH_BUTTON_SELECTOR = DOCSEARCH_SELECTOR.button;

type Listener = (event: FakeEvent) => void;
type FakeEvent = {
  target: unknown;
  key?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
  defaultPrevented: boolean;
  propagationStopped: boolean;
  preventDefault(): void;
  stopPropagation(): void;
};

/** A page as the inline script sees it before hydration: a document with the search button and a field. */
function page() {
  const attributes = new Map<string, string>();
  const button = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    closest: (selector: string) => (selector === SEARCH_BUTTON_SELECTOR ? button : null),
    tagName: 'BUTTON',
  };
  const field = {tagName: 'INPUT', closest: () => null};
  const body = {tagName: 'BODY', closest: () => null};
  const listeners = new Map<string, Listener>();
  const document = {
    querySelector: (selector: string) => (selector === SEARCH_BUTTON_SELECTOR ? button : null),
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      assert.equal(capture, true, `${type} is listened to in the capture phase, before any other handler`);
      listeners.set(type, listener);
    },
  };
  const window: Record<string, unknown> = {};
  new Function('window', 'document', earlyIntentScript())(window, document);
  const dispatch = (type: string, init: Partial<FakeEvent>) => {
    const event: FakeEvent = {
      target: body,
      defaultPrevented: false,
      propagationStopped: false,
      preventDefault: () => (event.defaultPrevented = true),
      stopPropagation: () => (event.propagationStopped = true),
      ...init,
    };
    listeners.get(type)!(event);
    return event;
  };
  return {window, button, field, body, busy: () => attributes.get(BUSY_ATTRIBUTE), state: () => window[EARLY_INTENT_KEY] as EarlyIntent, dispatch};
}

/** takeEarlyIntent reads the browser's `window`: lend it the fake page's for one call. */
function take(p: ReturnType<typeof page>): string | null {
  const global = globalThis as {window?: unknown};
  global.window = p.window;
  try {
    return takeEarlyIntent(p.button as unknown as Element);
  } finally {
    delete global.window;
  }
}

test('a click on the search button is kept and marks the button busy; the search bar takes it once', () => {
  const p = page();
  p.dispatch('click', {target: p.button});
  assert.deepEqual(p.state(), {open: true, ready: false, failed: false, typed: ''});
  assert.equal(p.busy(), 'true');
  assert.equal(take(p), '', 'a request, with nothing typed');
  assert.equal(p.busy(), undefined);
  assert.equal(take(p), null, 'a second mount does not open it again');
});

test('a click elsewhere is not a request', () => {
  const p = page();
  p.dispatch('click', {target: p.body});
  assert.equal(p.state().open, false);
  assert.equal(take(p), null);
});

test('Ctrl+K and Cmd+K are kept, and the browser does not get them', () => {
  for (const modifier of ['ctrlKey', 'metaKey'] as const) {
    const p = page();
    const event = p.dispatch('keydown', {key: 'K', [modifier]: true});
    assert.equal(event.defaultPrevented, true);
    assert.equal(p.state().open, true);
  }
  const plain = page();
  const event = plain.dispatch('keydown', {key: 'k'});
  assert.equal(event.defaultPrevented, false, 'a plain k is typing');
  assert.equal(plain.state().open, false);
});

test('"/" is a request outside a field or button, and a character inside one', () => {
  const p = page();
  const inField = p.dispatch('keydown', {key: '/', target: p.field});
  assert.equal(inField.defaultPrevented, false);
  assert.equal(p.state().open, false);
  const onButton = p.dispatch('keydown', {key: '/', target: {tagName: 'BUTTON', closest: () => null}});
  assert.equal(onButton.defaultPrevented, false, 'as DocSearch does, a button counts as typing');
  const outside = p.dispatch('keydown', {key: '/', target: p.body});
  assert.equal(outside.defaultPrevented, true);
  assert.equal(p.state().open, true);
});

test('Escape takes back a waiting request', () => {
  const p = page();
  p.dispatch('click', {target: p.button});
  p.dispatch('keydown', {key: 'Escape'});
  assert.equal(p.state().open, false);
  assert.equal(p.busy(), undefined);
  assert.equal(take(p), null);
});

test('while a request waits, characters and Backspace edit its text instead of reaching the page', () => {
  const p = page();
  p.dispatch('keydown', {key: 'k', ctrlKey: true});
  const typed = [...'nullablee'].map((key) => p.dispatch('keydown', {key}));
  assert.ok(typed.every((event) => event.defaultPrevented && event.propagationStopped));
  p.dispatch('keydown', {key: 'Backspace'});
  p.dispatch('keydown', {key: ' '});
  p.dispatch('keydown', {key: '/', target: p.body});
  assert.equal(p.state().open, true, '"/" is text now, not a second request');
  assert.equal(p.dispatch('keydown', {key: 'Enter'}).defaultPrevented, true, 'Enter does not follow a focused link meanwhile');
  assert.equal(p.dispatch('keydown', {key: 'c', ctrlKey: true}).defaultPrevented, false, 'shortcuts stay the browser’s');
  assert.equal(p.dispatch('keydown', {key: 'Tab'}).defaultPrevented, false);
  assert.equal(p.dispatch('keydown', {key: 'a', isComposing: true}).defaultPrevented, false, 'an input method composes on');
  assert.equal(p.dispatch('keydown', {key: 'k', metaKey: true}).defaultPrevented, true, 'a second Cmd+K is still not the browser’s');
  assert.equal(take(p), 'nullable /');
});

test('characters typed with no request waiting are the page’s', () => {
  const p = page();
  const event = p.dispatch('keydown', {key: 'a'});
  assert.equal(event.defaultPrevented, false);
  assert.equal(p.state().typed, '');
});

test('Escape forgets the text of the request it takes back', () => {
  const p = page();
  p.dispatch('click', {target: p.button});
  p.dispatch('keydown', {key: 'x'});
  p.dispatch('keydown', {key: 'Escape'});
  p.dispatch('click', {target: p.button});
  assert.equal(take(p), '');
});

test('once the search bar has mounted, the script steps aside for DocSearch', () => {
  const p = page();
  assert.equal(take(p), null);
  p.dispatch('click', {target: p.button});
  const event = p.dispatch('keydown', {key: 'k', ctrlKey: true});
  assert.equal(event.defaultPrevented, false);
  assert.equal(p.state().open, false);
  assert.equal(p.busy(), undefined);
});

test("when one of the page's scripts fails to load, the button is no longer busy and keys go to the browser", () => {
  const p = page();
  p.dispatch('click', {target: p.button});
  p.dispatch('error', {target: {tagName: 'IMG', closest: () => null}});
  assert.equal(p.busy(), 'true', 'an image that fails is not the page failing');
  p.dispatch('error', {target: {tagName: 'SCRIPT', closest: () => null}});
  assert.equal(p.busy(), undefined);
  assert.equal(p.state().open, false);
  p.dispatch('click', {target: p.button});
  assert.equal(p.busy(), undefined, 'a later click is not marked as waiting for a page that will not come');
  const event = p.dispatch('keydown', {key: 'k', ctrlKey: true});
  assert.equal(event.defaultPrevented, false);
});

test('a page without the inline script (a page outside this site) opens nothing', () => {
  assert.equal(take({...page(), window: {}}), null);
});
