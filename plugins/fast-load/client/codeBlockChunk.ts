/**
 * The code block's chunk (see `MDXCode.tsx`), in a module of its own: the
 * client entry and the replaced `MDXComponents/Code` must share it, and the
 * replaced module is a separate module instance from one the entry imports
 * (the bundler keeps the loaders of the file it replaces).
 */
import type CodeBlockType from '@theme/CodeBlock';

let loaded: typeof CodeBlockType | undefined;

/** The component once its chunk is loaded. */
export function loadedCodeBlock(): typeof CodeBlockType | undefined {
  return loaded;
}

/**
 * Loads the code block's chunk. The client entry awaits it before hydrating
 * a page served with a code block (`hasServedCodeBlock`), so such a block
 * hydrates with the page as before: its content keeps its server HTML
 * (plugins/lazy-prism decides that while the page hydrates).
 */
export function loadCodeBlock(): Promise<typeof CodeBlockType> {
  return import('@theme/CodeBlock').then((module) => {
    loaded = module.default;
    return loaded;
  });
}

/** Whether the page's server HTML has a code block (theme-classic's class). */
export function hasServedCodeBlock(): boolean {
  return document.querySelector('.theme-code-block') !== null;
}
