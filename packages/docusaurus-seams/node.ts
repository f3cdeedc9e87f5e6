/**
 * Docusaurus internals the tests call in Node (seams `mdx-processor`,
 * `default-config`, `docs-validation`, `docs-category-validation`,
 * `ssg-utils`).
 */
export {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor.js';
export {DEFAULT_CONFIG} from '@docusaurus/core/lib/server/configValidation.js';
export {validateDocFrontMatter} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
export {validateCategoryMetadataFile} from '@docusaurus/plugin-content-docs/lib/sidebars/validation.js';
export {writeStaticFile} from '@docusaurus/core/lib/ssg/ssgUtils.js';
