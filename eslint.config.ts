import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';
import {readFileSync, readdirSync} from 'node:fs';
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

interface WorkspacePackage {
  /** The folder, relative to the repository. */
  dir: string;
  /** The subpaths its `exports` map lists (`.` alone without one). */
  exported: string[];
}

/** The workspace packages (root package.json `workspaces`), by name. */
function workspacePackages(): Map<string, WorkspacePackage> {
  const root = import.meta.dirname;
  const {workspaces} = JSON.parse(
    readFileSync(path.join(root, 'package.json'), 'utf8'),
  ) as {workspaces: string[]};
  const packages = new Map<string, WorkspacePackage>();
  for (const pattern of workspaces) {
    const parent = path.join(root, pattern.replace(/\/\*$/, ''));
    for (const entry of readdirSync(parent, {withFileTypes: true})) {
      if (!entry.isDirectory()) continue;
      const file = path.join(parent, entry.name, 'package.json');
      let manifest: {name: string; exports?: string | Record<string, unknown>};
      try {
        manifest = JSON.parse(readFileSync(file, 'utf8')) as typeof manifest;
      } catch {
        continue;
      }
      const {exports} = manifest;
      packages.set(manifest.name, {
        dir: path.relative(root, path.dirname(file)),
        exported:
          exports && typeof exports === 'object' ? Object.keys(exports) : ['.'],
      });
    }
  }
  return packages;
}

/** Path aliases of tsconfig.json other than Docusaurus's own `@site/`: a second name for a package's files. */
function pathAliases(): string[] {
  const tsconfig = readFileSync(
    path.join(import.meta.dirname, 'tsconfig.json'),
    'utf8',
  );
  const {compilerOptions} = JSON.parse(tsconfig) as {
    compilerOptions?: {paths?: Record<string, string[]>};
  };
  return Object.keys(compilerOptions?.paths ?? {})
    .map((alias) => alias.replace(/\*$/, ''))
    .filter((alias) => alias !== '@site/');
}

const PACKAGES = workspacePackages();
const ALIASES = pathAliases();
const PUBLIC_API_HINT =
  'Import a workspace package only through its package name and the subpaths its package.json `exports` lists';

/**
 * Why `source` reaches past a workspace package's public API, or null: a
 * subpath its `exports` does not list (a package without `exports` offers
 * only its main entry), or a path alias for its files.
 */
function privateImport(source: string): string | null {
  const alias = ALIASES.find((prefix) => source.startsWith(prefix));
  if (alias) return `'${source}' goes through the path alias ${alias}`;
  const [scope, name, ...rest] = source.split('/');
  const exported = PACKAGES.get(`${scope}/${name}`)?.exported;
  if (!exported || rest.length === 0) return null;
  const subpath = `./${rest.join('/')}`;
  const listed = exported.some((key) =>
    key.includes('*')
      ? subpath.startsWith(key.slice(0, key.indexOf('*')))
      : key === subpath,
  );
  return listed
    ? null
    : `'${source}' is not in the exports of ${scope}/${name} (${exported.join(', ')})`;
}

const SEAMS_DIR = path.join(import.meta.dirname, 'packages/docusaurus-seams');
const SEAMS_HINT =
  'Docusaurus internals are reached only through @paynow-docs/docusaurus-seams, which declares each in its manifest (packages/docusaurus-seams/README.md)';

/** Whether `source` is a Docusaurus internal (a `lib/` file or `/internal`), which only the seams package imports. */
function isDocusaurusInternal(source: string): boolean {
  return /^(@docusaurus\/[^/]+|docusaurus-plugin-[^/]+)\/(lib\/|internal$)/.test(
    source,
  );
}

/** The workspace package holding a repository path (its name and folder), or null for the site. */
function packageOf(repoPath: string): [string, WorkspacePackage] | null {
  const inside = ([, {dir}]: [string, WorkspacePackage]) =>
    repoPath === dir || repoPath.startsWith(`${dir}${path.sep}`);
  return [...PACKAGES].find(inside) ?? null;
}

const BOUNDARY_HINT =
  'A relative import never leaves its workspace package (nor enters one from the site)';

/**
 * Why the relative import `source` of `importer` crosses a package
 * boundary, with the import to write instead, or null.
 */
function boundaryCrossing(source: string, importer: string): string | null {
  if (!source.startsWith('.')) return null;
  const from = packageOf(path.relative(import.meta.dirname, importer));
  const target = repoPathOf(source, importer)!;
  const to = packageOf(target);
  if (from?.[0] === to?.[0]) return null;
  const leaving = from ? `leaves ${from[0]}` : 'leaves the site';
  if (!to) return `'${source}' ${leaving} for the site file ${target}`;
  const [name, {dir, exported}] = to;
  const subpath = path
    .relative(dir, target)
    .replace(/\.(?:ts|tsx|js)$/, '')
    .replace(/(?:^|\/)index$/, '');
  return `'${source}' ${leaving} for ${name}: import '${subpath ? `${name}/${subpath}` : name}' (an entry of its package.json \`exports\`: ${exported.join(', ')}; add it there if it is missing)`;
}

const noSiteImports: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: {
      description: `${SITE_FILE_HINT}. ${PUBLIC_API_HINT}. ${BOUNDARY_HINT}. ${SEAMS_HINT}.`,
    },
    schema: [],
  },
  create(context) {
    // Code of a local plugin or package, which must not import site files.
    const packageCode =
      packageOf(path.relative(import.meta.dirname, context.filename)) !== null;
    const seamsCode = context.filename.startsWith(SEAMS_DIR + path.sep);
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string') return;
      const repoPath = repoPathOf(source, context.filename);
      const crossing = boundaryCrossing(source, context.filename);
      if (packageCode && repoPath !== null && isSiteFile(repoPath)) {
        context.report({
          node,
          message: `${SITE_FILE_HINT}: '${source}' is ${repoPath}.`,
        });
      } else if (crossing) {
        context.report({node, message: `${BOUNDARY_HINT}: ${crossing}.`});
      }
      if (!seamsCode && isDocusaurusInternal(source)) {
        context.report({node, message: `${SEAMS_HINT}: '${source}'.`});
      }
      const reason = privateImport(source);
      if (reason) {
        context.report({node, message: `${PUBLIC_API_HINT}: ${reason}.`});
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
        const {callee} = node;
        const isRequire =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'require' &&
            callee.property.type === 'Identifier' &&
            callee.property.name === 'resolve');
        if (isRequire && argument?.type === 'Literal') {
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
      // Written by the build and wrangler for Cloudflare Workers (deploy/README.md).
      '.workers/',
      '.wrangler/',
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
    // Site files only from the site; packages only through their name and
    // public API, everywhere: no relative import crosses a package boundary;
    // Docusaurus internals only through the seams package.
    files: ['**/*.{ts,tsx,js,mjs}'],
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
