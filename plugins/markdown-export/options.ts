/**
 * The options of pn-markdown-export: their types, defaults and validation.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {BlogSource, DocsSource, RobotsOptions} from './llms.ts';
import {
  DEFAULT_SKILL_TEXT,
  SKILL_NAME,
  type SkillSource,
  type SkillText,
} from './skills.ts';
import {DEFAULT_PAGE_TEXT, PLACEHOLDERS, type PageText} from './text.ts';

export interface PluginOptions {
  /** `# ` heading of llms.txt; the site title when not given. */
  title: string | null;
  /** One-sentence summary of the site (the `>` line of llms.txt). */
  summary: string;
  /** Optional paragraph after the summary. */
  details: string | null;
  /** Docs plugin instances to export, in the order of their sections. */
  docs: DocsSource[];
  /** The blog (release notes), listed after the docs; `null` for none. */
  blog: BlogSource | null;
  /** Tab kept when a tab group offers it (API request samples). */
  preferredTab: string;
  /** Write `robots.txt` (allow all, with the sitemap's absolute URL); the default locale only. */
  robotsTxt: boolean;
  /** robots.txt's content signals and AI crawler groups. */
  robots: Required<RobotsOptions>;
  /** llms.txt's `## Instructions for agents` section (title and points, as text); `null` for none. */
  instructions: {title: string; points: string[]} | null;
  /**
   * The line at the top of every `.md` page pointing to the locale's
   * llms.txt, `{llms}` standing for its link; `null` for none.
   */
  llmsPointer: string | null;
  /**
   * Agent skills, one per area, in every locale, written with their discovery
   * indexes under `<build>/.well-known/` (served at the host root); `null` for none.
   */
  skills: SkillsOptions | null;
  /** `/.well-known/api-catalog` (RFC 9727), written by the default locale's build; `null` for none. */
  apiCatalog: ApiCatalogOptions | null;
  /**
   * `/.well-known/ai-catalog.json` (AI Catalog 0.9): the remote MCP endpoint,
   * every skill, each locale's llms.txt and the API catalog, each with its
   * representative queries; written by the default locale's build; `null` for none.
   */
  aiCatalog: AiCatalogOptions | null;
  /**
   * The host root's `/llms.txt` (written by the default locale's build): an
   * index of every locale's llms.txt, with these words; `null` for none.
   */
  hostLlmsTxt: HostLlmsText | null;
  /**
   * The words and punctuation written around the pages' text (`Source: {url}`,
   * `Last updated: {date}`, the colon after a label…), English by default;
   * `localized.<locale>.pageText` gives a locale's.
   */
  pageText: PageText;
  /** The texts of the other locales, by locale; what is not given stays as above. */
  localized: Record<string, LocalizedOptions>;
}

export interface SkillsOptions {
  areas: (SkillSource & {
    /** Files of the site listed with the pages, paths below the locale's base URL. */
    links?: {title: string; path: string}[];
    /** A sentence the skill's description and introduction add (`localized.skillNotes` translates it). */
    note?: string;
    /** The questions the skill answers, for its AI catalog entries (every locale's). */
    queries?: Queries;
  })[];
  text: SkillText;
  /**
   * The key facts the skills quote, per locale, in order: the same facts in
   * every locale (the site's register of facts gives them). Each is quoted
   * in the skill whose area holds its page; `llms-full.txt` lists them all.
   */
  keyFacts: Record<string, KeyFact[]>;
}

/** A key fact as text, and the page that states it (a route path below the locale's base URL). */
export interface KeyFact {
  id: string;
  text: string;
  path: string;
}

export interface HostLlmsText {
  /** The heading over the list of locales. */
  languages: string;
  /** What a locale's llms.txt is. */
  index: string;
  /** What a locale's llms-full.txt is. */
  full: string;
}

/** 2–5 questions an entry answers (AI Catalog `representativeQueries`), in the site's languages. */
export type Queries = string[];

