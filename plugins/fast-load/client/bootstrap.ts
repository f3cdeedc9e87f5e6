/**
 * Client entry of production builds (replaces Docusaurus's `clientEntry`):
 * evaluates the app's modules in a few tasks instead of one.
 *
 * The bundler runs an entry's whole static import graph in one call stack,
 * one 200–350 ms task at 4× CPU on this site. Here nothing is imported
 * statically: each `import()` below is `eager` (the module stays in this
 * chunk, no extra request) and runs its module graph when awaited, and the
 * yield between two steps ends the task, so the browser can paint and handle
 * input in between. The steps follow the import graph bottom-up; each step
 * leaves its modules in the module cache for the next ones, and the last one,
 * Docusaurus's own `clientEntry`, then hydrates as before.
 */

/** Ends the current task; `scheduler.yield()` keeps the continuation ahead of other queued work. */
function yieldToMain(): Promise<void> {
  const {scheduler} = globalThis as {
    scheduler?: {yield?: () => Promise<void>};
  };
  if (scheduler?.yield) {
    return scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react');
  // A code block served with the page hydrates with it (MDXCode.tsx): its
  // chunk downloads while the steps below run.
  const chunk = await import(/* webpackMode: "eager" */ './codeBlockChunk');
  const codeBlock = chunk.hasServedCodeBlock()
    ? chunk.loadCodeBlock()
    : undefined;
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await import(/* webpackMode: "eager" */ 'react-helmet-async');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@theme/ThemeProvider');
  await import(/* webpackMode: "eager" */ '@theme/Root');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@theme/Navbar');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await yieldToMain();
  await codeBlock;
  // The code block's chunk resolves this in the task that evaluates it:
  // Docusaurus's entry, which then requests the route's chunks, gets its own.
  await yieldToMain();
  await import(
    /* webpackMode: "eager" */ '@paynow-docs/docusaurus-seams/client-entry'
  );
}

void boot();
