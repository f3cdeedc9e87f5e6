/**
 * Where the step "Markdown exports and skills" reads and writes in the built
 * site: the page files it reads, the files it may write (declared to the
 * post-build pipeline) and the skills already in the host's folders.
 */
import path from 'node:path';
import {htmlFileOfRoute} from '@paynow-docs/build-kit';
import type {BuiltSite} from '@paynow-docs/build-kit/site';
import {frontMatterOf, HOST_ROOT, WELL_KNOWN} from './discovery.ts';

/**
 * What the step may write: in the locale's folder, and at the host's root;
 * the first pattern, every .md file, holds the skills' SKILL.md files.
 */
export const STEP_WRITES = [
  '**/*.md',
  'llms.txt',
  'llms-full.txt',
  'robots.txt',
  `${WELL_KNOWN.agentSkills}/index.json`,
  `${WELL_KNOWN.skills}/index.json`,
  WELL_KNOWN.apiCatalog,
  WELL_KNOWN.aiCatalog,
  HOST_ROOT.llmsTxt,
];

/** The file of `site` Docusaurus writes a page's HTML to (there or not). */
export function pageFileOf(
  site: BuiltSite,
  baseUrl: string,
  route: string,
  trailingSlash: boolean | undefined,
): string {
  return path
    .relative(
      site.dir,
      htmlFileOfRoute(site.dir, baseUrl, route, trailingSlash),
    )
    .split(path.sep)
    .join('/');
}

/** Name, description and text of every SKILL.md in a folder of `host`, by its folder's name. */
export function skillsIn(
  host: BuiltSite,
  folder: string,
): {name: string; description: string; content: string}[] {
  const prefix = `${folder}/`;
  return host
    .paths()
    .filter((file) => file.startsWith(prefix) && file.endsWith('/SKILL.md'))
    .map((file) => file.slice(prefix.length, -'/SKILL.md'.length))
    .filter((name) => !name.includes('/'))
    .sort()
    .map((name) => {
      const content = host.text(`${prefix}${name}/SKILL.md`);
      return {...frontMatterOf(content), content};
    });
}
