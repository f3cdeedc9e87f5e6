/**
 * Replaces `@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js` (3.10):
 * renders nothing, as the original does with `baseUrlIssueBanner: false`,
 * which the plugin requires (it shows the banner itself, from the URL). The
 * original's inline script and styles stay out of every page's entry script.
 */
export default function MaybeBaseUrlIssueBanner(): null {
  return null;
}