export interface AiCatalogOptions {
  /** The publisher segment of the entries' `urn:air:` identifiers; the site's host name when not given. */
  publisher: string | null;
  /** The remote MCP endpoint, below the site's base URL; `null` for none. */
  mcp: {
    /** Its server card (MCP Server Cards), below the site's base URL. */
    serverCard: string;
    queries: Queries;
  } | null;
  /** Queries of each locale's llms.txt. */
  llmsQueries: Queries;
  /** Queries of the API catalog (needs the `apiCatalog` option). */
  apiCatalogQueries: Queries;
}

export interface ApiCatalogOptions {
  /** The API reference's home page, below each locale's base URL (`api`). */
  path: string;
  /** Its machine-readable descriptions, below the site's base URL. */
  descriptions: {path: string; type: string}[];
}

export interface LocalizedOptions {
  title?: string;
  summary?: string;
  details?: string;
  /** Section titles given above (`overviewTitle`, `section`), translated: English title → this locale's. */
  sections?: Record<string, string>;
  /** Headings and sentences of SKILL.md in this locale. */
  skillText?: Partial<SkillText>;
  /** Skill areas' notes in this locale, by area name. */
  skillNotes?: Record<string, string>;
  instructions?: {title: string; points: string[]};
  llmsPointer?: string;
  /** The words and punctuation around the pages' text in this locale (`出處：{url}`, `：`). */
  pageText?: Partial<PageText>;
}

export type Options = Partial<
  Omit<PluginOptions, 'skills' | 'localized' | 'pageText'>
> & {
  pageText?: Partial<PageText>;
  skills?: {
    areas: SkillsOptions['areas'];
    text?: Partial<SkillText>;
    keyFacts?: SkillsOptions['keyFacts'];
  } | null;
  localized?: Record<string, LocalizedOptions>;
};

/** A route path below a base URL: no leading or trailing slash, no dot segments. */
const ROUTE_PATH =
  /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;
/** `schema`, or `null` (the default). */
const nullable = (schema: Joi.Schema) => schema.allow(null).default(null);
const nonEmpty = () => Joi.string().trim().min(1);
const routePath = () => Joi.string().pattern(ROUTE_PATH);

const SKILL_TEXT_KEYS = Object.keys(DEFAULT_SKILL_TEXT) as (keyof SkillText)[];
const skillTextSchema = (withDefaults: boolean) =>
  Joi.object(
    Object.fromEntries(
      SKILL_TEXT_KEYS.map((key) => [
        key,
        withDefaults ? nonEmpty().default(DEFAULT_SKILL_TEXT[key]) : nonEmpty(),
      ]),
    ),
  );
const PAGE_TEXT_KEYS = Object.keys(DEFAULT_PAGE_TEXT) as (keyof PageText)[];
/**
 * The page text: a template holds its placeholder (`{url}`, `{date}`,
 * `{number}`) once; punctuation may be any text, a space or nothing (a
 * separator), but one line.
 */
const pageTextSchema = (withDefaults: boolean) =>
  Joi.object(
    Object.fromEntries(
      PAGE_TEXT_KEYS.map((key) => {
        const placeholder = (PLACEHOLDERS as Partial<Record<string, string>>)[
          key
        ];
        const schema = placeholder
          ? Joi.string()
              .trim()
              .pattern(
                new RegExp(
                  `^(?:(?!\\{${placeholder}\\}).)*\\{${placeholder}\\}(?:(?!\\{${placeholder}\\}).)*$`,
                  'u',
                ),
                `one {${placeholder}}`,
              )
          : Joi.string()
              .allow('')
              .pattern(/^[^\n\r]*$/, 'one line');
        return [
          key,
          withDefaults ? schema.default(DEFAULT_PAGE_TEXT[key]) : schema,
        ];
      }),
    ),
  );

/** AI Catalog: 2 to 5 representative queries per entry. */
const queriesSchema = Joi.array().items(nonEmpty().max(200)).min(2).max(5);

const instructionsSchema = Joi.object({
  title: nonEmpty().required(),
  points: Joi.array().items(nonEmpty()).min(1).required(),
});

