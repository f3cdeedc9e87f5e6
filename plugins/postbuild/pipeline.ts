/**
 * The post-build pipeline: what is done to the built site, in this order,
 * and nowhere else.
 *
 * Each locale's folder is loaded once into memory (BuiltSite), with the
 * site's host-level files (`.well-known/`), and the LOCALE_STEPS run over it
 * one after another; their changes are written, each file replaced whole;
 * then the SITE_STEPS run over the site folder, with the facts of every
 * locale built so far (the last locale's run sees the finished site). The
 * facts of a locale (its inline-script hashes) pass to the later locales in
 * the build record the site steps write (./index.ts, ./record.ts).
 *
 * A plugin contributes steps by name (its `postBuildSteps`, build-kit's
 * PostBuildStepProvider): LOCALE_STEP_ORDER places them; a step the order
 * does not name fails the build, and one named but not provided (search
 * with Algolia has no index) is skipped. No plugin may have a `postBuild` of
 * its own (Docusaurus would run it beside this one, in no set order): the
 * postbuild plugin fails the build naming it. Docusaurus's own plugins with
 * a postBuild (the sitemap, the blog's feeds) are registered through
 * ./sitemap.ts and ./blog.ts, which compose the upstream plugin and give its
 * postBuild to the pipeline as a step (./asStep.ts): the upstream hook runs
 * unchanged, on the folder written so far, and what it wrote joins the site
 * in memory.
 *
 * The order: the stylesheets are pruned and the pages relinked to the
 * pruned files first, so that every later step (the search index rewrites
 * the pages, the Markdown copies are made from them, the feeds quote them)
 * sees the pages as they are served; the checks of the pages' inline scripts
 * come after the last step that changes a page, and precompression after
 * the last that writes any file.
 */
import type {BuiltSite, PluginStepContext} from '@paynow-docs/build-kit/site';
import {pruneSiteStyles} from '@paynow-docs/fast-load/prune-styles';
import {checkSitePages, type InlineScript} from './csp.ts';
import {precompressSite} from './precompress.ts';
import type {BuildRecord} from './record.ts';
import type {Step} from './steps.ts';

/** What the steps of one locale know, and what they find out. */
export interface LocaleContext extends PluginStepContext {
  locale: string;
  baseUrl: string;
  /** The inline scripts the pages may have, and where they are listed. */
  inlineScripts: readonly InlineScript[];
  inlineScriptsSource: string;
  precompress: boolean;
  log: (message: string) => void;
  /** Found by the steps, for the site-wide ones. */
  found: {inlineScriptHashes: string[]; pages: number; compressed: number};
}

/** The steps over each locale, in their order; plugins' steps by name. */
export const LOCALE_STEP_ORDER = [
  'prune styles',
  'search index',
  'Markdown exports and skills',
  'social cards',
  'sitemap',
  'blog feeds',
  'CSP hashes',
  'precompression',
] as const;

/** The steps this package runs itself. */
export const OWN_LOCALE_STEPS: readonly Step<LocaleContext>[] = [
  {
    name: 'prune styles',
    reads: 'the pages, assets/js/*.js, assets/css/*.css',
    writes: ['assets/css/*.css', '**/*.html'],
    run(site: BuiltSite, context) {
      for (const report of pruneSiteStyles(site)) {
        context.log(
          report.kept
            ? `${report.from} kept whole (a script loads it by its hash).`
            : `${report.from} → ${report.to}, ${report.bytesBefore} → ${report.bytesAfter} bytes (${report.selectors} selectors and ${report.customProperties} custom properties no page uses).`,
        );
      }
    },
  },
  {
    name: 'CSP hashes',
    reads: 'the pages',
    writes: [],
    run(site, context) {
      const check = checkSitePages(site, {
        expected: context.inlineScripts,
        registry: context.inlineScriptsSource,
      });
      context.found.inlineScriptHashes = check.hashes;
      context.found.pages = check.pages;
    },
  },
  {
    name: 'precompression',
    reads: 'every text file',
    writes: ['**/*.gz', '**/*.br'],
    run(site, context) {
      if (context.precompress) {
        context.found.compressed = precompressSite(site);
      }
    },
  },
];

/**
 * The steps of one locale in LOCALE_STEP_ORDER: this package's and the
 * plugins' (`provided`, with the plugin's name for the error message).
 */
export function localeSteps(
  provided: readonly {plugin: string; step: Step<PluginStepContext>}[],
): Step<LocaleContext>[] {
  const order: readonly string[] = LOCALE_STEP_ORDER;
  const unordered = provided.filter(({step}) => !order.includes(step.name));
  if (unordered.length > 0) {
    throw new Error(
      `Post-build steps the pipeline does not order: ${unordered.map(({plugin, step}) => `"${step.name}" of ${plugin}`).join(', ')}. Name them in LOCALE_STEP_ORDER (plugins/postbuild/pipeline.ts).`,
    );
  }
  const byName = new Map<string, Step<LocaleContext>>([
    ...OWN_LOCALE_STEPS.map((step) => [step.name, step] as const),
    ...provided.map(({step}) => [step.name, step] as const),
  ]);
  return order.flatMap((name) => byName.get(name) ?? []);
}

/** What the site-wide steps know: the facts of every locale built so far. */
export interface SiteContext {
  /** The site's folder (`build/`), holding every locale's. */
  siteFolder: string;
  /** The Content-Security-Policy of all those locales. */
  csp: string;
  record: BuildRecord;
}

/** A step over the whole site folder, after each locale. */
export interface SiteStep {
  name: string;
  run(context: SiteContext): void | Promise<void>;
}

/** The hooks of the site-wide steps that the site supplies (plugin options). */
export interface SiteHooks {
  writeCsp: (context: SiteContext) => void;
  writeRecord: (context: SiteContext) => void;
  servingFiles:
    | ((siteFolder: string, facts: {csp: string; record: BuildRecord}) => void)
    | null;
  checkOutput: ((siteFolder: string) => void) | null;
}

export function siteSteps(hooks: SiteHooks): SiteStep[] {
  return [
    {name: 'CSP include', run: hooks.writeCsp},
    {name: 'build record', run: hooks.writeRecord},
    {
      name: 'serving files',
      run: ({siteFolder, csp, record}) =>
        hooks.servingFiles?.(siteFolder, {csp, record}),
    },
    {
      name: 'output check',
      run: ({siteFolder}) => hooks.checkOutput?.(siteFolder),
    },
  ];
}
