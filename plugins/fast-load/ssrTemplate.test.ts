import assert from 'node:assert/strict';
import {test, type TestContext} from 'node:test';
import {LOADER_SCRIPT, REPLAY_HOLD_MS} from './ssrTemplate.ts';

// The loader's hold of the keys, run on a page reduced to what it reads; the
// browser tests (e2e/replay.spec.ts, e2e/hostile-shortcuts.spec.ts) run it on
// the built site.

/** `Node.compareDocumentPosition` bits the loader reads. */
const PRECEDING = 2;
const CONTAINED_BY_FOLLOWING = 16 | 4;

interface FakeEvent {
  target: unknown;
  key?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  held: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

/** Runs the loader on a page with a <main>; returns what the reader does. */
function page(t: TestContext) {
  t.mock.timers.enable({apis: ['setTimeout']});
  const listeners = new Map<string, ((event: FakeEvent) => void)[]>();
  const listen = (type: string, listener: (event: FakeEvent) => void) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const main = {
    compareDocumentPosition: (other: {position: number}) => other.position,
  };
  // The field the loader focuses for text typed after the search button.
  const field = {
    value: '',
    style: {cssText: ''},
    setAttribute() {},
    focus() {
      document.activeElement = field;
    },
    remove() {},
  };
  const document = {
    activeElement: null as unknown,
    body: {appendChild() {}},
    createElement: () => field,
    currentScript: {getAttribute: () => ''},
    documentElement: {getAttribute: () => null},
    visibilityState: 'visible',
    addEventListener: () => {},
    querySelector: (selector: string) => (selector === 'main' ? main : null),
    querySelectorAll: () => [],
  };
  class Observer {
    static supportedEntryTypes = ['paint'];
    observe() {}
  }
  new Function(
    'document',
    'window',
    'addEventListener',
    'MutationObserver',
    'PerformanceObserver',
    'Node',
    LOADER_SCRIPT,
  )(document, {PerformanceObserver: Observer}, listen, Observer, Observer, {
    DOCUMENT_POSITION_PRECEDING: PRECEDING,
  });
  const dispatch = (type: string, event: Partial<FakeEvent>): FakeEvent => {
    const full: FakeEvent = {
      target: {closest: () => null},
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      held: false,
      preventDefault() {
        this.held = true;
      },
      stopPropagation() {},
      ...event,
    };
    for (const listener of listeners.get(type) ?? []) listener(full);
    return full;
  };
  return {
    /** Clicks a button with aria-haspopup, before <main> or in its content. */
    clickPopupButton(position: number) {
      const button = {
        position,
        textContent: 'Search',
        isConnected: true,
        focus() {},
        hasAttribute: (name: string) => name === 'aria-haspopup',
      };
      dispatch('click', {target: {closest: () => button}});
    },
    /** Whether a key pressed now is held back for the app. */
    keyHeld: (key: string) => dispatch('keydown', {key}).held,
    wait: (ms: number) => t.mock.timers.tick(ms),
  };
}

test(`the keys after a click on the site’s search button are held for REPLAY_HOLD_MS (${REPLAY_HOLD_MS} ms) at most, then do what the browser does`, (t) => {
  const reader = page(t);
  reader.clickPopupButton(PRECEDING);
  assert.equal(reader.keyHeld('r'), true);
  reader.wait(REPLAY_HOLD_MS - 1);
  assert.equal(reader.keyHeld('Tab'), true);
  reader.wait(1);
  assert.equal(reader.keyHeld('Tab'), false);
  assert.equal(reader.keyHeld('End'), false);
  // A new request is held afresh, for as long.
  reader.clickPopupButton(PRECEDING);
  assert.equal(reader.keyHeld('PageDown'), true);
  reader.wait(REPLAY_HOLD_MS);
  assert.equal(reader.keyHeld('PageDown'), false);
});

test('no key is held after a click on a button of the page’s content that says it opens a popup', (t) => {
  const reader = page(t);
  reader.clickPopupButton(CONTAINED_BY_FOLLOWING);
  assert.equal(reader.keyHeld('Tab'), false);
  assert.equal(reader.keyHeld('End'), false);
});
