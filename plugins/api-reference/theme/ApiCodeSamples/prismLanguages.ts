import {useEffect, useRef, useState, type RefObject} from 'react';

/**
 * The Prism grammars the request samples and examples need beyond those built
 * into prism-react-renderer, so the plugin does not depend on the site's
 * `prism.additionalLanguages`. Each loads when a code block in its language
 * is rendered in the browser; code blocks that came with the page keep their
 * highlighted server HTML and need none (plugins/lazy-prism). Why not up
 * front: each of Prism's `insertBefore` calls walks every registered grammar,
 * so registering Java, PHP and C# cost 50 ms of main thread (200 ms at 4×
 * CPU), and importing any grammar starts Prism itself.
 */
export const GRAMMARS: Readonly<Record<string, () => Promise<unknown>>> = {
  bash: () => import(/* webpackChunkName: "pn-prism-bash" */ './grammars/bash'),
  json: () => import(/* webpackChunkName: "pn-prism-json" */ './grammars/json'),
  java: () => import(/* webpackChunkName: "pn-prism-java" */ './grammars/java'),
  php: () => import(/* webpackChunkName: "pn-prism-php" */ './grammars/php'),
  csharp: () =>
    import(/* webpackChunkName: "pn-prism-csharp" */ './grammars/csharp'),
};

const loaded = new Set<string>();

/** Loads the grammar of `language` (nothing to load for a built-in one). */
export async function loadGrammar(language: string): Promise<void> {
  const load = GRAMMARS[language];
  if (load && !loaded.has(language)) {
    await load();
    loaded.add(language);
  }
}

// The server renders every code block highlighted: there, all grammars load
// with this module (the server bundle is one chunk, so each import resolves
// at once, long before a page is rendered). A plain check, not
// ExecutionEnvironment: the unit tests import this module in Node.
if (typeof window === 'undefined') {
  for (const language of Object.keys(GRAMMARS)) {
    void loadGrammar(language);
  }
}

/**
 * Loads the grammar of `language` while `wanted`, then re-renders, so a code
 * block rendered in the browser is highlighted anew once it is there. Put
 * the returned ref on an element around the code block: a block that shows
 * highlighted code already (the server's HTML, kept) needs no grammar.
 */
export function useGrammar(
  language: string,
  wanted = true,
): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(
    () => !GRAMMARS[language] || loaded.has(language),
  );
  useEffect(() => {
    if (
      ready ||
      !wanted ||
      ref.current?.querySelector('pre .token:not(.plain)')
    ) {
      return undefined;
    }
    let current = true;
    loadGrammar(language).then(
      () => current && setReady(true),
      // Offline: the code stays readable, as plain text.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, ready, wanted]);
  return ref;
}
