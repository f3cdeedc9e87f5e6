/**
 * Docusaurus's page template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`,
 * 3.10) with one change: the entry scripts are preloaded in the head and run
 * after the first paint, instead of `<script defer>`.
 *
 * Why: a deferred script runs as soon as the HTML is parsed, before the
 * browser renders anything, so the page's first paint waits for the app's
 * JavaScript although the server-rendered HTML is complete. Here the text
 * paints first, then the same scripts run in the same order (`async = false`).
 * Download starts at once (preload), at low priority: the stylesheet that
 * the first paint waits for does not share the network with the app's
 * scripts. Without JavaScript the page is the same static HTML as before.
 */

/** Marks the preloaded entry scripts the loader starts. */
export const BOOT_ATTRIBUTE = 'data-pn-boot';

/**
 * Starts the preloaded entry scripts after the first paint: a
 * `requestAnimationFrame` callback runs just before the first frame is
 * painted, the timeout after it. A hidden tab renders no frames, so there the
 * scripts start at once.
 */
export const LOADER_SCRIPT = `(function () {
  var started = false;
  function boot() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[${BOOT_ATTRIBUTE}]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') boot();
  else requestAnimationFrame(function () { setTimeout(boot, 0); });
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
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" ${BOOT_ATTRIBUTE}>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${LOADER_SCRIPT}</script>
  </body>
</html>
`;
