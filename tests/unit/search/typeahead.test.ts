import {test} from 'node:test';
import assert from 'node:assert/strict';
import {keepTypedKeys, type KeyEventTarget, type TypeaheadOptions} from '../../../plugins/search/client/typeahead';

type Listener = (event: unknown) => void;
type FakeKey = {key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; isComposing?: boolean; target?: unknown};

const INPUT = {name: 'the modal input'};
const BODY = {name: 'body'};

/** A document that records its capture listeners, and what the typeahead handed over. */
function setUp(initial = '') {
  const listeners = new Map<string, Listener>();
  const target = {
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      assert.equal(capture, true, `${type} is listened to in the capture phase, before the page's own handlers`);
      listeners.set(type, listener);
    },
    removeEventListener: (type: string, listener: Listener) => {
      if (listeners.get(type) === listener) listeners.delete(type);
    },
  } as unknown as KeyEventTarget;
  const handed: Array<{input: unknown; typed: string}> = [];
  let escapes = 0;
  const options: TypeaheadOptions = {
    initial,
    isModalInput: ((t: unknown) => t === INPUT) as TypeaheadOptions['isModalInput'],
    onInputFocused: (input, typed) => handed.push({input, typed}),
    onEscape: () => (escapes += 1),
  };
  const typeahead = keepTypedKeys(target, options);
  const key = (init: FakeKey) => {
    const event = {ctrlKey: false, metaKey: false, altKey: false, target: BODY, prevented: false, stopped: false, ...init} as FakeKey & {
      prevented: boolean;
      stopped: boolean;
    };
    Object.assign(event, {preventDefault: () => (event.prevented = true), stopPropagation: () => (event.stopped = true)});
    listeners.get('keydown')?.(event);
    return event;
  };
  const type = (text: string) => [...text].map((k) => key({key: k}));
  const focus = (t: unknown) => listeners.get('focusin')?.({target: t});
  return {typeahead, key, type, focus, handed, escapes: () => escapes, listening: () => listeners.size};
}

test('characters typed before the input has focus are kept, and handed over once when it takes it', () => {
  const t = setUp();
  const events = t.type('optional keys');
  assert.ok(
    events.every((e) => e.prevented && e.stopped),
    'the page does not get them (Space would scroll it)',
  );
  assert.equal(t.typeahead.text(), 'optional keys');
  t.focus(BODY);
  assert.deepEqual(t.handed, [], 'focus elsewhere is not the input');
  t.focus(INPUT);
  assert.deepEqual(t.handed, [{input: INPUT, typed: 'optional keys'}]);
  assert.equal(t.listening(), 0, 'it stops listening: from here on the input takes the keys');
  t.type('x');
  t.focus(INPUT);
  assert.equal(t.handed.length, 1);
});

test('text typed before hydration comes first; Backspace edits the text kept', () => {
  const t = setUp('null');
  t.type('abx');
  t.key({key: 'Backspace'});
  t.type('le');
  t.focus(INPUT);
  assert.deepEqual(t.handed, [{input: INPUT, typed: 'nullable'}]);
});

test('the input is told even when nothing was typed', () => {
  const t = setUp();
  t.focus(INPUT);
  assert.deepEqual(t.handed, [{input: INPUT, typed: ''}]);
});

test('Enter is held back; shortcuts, Tab, arrows and composed keys go on as usual', () => {
  const t = setUp();
  assert.equal(t.key({key: 'Enter'}).prevented, true, 'a focused link is not followed while search opens');
  for (const init of [
    {key: 'c', ctrlKey: true},
    {key: 'v', metaKey: true},
    {key: 'n', altKey: true},
    {key: 'Tab'},
    {key: 'ArrowDown'},
    {key: 'a', isComposing: true},
  ]) {
    assert.equal(t.key(init).prevented, false, JSON.stringify(init));
  }
  assert.equal(t.typeahead.text(), '');
});

test('Escape takes the request back: the text is forgotten and listening stops', () => {
  const t = setUp();
  t.type('hash');
  t.key({key: 'Escape'});
  assert.equal(t.escapes(), 1);
  assert.equal(t.typeahead.text(), '');
  assert.equal(t.listening(), 0);
  t.focus(INPUT);
  assert.deepEqual(t.handed, []);
});

test('keys in the input itself are left to it; stop() can be called twice', () => {
  const t = setUp();
  assert.equal(t.key({key: 'a', target: INPUT}).prevented, false);
  t.typeahead.stop();
  t.typeahead.stop();
  assert.equal(t.listening(), 0);
});
