import {test} from 'node:test';
import assert from 'node:assert/strict';
import {BUSY_ATTRIBUTE, HYDRATED_ATTRIBUTE, KEPT_ATTRIBUTE, TAPPABLE_SELECTOR, earlyTapsScript} from '../../../plugins/pageSpeed/client/earlyTaps';
import {OWN_EARLY_TAPS_ATTRIBUTE} from '../../../plugins/shared/earlyTaps';

type Listener = (event: {target: unknown}) => void;

/** An element as the inline script sees it: attributes, `closest` for the tappable selector, `click()` recorded. */
function element(name: string, init: {tappable?: boolean; disabled?: boolean; form?: object; own?: boolean; connected?: boolean} = {}) {
  const attributes = new Map<string, string>(init.own ? [[OWN_EARLY_TAPS_ATTRIBUTE, '']] : []);
  const el = {
    name,
    tagName: 'BUTTON',
    disabled: init.disabled ?? false,
    form: init.form ?? null,
    isConnected: init.connected ?? true,
    clicks: 0,
    setAttribute: (n: string, v: string) => attributes.set(n, v),
    removeAttribute: (n: string) => attributes.delete(n),
    hasAttribute: (n: string) => attributes.has(n),
    getAttribute: (n: string) => attributes.get(n) ?? null,
    closest: (selector: string) => (selector === TAPPABLE_SELECTOR && init.tappable !== false ? el : null),
    click: () => (el.clicks += 1),
  };
  return el;
}

/** A page before hydration running the script; `hydrate()` marks <html> as Docusaurus does and runs the timers. */
function page() {
  const html = element('html');
  const listeners = new Map<string, Listener>();
  const observers: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const document = {
    documentElement: html,
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      assert.equal(capture, true, `${type} is listened to in the capture phase`);
      listeners.set(type, listener);
    },
  };
  class FakeObserver {
    constructor(private callback: (records: unknown[], observer: FakeObserver) => void) {}
    observe(target: unknown, options: {attributeFilter: string[]}) {
      assert.equal(target, html);
      assert.deepEqual(options.attributeFilter, [HYDRATED_ATTRIBUTE]);
      observers.push(() => this.callback([], this));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  new Function('document', 'MutationObserver', 'setTimeout', earlyTapsScript())(document, FakeObserver, (f: () => void) => timers.push(f));
  const tap = (target: unknown) => listeners.get('click')!({target});
  const hydrate = () => {
    html.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    [...observers].forEach((notify) => notify());
    timers.splice(0).forEach((run) => run());
  };
  const failScript = () => listeners.get('error')!({target: {tagName: 'SCRIPT'}});
  return {tap, hydrate, failScript, listeners};
}

test('a button tapped before hydration is marked busy and clicked again once the page has hydrated', () => {
  const p = page();
  const menu = element('menu');
  p.tap(menu);
  assert.equal(menu.getAttribute(BUSY_ATTRIBUTE), 'true');
  assert.equal(menu.getAttribute(KEPT_ATTRIBUTE), '', 'dimmed while it waits');
  assert.equal(menu.clicks, 0, 'nothing happens before hydration');
  p.hydrate();
  assert.equal(menu.clicks, 1);
  assert.equal(menu.getAttribute(BUSY_ATTRIBUTE), null);
  assert.equal(menu.getAttribute(KEPT_ATTRIBUTE), null);
});

test('taps are replayed in order, and a second tap on the same button counts once', () => {
  const p = page();
  const order: string[] = [];
  const menu = element('menu');
  const openIn = element('open in');
  for (const el of [menu, openIn]) {
    const click = el.click;
    el.click = () => (order.push(el.name), click());
  }
  p.tap(menu);
  p.tap(openIn);
  p.tap(menu);
  p.hydrate();
  assert.deepEqual(order, ['menu', 'open in']);
});

test('disabled buttons, buttons in a form, buttons that keep their own taps and other elements are left alone', () => {
  const p = page();
  const left = [
    element('disabled', {disabled: true}),
    element('submit', {form: {}}),
    element('search', {own: true}),
    element('paragraph', {tappable: false}),
  ];
  left.forEach((el) => p.tap(el));
  p.hydrate();
  for (const el of left) {
    assert.equal(el.clicks, 0, el.name);
    assert.equal(el.getAttribute(BUSY_ATTRIBUTE), null, el.name);
  }
});

test('after hydration taps are the page’s own; a button gone since is not clicked', () => {
  const p = page();
  const gone = element('replaced', {connected: false});
  p.tap(gone);
  p.hydrate();
  assert.equal(gone.clicks, 0);
  assert.equal(gone.getAttribute(BUSY_ATTRIBUTE), null, 'its mark goes all the same');
  const later = element('later');
  p.tap(later);
  assert.equal(later.getAttribute(BUSY_ATTRIBUTE), null);
  p.hydrate();
  assert.equal(later.clicks, 0);
});

test('when one of the page’s scripts fails to load, the marks go and nothing is kept', () => {
  const p = page();
  const menu = element('menu');
  p.tap(menu);
  p.failScript();
  assert.equal(menu.getAttribute(BUSY_ATTRIBUTE), null);
  const another = element('another');
  p.tap(another);
  assert.equal(another.getAttribute(BUSY_ATTRIBUTE), null, 'a tap after the failure is not kept');
  p.hydrate();
  assert.equal(menu.clicks, 0);
  assert.equal(another.clicks, 0);
});
