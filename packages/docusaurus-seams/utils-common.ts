/**
 * The modules of `@docusaurus/utils-common/lib` its `index.js` re-exports
 * through tslib (seams `utils-common-*`), for fast-load's fork of it.
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {
  addPrefix,
  removeSuffix,
  addSuffix,
  removePrefix,
} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
