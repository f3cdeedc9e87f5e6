/**
 * The inline scripts the site is expected to have: the registry behind the
 * Content-Security-Policy. The postbuild plugin (plugins/postbuild, its
 * `inlineScripts` option in docusaurus.config.ts) allows an inline script by
 * its hash only if it is listed here, and fails the build, naming the file, on
 * any other, so a script planted in the build output (or added by a plugin
 * nobody reviewed) is never allowed by the policy.
 *
 * The texts are what the built HTML contains, after Docusaurus's HTML
 * minifier. A Docusaurus or React upgrade that changes one fails the build
 * with the new text and its hash: review it, then update the entry.
 *
 * Adding a script (a plugin's `injectHtmlTags`, for example): prefer a file
 * in `static/` or a client module, which need no entry. If it must be
 * inline, add an entry with `source` (what emits it), `reason` (why it cannot
 * be a file, e.g. it must run before the first paint) and the exact built
 * text, copied from the build error after review. A pattern is only for a
 * script whose variable part is an identifier; it must match the whole text.
 */
import type {InlineScript} from '@paynow-docs/postbuild';
import {baseUrlFrom} from '../site.settings.ts';
import {regexLiteral} from './policy.ts';

/** This file, named by the build error that lists an unexpected script. */
export const INLINE_SCRIPTS_SOURCE = 'deploy/inline-scripts.ts';

/**
 * A pattern for a minified script whose local names (`$1`, `$2`… in
 * `template`) the minifier may choose differently from build to build: each
 * is an identifier, the same one wherever it recurs.
 */
