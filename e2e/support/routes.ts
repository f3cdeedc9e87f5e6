import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** A page of the site and the text of its single h1. */
export interface SiteRoute {
  path: string;
  heading: string;
}

/** The `title` of an MDX file's front matter: the text Docusaurus renders as its h1. */
export function frontMatterTitle(file: string): string {
  const source = readFileSync(file, 'utf8');
  const title = /^---\n[\s\S]*?^title:\s*(.+?)\s*$[\s\S]*?^---$/m.exec(
    source,
  )?.[1];
  if (!title) {
    throw new Error(`${file} has no front-matter title`);
  }
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * The route Docusaurus gives a file of `docs/` (relative path, no slug
 * support): `index.mdx` is its folder with a trailing slash, any other file
 * its path without extension.
 */
export function docRoute(file: string): string {
  const source = readFileSync(file, 'utf8');
  if (/^---\n[\s\S]*?^slug:/m.test(source)) {
    throw new Error(
      `${file} sets a slug; teach e2e/support/routes.ts to read it.`,
    );
  }
  const relative = path.relative('.', file).split(path.sep).join('/');
  return relative.replace(/(^|\/)index\.mdx?$/, '$1').replace(/\.mdx?$/, '');
}

/** Every Markdown file under `dir`, skipping `_`-prefixed files and folders as Docusaurus does. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => !entry.name.startsWith('_'))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return markdownFiles(file);
      }
      return /\.mdx?$/.test(entry.name) ? [file] : [];
    })
    .sort();
}

/** One route per file of `docs/`, with the title its h1 shows. */
export const DOC_ROUTES: SiteRoute[] = markdownFiles('docs').map((file) => ({
  path: docRoute(file),
  heading: frontMatterTitle(file),
}));

/** The pages outside the docs (spec, section 2: top-level pages). */
export const PAGE_ROUTES: SiteRoute[] = [
  {path: '', heading: 'PayNow Docs'},
  {
    path: 'markdown-page',
    heading: frontMatterTitle('src/pages/markdown-page.mdx'),
  },
  {path: 'search', heading: 'Search the documentation'},
  {path: 'release-note', heading: 'Release Note'},
  {path: 'release-note/archive', heading: 'Archive'},
  {path: 'release-note/v1.0.0', heading: 'v1.0.0'},
];

export const ALL_ROUTES: SiteRoute[] = [...PAGE_ROUTES, ...DOC_ROUTES];
