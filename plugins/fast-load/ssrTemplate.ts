/**
 * Docusaurus's page template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`,
 * 3.10) with one change: the entry scripts are listed on the loader script
 * and requested once the first paint is on screen, instead of
 * `<script defer>`.
 *
 * Why: a deferred script runs as soon as the HTML is parsed, before the
 * browser renders anything, so the page's first paint waits for the app's
 * JavaScript although the server-rendered HTML is complete. Here the text
 * paints first, then the same scripts load and run in the same order
 * (`async = false`). Nothing but the stylesheet shares the network with the
 * first paint: a preload, even at low priority, would put the 100 kB entry
 * script beside it (Lighthouse then counts that download into the page's
 * LCP: 1.8 s instead of 1.0 s on a guide). Without JavaScript the page is
 * the same static HTML as before.
 */

/** Docusaurus's skip-to-content target (theme-common's `SkipToContentFallbackId`). */
export const SKIP_TO_CONTENT_ID = '__docusaurus_skipToContent_fallback';

/**
 * How long the loader holds a request to the app, and the keys after it,
 * in milliseconds from the request: past it the request is dropped and every
 * key does what the browser does with it, so an app that never loads (a
 * network that fails or never answers) traps no key. Twice the 2.2–2.4 s a
 * guide takes from its first paint to hydration under Lighthouse's mobile
 * throttling (slow 4G, 4× CPU slowdown).
 */
export const REPLAY_HOLD_MS = 5000;

/** The loader script's attribute that lists the entry scripts it starts, in order. */
export const BOOT_ATTRIBUTE = 'data-pn-boot';

/**
 * Requests and runs the entry scripts once the first paint is on screen: at
 * the `first-contentful-paint` entry, which the browser reports when the
 * frame has been presented. A `requestAnimationFrame` callback runs before
 * that frame is even drawn, and scripts started there run before the reader
 * sees the text (and Lighthouse counts their download and evaluation into
 * the page's LCP). Where paint timing is missing, the scripts start after the
 * first frame; a hidden tab renders no frames, so there they start at once,
 * and a page that never paints content starts one second after `load`.
 * Until the app has hydrated, it also stands in for the app where a reader
 * acts first: the skip link focuses <main>, and a request to the app (a
 * button clicked, a shortcut of the site's chrome pressed) is held with the
 * keys typed after it, for {@link REPLAY_HOLD_MS} at most, and replayed once
 * the app has hydrated (the rule is written beside its code below).
 */