const OptionsSchema = Joi.object<PluginOptions>({
  title: nullable(Joi.string()),
  summary: nonEmpty().required(),
  details: nullable(Joi.string()),
  docs: Joi.array()
    .items(
      Joi.object<DocsSource>({
        pluginId: Joi.string().required(),
        section: Joi.string(),
        overviewTitle: Joi.string().default('Overview'),
      }),
    )
    .default([{pluginId: 'default', overviewTitle: 'Overview'}]),
  blog: Joi.object<BlogSource>({
    pluginId: Joi.string().default('default'),
    section: Joi.string().default('Release notes'),
  })
    .allow(null)
    .default({pluginId: 'default', section: 'Release notes'}),
  preferredTab: Joi.string().default('curl'),
  robotsTxt: Joi.boolean().default(true),
  robots: Joi.object({
    contentSignal: nullable(
      Joi.string().pattern(/^[a-z-]+=(?:yes|no)(?:, [a-z-]+=(?:yes|no))*$/),
    ),
    allow: Joi.array()
      .items(Joi.string().pattern(/^[\w.-]+$/))
      .default([]),
    disallow: Joi.array()
      .items(Joi.string().pattern(/^[\w.-]+$/))
      .default([]),
  }).default(),
  instructions: nullable(instructionsSchema),
  llmsPointer: nullable(Joi.string().pattern(/\{llms\}/)),
  skills: nullable(
    Joi.object({
      areas: Joi.array()
        .items(
          Joi.object({
            name: Joi.string().pattern(SKILL_NAME).required(),
            paths: Joi.array().items(routePath()).min(1).required(),
            links: Joi.array()
              .items(
                Joi.object({
                  title: nonEmpty().required(),
                  path: routePath().required(),
                }),
              )
              .default([]),
            note: nonEmpty(),
            queries: queriesSchema,
          }),
        )
        .min(1)
        .unique('name')
        .required(),
      text: skillTextSchema(true).default(),
      keyFacts: Joi.object()
        .pattern(
          Joi.string(),
          Joi.array()
            .items(
              Joi.object({
                id: Joi.string().min(1).required(),
                text: nonEmpty().required(),
                path: routePath().required(),
              }),
            )
            .unique('id'),
        )
        .default({}),
    }),
  ),
  apiCatalog: nullable(
    Joi.object({
      path: routePath().required(),
      descriptions: Joi.array()
        .items(
          Joi.object({
            path: routePath().required(),
            type: Joi.string().required(),
          }),
        )
        .min(1)
        .required(),
    }),
  ),
  aiCatalog: nullable(
    Joi.object({
      publisher: nullable(Joi.string().pattern(/^[a-zA-Z0-9.-]+$/)),
      mcp: nullable(
        Joi.object({
          serverCard: routePath().required(),
          queries: queriesSchema.required(),
        }),
      ),
      llmsQueries: queriesSchema.required(),
      apiCatalogQueries: queriesSchema.required(),
    }),
  ),
  hostLlmsTxt: nullable(
    Joi.object<HostLlmsText>({
      languages: nonEmpty().default('Languages'),
      index: nonEmpty().default(
        'the pages in this language, with their Markdown URLs',
      ),
      full: nonEmpty().default('the pages in this language in one file'),
    }),
  ),
  pageText: pageTextSchema(true).default(),
  localized: Joi.object()
    .pattern(
      Joi.string(),
      Joi.object({
        title: nonEmpty(),
        summary: nonEmpty(),
        details: nonEmpty(),
        sections: Joi.object().pattern(Joi.string(), nonEmpty()),
        skillText: skillTextSchema(false),
        skillNotes: Joi.object().pattern(
          Joi.string().pattern(SKILL_NAME),
          nonEmpty(),
        ),
        instructions: instructionsSchema,
        llmsPointer: Joi.string().pattern(/\{llms\}/),
        pageText: pageTextSchema(false),
      }),
    )
    .default({}),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}
