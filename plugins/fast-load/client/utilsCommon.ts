/**
 * Replaces `@docusaurus/utils-common/lib/index.js` (3.10; same exports) in
 * the client bundle.
 *
 * Why: the original is CommonJS that `require`s tslib for one helper, which
 * puts the whole of tslib (about 3 kB gzip) into every page's entry script;
 * these re-exports of its modules need none of it.
 */
export * from '@paynow-docs/docusaurus-seams/utils-common';

/** The original's own constant (index.test.ts compares them). */
export const blogPostContainerID = '__blog-post-container';
