/**
 * Where the step "Markdown exports and skills" reads and writes in the built
 * site: the files it may write (declared to the post-build pipeline) and
 * the skills already in the host's folders.
 */
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
