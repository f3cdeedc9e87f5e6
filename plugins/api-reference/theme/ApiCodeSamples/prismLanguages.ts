/* eslint-disable @typescript-eslint/no-require-imports */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {Prism} from 'prism-react-renderer';

/**
 * Registers Prism grammars from `prismjs/components` on prism-react-renderer's
 * Prism instance (same technique as the theme's prism-include-languages): the
 * component files register on a global `Prism`, set for the call.
 */
export function registerGrammars(register: () => void): void {
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    register();
  } finally {
    if (before === undefined) {
      delete scope.Prism;
    } else {
      scope.Prism = before;
    }
  }
}

/**
 * The grammars of the default sample (curl) and of the JSON examples, beyond
 * those built into prism-react-renderer, registered with the API reference's
 * chunk, so the plugin does not depend on the site's
 * `prism.additionalLanguages`. The rarer sample languages load on demand
 * (`GRAMMARS`).
 */
registerGrammars(() => {
  if (!Prism.languages.bash) require('prismjs/components/prism-bash');
  if (!Prism.languages.json) require('prismjs/components/prism-json');
});

/**
 * Grammars loaded when their sample is first shown. Why: each of Prism's
 * `insertBefore` calls walks every registered grammar, so registering Java,
 * PHP and C# up front took 50 ms of main thread (200 ms at 4× CPU) on every
 * API page, for tabs most readers never open.
 */
export const GRAMMARS: Readonly<Record<string, () => Promise<unknown>>> = {
  java: () => import(/* webpackChunkName: "pn-prism-java" */ './grammars/java'),
  php: () => import(/* webpackChunkName: "pn-prism-php" */ './grammars/php'),
  csharp: () =>
    import(/* webpackChunkName: "pn-prism-csharp" */ './grammars/csharp'),
};

// The server renders every sample highlighted: there, all grammars load with
// this module (the server bundle is one chunk, so each import resolves at
// once, long before a page is rendered).
if (!ExecutionEnvironment.canUseDOM) {
  for (const load of Object.values(GRAMMARS)) {
    void load();
  }
}

/** Whether `language` can be highlighted now (built in, or its grammar has loaded). */
export function hasGrammar(language: string): boolean {
  return Boolean(Prism.languages[language]);
}