function minified(template: string): RegExp {
  const groups: string[] = [];
  const source = template
    .split(/(\$\d)/)
    .map((part) => {
      if (!/^\$\d$/.test(part)) {
        return regexLiteral(part);
      }
      if (groups.includes(part)) {
        return `\\${groups.indexOf(part) + 1}`;
      }
      groups.push(part);
      return '([A-Za-z_$][\\w$]*)';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The inline scripts of the pages of one locale built for `baseUrl` (that
 * locale's own: `/base/`, `/base/zh-TW/`), whose base-URL check names it.
 */
export function expectedInlineScripts(baseUrl: string): InlineScript[] {
  const base = baseUrlFrom({BASE_URL: baseUrl});
  return [
    {
      source:
        '@docusaurus/theme-classic (colour mode, data-* query attributes, announcement bar)',
      reason:
        'Sets data-theme and hides a dismissed announcement bar before the first paint: no flash of the wrong colour mode, no layout shift.',
      text: '!function(){var t=function(){try{return new URLSearchParams(window.location.search).get("docusaurus-theme")}catch(t){}}()||function(){try{return window.localStorage.getItem("theme")}catch(t){}}();document.documentElement.setAttribute("data-theme",t||(window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light")),document.documentElement.setAttribute("data-theme-choice",t||"system")}(),function(){try{for(var[t,e]of new URLSearchParams(window.location.search).entries())if(t.startsWith("docusaurus-data-")){var a=t.replace("docusaurus-data-","data-");document.documentElement.setAttribute(a,e)}}catch(t){}}(),document.documentElement.setAttribute("data-announcement-bar-initially-dismissed",function(){try{return"true"===localStorage.getItem("docusaurus.announcement.dismiss")}catch(t){}return!1}())',
    },
    {
      source: 'plugins/fast-load (ssrTemplate.ts, LOADER_SCRIPT)',
      reason:
        'Requests and runs the entry scripts once the first paint is on screen, and until the app has hydrated makes the skip link focus <main> and holds a request to the app (a button clicked, a shortcut of the site’s chrome) with the keys typed after a request for a popup from the site’s chrome (their text, an input method’s too, in a field of its own meanwhile), for a few seconds at most, replayed once it has; as a file it would itself be a request the first paint competes with.',
      text: '!function(){var e=!1,t=document.currentScript.getAttribute("data-pn-boot").split(" ");function n(){e||(e=!0,t.forEach(function(e){if(e){var t=document.createElement("script");t.src=e,t.async=!1,document.body.appendChild(t)}}))}function o(){return"true"===document.documentElement.getAttribute("data-has-hydrated")}document.addEventListener("click",function(e){if(!o()){var t=e.target.closest&&e.target.closest(\'a[href="#__docusaurus_skipToContent_fallback"]\')&&document.querySelector("main:first-of-type");t&&(e.preventDefault(),t.setAttribute("tabindex","-1"),t.focus(),t.removeAttribute("tabindex"))}});var i=null,r=[],a=!1,c=0,u=null;function s(e){e.preventDefault(),e.stopPropagation()}function l(e){var t=document.querySelector("main");return!!t&&!!(t.compareDocumentPosition(e)&Node.DOCUMENT_POSITION_PRECEDING)}function d(e){i=e,r=[],clearTimeout(c),c=setTimeout(function(){if(u){var e=document.activeElement===u;u.remove(),u=null,e&&i&&i.isConnected&&i.focus({preventScroll:!0})}i=null,r=[]},5e3),u&&(u.value=""),!u&&e.hasAttribute("aria-haspopup")&&l(e)&&((u=document.createElement("input")).setAttribute("aria-label",(e.textContent||"").replace(/\\s+/g," ").trim()),u.style.cssText="position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none",document.body.appendChild(u),u.focus({preventScroll:!0}))}function m(){a=!0,clearTimeout(c);var e=u?u.value:"";u&&u.remove(),u=null,i&&i.isConnected&&i.click(),e&&document.execCommand("insertText",!1,e),r.forEach(function(e){var t=document.activeElement||document.body,n=new KeyboardEvent("keydown",{key:e.key,code:e.code,location:e.location,repeat:e.repeat,ctrlKey:e.ctrlKey,shiftKey:e.shiftKey,altKey:e.altKey,metaKey:e.metaKey,bubbles:!0,cancelable:!0,composed:!0});!t.dispatchEvent(n)||e.ctrlKey||e.metaKey||e.altKey||(1===e.key.length?document.execCommand("insertText",!1,e.key):"Backspace"===e.key&&document.execCommand("delete"))}),i=null,r=[]}function f(){setTimeout(n,0)}addEventListener("click",function(e){var t=!a&&e.target.closest&&e.target.closest(\'button[type="button"]\');t&&(e.stopPropagation(),d(t))},!0),(addEventListener("keydown",function(e){if(!a&&e.key){var t=e.target.closest&&e.target.closest("input, textarea, select, [contenteditable]"),n=(!t||e.ctrlKey||e.metaKey||e.altKey)&&function(e){for(var t=document.querySelectorAll(\'button[type="button"][aria-keyshortcuts]\'),n=0;n<t.length;n++)if(l(t[n])){for(var o=t[n].getAttribute("aria-keyshortcuts").split(" "),i=0;i<o.length;i++)if(o[i]&&function(e,t){var n=t.split("+"),o=n.pop();return e.key.toLowerCase()===o.toLowerCase()&&e.ctrlKey===n.indexOf("Control")>=0&&e.metaKey===n.indexOf("Meta")>=0&&e.altKey===n.indexOf("Alt")>=0}(e,o[i]))return t[n]}return null}(e);n?(s(e),d(n)):i&&i.hasAttribute("aria-haspopup")&&l(i)&&(!t||e.target===u&&e.key.length>1&&!e.isComposing&&0>["Backspace","Delete","Process","Unidentified","Dead","Shift","CapsLock"].indexOf(e.key))&&(s(e),r.push(e))}},!0),new MutationObserver(function(e,t){o()&&(t.disconnect(),setTimeout(m,0))}).observe(document.documentElement,{attributes:!0,attributeFilter:["data-has-hydrated"]}),"hidden"===document.visibilityState)?n():(document.addEventListener("visibilitychange",function(){"hidden"===document.visibilityState&&n()}),-1===(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint"))?requestAnimationFrame(f):(new PerformanceObserver(function(e,t){0!==e.getEntriesByName("first-contentful-paint").length&&(t.disconnect(),f())}).observe({type:"paint",buffered:!0}),addEventListener("load",function(){setTimeout(n,1e3)}))}()',
    },
    {
      source:
        'plugins/fast-load (baseUrlCheckScript, replaces Docusaurus’s banner)',
      reason:
        'Shows the base-URL banner when the page is served outside the base URL; it cannot live in the bundle that fails to load in that case.',
      text: minified(
        'document.addEventListener("DOMContentLoaded",function(){var $1="' +
          base +
          '";if(0!==location.pathname.indexOf($1)){var $2=document.createElement("div");$2.id="__docusaurus-base-url-issue-banner",$2.setAttribute("style","border: thick solid red; background-color: rgb(255, 230, 179); color: #1c1e21; margin: 20px; padding: 20px; font-size: 20px;"),["Your Docusaurus site did not load properly.","A very common reason is a wrong site baseUrl configuration.","Current configured baseUrl = "+$1,"We suggest trying baseUrl = "+location.pathname.replace(/[^/]*$/,"")].forEach(function($3,$4){var $5=document.createElement("p");$5.textContent=$3,0===$4&&($5.style.fontWeight="bold"),$2.appendChild($5)});var $6=document.createElement("div");$6.id="__docusaurus-base-url-issue-banner-container",$6.appendChild($2),document.body.prepend($6)}})',
      ),
    },
  ];
}