export const LOADER_SCRIPT = `(function () {
  var started = false;
  var urls = document.currentScript.getAttribute('${BOOT_ATTRIBUTE}').split(' ');
  function boot() {
    if (started) return;
    started = true;
    urls.forEach(function (url) {
      if (!url) return;
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function hydrated() {
    return document.documentElement.getAttribute('data-has-hydrated') === 'true';
  }
  // Until the app has hydrated, the skip link does what the app's does:
  // focus the page's <main>. Its href's target, the page's wrapper, also
  // holds the docs sidebar, where the next Tab would land.
  document.addEventListener('click', function (event) {
    if (hydrated()) return;
    var link = event.target.closest && event.target.closest('a[href="#${SKIP_TO_CONTENT_ID}"]');
    var main = link && document.querySelector('main:first-of-type');
    if (!main) return;
    event.preventDefault();
    main.setAttribute('tabindex', '-1');
    main.focus();
    main.removeAttribute('tabindex');
  });
  // The replay, one rule: until the app has hydrated, what the reader asks
  // of it is held back from it, then given to it in order once it has.
  // - A request: a click on a button, or a key shortcut the site's chrome
  //   declares (aria-keyshortcuts on a button before the page's <main>: a
  //   page's content renders inside <main> and can set any attribute, and
  //   even raw HTML that closes <main> only adds elements after it). The last
  //   request wins, so a toggle tapped twice acts once, as the
  //   reader saw it; in a text field, a key without Control, Meta or Alt is
  //   typing, not a shortcut.
  // - Every key pressed, outside a text field (in one, the field answers it),
  //   after a request for a popup from the site's chrome (a button before
  //   <main> with aria-haspopup, such as the search button): what is typed
  //   after Control+K goes to the search box, while Tab after a click on a
  //   menu toggle, or on a button of the page's content, still moves on.
  // - Text typed after such a request goes into a field of the loader's
  //   own, unseen, which has the focus meanwhile: what an input method (IME)
  //   commits reaches only a field (Chinese composed right after / would be
  //   lost), and Backspace there corrects it as typed. Keys without a
  //   character typed there (Enter, arrows, Escape) are held.
  // - For ${REPLAY_HOLD_MS} ms at most from the request: then the request, its
  //   keys and its text are dropped, the field gives the focus back to the
  //   button, and every key does what the browser does with it, so an app
  //   that never loads traps no key.
  // Once the app has hydrated, the request's button is clicked, the text is
  // typed where the focus then is (the search box), then each held key is
  // dispatched to the element that has the focus, where, unless a handler
  // takes it (preventDefault), it does what the browser would have done with
  // it there: a character is typed, Backspace deletes.
  var request = null;
  var keys = [];
  var replayed = false;
  var expiry = 0;
  var field = null;
  function hold(event) {
    event.preventDefault();
    event.stopPropagation();
  }
  function chrome(button) {
    var main = document.querySelector('main');
    return !!main && !!(main.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_PRECEDING);
  }
  function dropField() {
    if (!field) return;
    var focused = document.activeElement === field;
    field.remove();
    field = null;
    if (focused && request && request.isConnected) request.focus({preventScroll: true});
  }
  function ask(button) {
    request = button;
    keys = [];
    clearTimeout(expiry);
    expiry = setTimeout(function () {
      dropField();
      request = null;
      keys = [];
    }, ${REPLAY_HOLD_MS});
    if (field) field.value = '';
    if (field || !button.hasAttribute('aria-haspopup') || !chrome(button)) return;
    field = document.createElement('input');
    field.setAttribute('aria-label', (button.textContent || '').replace(/\\s+/g, ' ').trim());
    field.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none';
    document.body.appendChild(field);
    field.focus({preventScroll: true});
  }
  addEventListener('click', function (event) {
    var button = !replayed && event.target.closest && event.target.closest('button[type="button"]');
    if (!button) return;
    event.stopPropagation();
    ask(button);
  }, true);
  function pressed(event, shortcut) {
    var parts = shortcut.split('+');
    var key = parts.pop();
    return event.key.toLowerCase() === key.toLowerCase() &&
      event.ctrlKey === parts.indexOf('Control') >= 0 &&
      event.metaKey === parts.indexOf('Meta') >= 0 &&
      event.altKey === parts.indexOf('Alt') >= 0;
  }
  function declaring(event) {
    var buttons = document.querySelectorAll('button[type="button"][aria-keyshortcuts]');
    for (var i = 0; i < buttons.length; i++) {
      if (!chrome(buttons[i])) continue;
      var shortcuts = buttons[i].getAttribute('aria-keyshortcuts').split(' ');
      for (var j = 0; j < shortcuts.length; j++) {
        if (shortcuts[j] && pressed(event, shortcuts[j])) return buttons[i];
      }
    }
    return null;
  }
  addEventListener('keydown', function (event) {
    if (replayed || !event.key) return;
    var typing = event.target.closest && event.target.closest('input, textarea, select, [contenteditable]');
    var button = (!typing || event.ctrlKey || event.metaKey || event.altKey) && declaring(event);
    if (button) {
      hold(event);
      ask(button);
    } else if (request && request.hasAttribute('aria-haspopup') && chrome(request) && (!typing ||
        (event.target === field && event.key.length > 1 && !event.isComposing &&
          ['Backspace', 'Delete', 'Process', 'Unidentified', 'Dead', 'Shift', 'CapsLock'].indexOf(event.key) < 0))) {
      hold(event);
      keys.push(event);
    }
  }, true);
  function replay() {
    replayed = true;
    clearTimeout(expiry);
    var text = field ? field.value : '';
    if (field) field.remove();
    field = null;
    if (request && request.isConnected) request.click();
    if (text) document.execCommand('insertText', false, text);
    keys.forEach(function (key) {
      var target = document.activeElement || document.body;
      var copy = new KeyboardEvent('keydown', {
        key: key.key, code: key.code, location: key.location, repeat: key.repeat,
        ctrlKey: key.ctrlKey, shiftKey: key.shiftKey, altKey: key.altKey, metaKey: key.metaKey,
        bubbles: true, cancelable: true, composed: true
      });
      if (!target.dispatchEvent(copy) || key.ctrlKey || key.metaKey || key.altKey) return;
      if (key.key.length === 1) document.execCommand('insertText', false, key.key);
      else if (key.key === 'Backspace') document.execCommand('delete');
    });
    request = null;
    keys = [];
  }
  new MutationObserver(function (records, observer) {
    if (!hydrated()) return;
    observer.disconnect();
    setTimeout(replay, 0);
  }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
  function soon() { setTimeout(boot, 0); }
  if (document.visibilityState === 'hidden') return boot();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') boot();
  });
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) return requestAnimationFrame(soon);
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    soon();
  }).observe({type: 'paint', buffered: true});
  addEventListener('load', function () { setTimeout(boot, 1000); });
})();`;

export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script ${BOOT_ATTRIBUTE}="<% it.scripts.forEach((script) => { %><%= it.baseUrl %><%= script %> <% }); %>">${LOADER_SCRIPT}</script>
  </body>
</html>
`;
