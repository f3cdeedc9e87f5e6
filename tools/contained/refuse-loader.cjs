/* global module */
/**
 * The loader of tools/contained/links.ts's bundler rule: a module it is
 * given must not be published; it fails with the rule's message.
 */
module.exports = function refuse() {
  throw new Error(this.getOptions().message);
};
