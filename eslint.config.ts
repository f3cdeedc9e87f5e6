import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';
import path from 'node:path';
import type {Rule} from 'eslint';

/**
 * The property line: local plugins and packages are publishable on their
 * own, so they never import a file of this site. What a plugin needs from
 * the site comes as options; checks about this site's content live in the
 * site (checks/, e2e/, bench/).
 */
const SITE_DIRS = [
  'bench',
  'blog',
  'docs',
  'e2e',
  'i18n',
  'openapi',
  'src',
  'static',
];
const SITE_FILE_HINT =
  'Plugins and packages must not import site files (take the value as a plugin option, or move the check to the site)';

/** The repository path an import names, or null for a package import. */
function repoPathOf(source: string, importer: string): string | null {
  if (source.startsWith('@site/')) return source.slice('@site/'.length);
  if (!source.startsWith('.')) return null;
  return path.relative(
    import.meta.dirname,
    path.resolve(path.dirname(importer), source),
  );
}

/** A site file: a root file (docusaurus.config, site.settings, …) or one under a site folder. */
function isSiteFile(repoPath: string): boolean {
  if (repoPath.startsWith('..') || path.isAbsolute(repoPath)) return false;
  const [first, ...rest] = repoPath.split(path.sep);
  return rest.length === 0 || SITE_DIRS.includes(first);
}

const noSiteImports: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {description: SITE_FILE_HINT},
    schema: [],
  },
  create(context) {
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string') return;
      const repoPath = repoPathOf(source, context.filename);
      if (repoPath !== null && isSiteFile(repoPath)) {
        context.report({
          node,
          message: `${SITE_FILE_HINT}: '${source}' is ${repoPath}.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        const [argument] = node.arguments;
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          argument?.type === 'Literal'
        ) {
          check(node, argument.value);
        }
      },
    };
  },
};

/** Code that runs in the browser: the site's components and swizzles, the local plugins' client and theme code, and the packages' React components. */
const CLIENT_CODE = [
  'src/**/*.{ts,tsx}',
  'packages/*/react/**/*.{ts,tsx}',
  'plugins/*/client/**/*.{ts,tsx}',
  'plugins/*/theme/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'packages/docs-mcp/dist/',
      '**/.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'bench/.cache/',
      '**/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
  },
  {
    files: ['plugins/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: {pn: {rules: {'no-site-imports': noSiteImports}}},
    rules: {'pn/no-site-imports': 'error'},
  },
  {
    // Hooks live in .ts files too (plugins/search/client/useSearch.ts).
    files: CLIENT_CODE,
    plugins: {react, 'react-hooks': reactHooks},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      // Props are typed by TypeScript.
      'react/prop-types': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // Scrollable tables and code blocks take focus so keyboard users can
      // scroll them (WCAG 2.1.1, axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {
          tags: ['table', 'pre'],
          roles: ['tabpanel'],
          allowExpressionValues: true,
        },
      ],
    },
  },
  {
    files: CLIENT_CODE,
    plugins: {'@docusaurus': docusaurus},
    rules: {
      // translate() ids and messages must be literals, or
      // `write-translations` cannot extract them.
      '@docusaurus/string-literal-i18n-messages': 'error',
      // <Link> keeps the base URL and client-side navigation.
      '@docusaurus/no-html-links': 'error',
      // @theme/Heading gives headings their anchor links.
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // Contact, licence and OpenAPI download links: mailto:, external URLs
    // and static files, not router pages (<Link> would route the files and
    // open the others in a new tab).
    files: [
      'plugins/api-reference/theme/ApiInfo/index.tsx',
      'plugins/api-reference/theme/ApiIntro/index.tsx',
    ],
    rules: {'@docusaurus/no-html-links': 'off'},
  },
  {
    // The search widget: result links navigate through the modal's own
    // handler (recent searches, closing the dialog), which <Link> would
    // bypass, and on the search page without <Link>'s prefetch of every
    // result that scrolls into view (long frames on a slow phone); the
    // dialog, its backdrop and the result lists take keys and pointer
    // events for the whole widget (Escape, arrows, click outside) while
    // every control inside is a native button or link.
    files: [
      'plugins/search/theme/SearchBar/index.tsx',
      'plugins/search/theme/SearchModal/*.tsx',
      'plugins/search/theme/SearchResult/index.tsx',
      'plugins/search/theme/SearchStates/index.tsx',
    ],
    rules: {
      '@docusaurus/no-html-links': 'off',
      'jsx-a11y/no-static-element-interactions': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
    },
  },
  {
    // The site's own UI text goes through translate() so that a second
    // locale needs only translation files. The local plugins' UI text is
    // their owners' to wrap; they take site vocabulary as options.
    files: ['src/**/*.tsx'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['·', '—', '–', '→', '←', '(', ')', ':', '/']},
      ],
    },
  },
);
