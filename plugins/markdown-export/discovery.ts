/**
 * The files that let agents discover the site at the host root: the
 * skills discovery indexes (`/.well-known/agent-skills/index.json`, v0.2.0
 * with sha256 digests, and `/.well-known/skills/index.json`, v0.1), the
 * API catalog (`/.well-known/api-catalog`, RFC 9727), the AI catalog
 * (`/.well-known/ai-catalog.json`, AI Catalog 0.9) and the host's `/llms.txt`.
 */
import {createHash} from 'node:crypto';
import {load} from 'js-yaml';

/** `sha256:<hex>` of a file's bytes, as the discovery index gives it. */
export function digestOf(content: string | Uint8Array): string {
  return `sha256:${createHash('sha256').update(content).digest('hex')}`;
}

/** Name and description from a SKILL.md's front matter. */
export function frontMatterOf(skill: string) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(skill);
  const data = match ? (load(match[1]!) as Record<string, unknown>) : null;
  if (
    !data ||
    typeof data.name !== 'string' ||
    typeof data.description !== 'string'
  ) {
    throw new Error(
      'SKILL.md has no front matter with a name and a description',
    );
  }
  return {name: data.name, description: data.description};
}

/** Where the discovery files live, relative to the host root and to the build. */
export const WELL_KNOWN = {
  agentSkills: '.well-known/agent-skills',
  skills: '.well-known/skills',
  apiCatalog: '.well-known/api-catalog',
  aiCatalog: '.well-known/ai-catalog.json',
} as const;

/**
 * Host-root files without a name of their own in the build: they live in
 * its hidden folder `.host/` (never served under the base path), and the
 * engines serve them at the root (deploy/policy.ts `hostRoot.hostFolder`).
 */
export const HOST_ROOT = {
  llmsTxt: '.host/llms.txt',
} as const;

/** The v0.2.0 discovery format's name: clients read an index without it as v0.1. */
export const AGENT_SKILLS_SCHEMA =
  'https://schemas.agentskills.io/discovery/0.2.0/schema.json';

/** `/.well-known/agent-skills/index.json` (Agent Skills Discovery v0.2.0). */
export function agentSkillsIndex(
  skills: readonly {name: string; description: string; content: string}[],
): string {
  const index = {
    $schema: AGENT_SKILLS_SCHEMA,
    skills: skills.map((skill) => ({
      name: skill.name,
      type: 'skill-md',
      description: skill.description,
      url: `/${WELL_KNOWN.agentSkills}/${skill.name}/SKILL.md`,
      digest: digestOf(skill.content),
    })),
  };
  return `${JSON.stringify(index, null, 2)}\n`;
}

/** `/.well-known/skills/index.json` (Agent Skills Discovery v0.1: files, no digests). */
export function skillsIndexV01(
  skills: readonly {name: string; description: string}[],
): string {
  const index = {
    skills: skills.map((skill) => ({
      name: skill.name,
      description: skill.description,
      files: ['SKILL.md'],
    })),
  };
  return `${JSON.stringify(index, null, 2)}\n`;
}

export interface ApiCatalogInput {
  /** Absolute URL of the API reference's home page (the linkset's anchor). */
  anchor: string;
  /** Machine-readable descriptions: `{href, type}`. */
  serviceDesc: readonly {href: string; type: string}[];
  /** Human-readable documentation, one per language. */
  serviceDoc: readonly {href: string; type: string; hreflang?: string}[];
}

/**
 * `/.well-known/api-catalog`: an RFC 9264 linkset (application/linkset+json)
 * as RFC 9727 describes it: the catalog lists the API as an `item`, and the
 * API's own entry names its OpenAPI documents and its reference pages.
 */
export function apiCatalog(
  catalogUrl: string,
  {anchor, serviceDesc, serviceDoc}: ApiCatalogInput,
): string {
  const linkset = {
    linkset: [
      {anchor: catalogUrl, item: [{href: anchor}]},
      {
        anchor,
        'service-desc': serviceDesc,
        'service-doc': serviceDoc,
      },
    ],
  };
  return `${JSON.stringify(linkset, null, 2)}\n`;
}

/** Media types of the entries, as the AI Catalog 0.9 names its known ones. */
export const AI_CATALOG_ENTRY_TYPES = {
  mcpServerCard: 'application/mcp-server-card+json',
  skill: 'application/agent-skills+md',
  llmsTxt: 'text/plain',
  apiCatalog: 'application/linkset+json',
} as const;

/** One entry of an AI catalog: a reference (`url`) to one artifact. */
export interface AiCatalogEntry {
  identifier: string;
  displayName: string;
  type: string;
  url: string;
  description?: string;
  /** 2–5 questions the artifact answers, in the site's languages. */
  representativeQueries: readonly string[];
}

/** `urn:air:{publisher}:{namespace}:{name}`, the AI Catalog's identifier form. */
export function airIdentifier(
  publisher: string,
  namespace: string,
  name: string,
): string {
  const identifier = `urn:air:${publisher}:${namespace}:${name}`;
  if (
    !/^urn:air:[a-zA-Z0-9.-]+:[a-zA-Z0-9._:-]+:[a-zA-Z0-9._-]+$/.test(
      identifier,
    )
  ) {
    throw new Error(`Not an AI Catalog identifier: ${identifier}`);
  }
  return identifier;
}

/** `/.well-known/ai-catalog.json` (AI Catalog 0.9, `specVersion` 1.0). */
export function aiCatalog(
  host: {displayName: string; documentationUrl: string},
  entries: readonly AiCatalogEntry[],
): string {
  const ids = entries.map((entry) => entry.identifier);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new Error(`AI catalog: ${repeated} listed twice`);
  const catalog = {specVersion: '1.0', host, entries};
  return `${JSON.stringify(catalog, null, 2)}\n`;
}
