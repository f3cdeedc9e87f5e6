/**
 * postbuild: what a build must have before it is served, done in postBuild
 * so that every build path (`docusaurus build`, any `--out-dir`, one locale
 * or all) has it:
 *
 * 1. every page's inline scripts are checked against the site's registry
 *    (the `inlineScripts` option) and any other fails the build, naming the
 *    file; so does markup no page may have (structured data that is not
 *    JSON, `<meta http-equiv>`, `<base>`, `<iframe>`, `<object>`,
 *    `<embed>`);
 * 2. the Content-Security-Policy allowing those scripts by hash is written as
 *    an nginx include, `<build>/.nginx/csp.conf`, for the whole site: each
 *    locale records its hashes (`.nginx/locales/<locale>.json`) and the
 *    include is the union of the locales built into the folder;
 * 3. `x.gz` and `x.br` beside every text file, for nginx's `gzip_static` and
 *    `brotli_static`;
 * 4. `<build>/.nginx/build.json` records the base URL, origin, locales and
 *    Algolia host the build was made for (record.ts).
 *
 * Docusaurus runs postBuild once per locale (outDir `build/`, then
 * `build/zh-TW/`), every plugin's at once: this plugin waits for the others
 * (afterOtherPlugins.ts), so it must be the first plugin: register it with
 * its preset, first in `presets`.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
  Props,
} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {otherLocaleFolders, siteFolder} from '@paynow-docs/build-kit';
import {afterOtherPlugins} from './afterOtherPlugins.ts';
import {
  algoliaHost,
  checkPages,
  contentSecurityPolicy,
  cspInclude,
  type InlineScript,
} from './csp.ts';
import {precompress} from './precompress.ts';
import {
  CSP_INCLUDE,
  LOCALE_HASHES_DIR,
  writeBuildRecord,
  type BuildRecord,
} from './record.ts';

export type {InlineScript} from './csp.ts';
export type {BuildRecord} from './record.ts';

export const PLUGIN_NAME = 'pn-postbuild';

export interface Options {
  /**
   * The inline scripts the pages of one locale may have, for that locale's
   * base URL (`/base/`, `/base/zh-TW/`): the registry behind the policy.
   */
  inlineScripts: (page: {baseUrl: string; locale: string}) => InlineScript[];
  /** Where `inlineScripts` is written, named in the build error. */
  inlineScriptsSource: string;
  /** The hosted search, when configured: the CSP lets pages reach its hosts. */
  algolia: {appId: string} | null;
  /** Write `.gz` and `.br` files (default true). */
  precompress: boolean;
  /**
   * Checks of the whole output folder once each locale's files are written
   * (the last locale's run sees the finished site); one that throws fails
   * the build with its message. Default: none.
   */
  checkOutput: ((siteFolder: string) => void) | null;
  /**
   * Writes the serving files of each engine from the site folder and its
   * facts, once the CSP and the build record are written. Default: none.
   */
  servingFiles:
    | ((siteFolder: string, facts: {csp: string; record: BuildRecord}) => void)
    | null;
}

const OptionsSchema = Joi.object<Options>({
  inlineScripts: Joi.function().required(),
  inlineScriptsSource: Joi.string().required(),
  algolia: Joi.object({
    appId: Joi.string()
      .pattern(/^[A-Za-z0-9]+$/)
      .required()
      .messages({'string.pattern.base': 'algolia.appId must be alphanumeric'}),
  })
    .unknown(true)
    .allow(null)
    .default(null),
  precompress: Joi.boolean().default(true),
  checkOutput: Joi.function().allow(null).default(null),
  servingFiles: Joi.function().allow(null).default(null),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<Options>, Options>): Options {
  return validate(OptionsSchema, options);
}

interface LocaleHashes {
  locale: string;
  baseUrl: string;
  hashes: string[];
}

export default function pluginPostbuild(
  _context: LoadContext,
  options: Options,
): Plugin {
  async function postBuild(
    props: Props & {plugins: Props['plugins']},
  ): Promise<void> {
    const othersDone = afterOtherPlugins(props.plugins, postBuild, PLUGIN_NAME);
    if (!(await othersDone)) return;
    const {outDir, baseUrl, siteConfig, i18n} = props;
    const locale = i18n.currentLocale;
    const site = siteFolder(outDir, i18n);
    const skip = otherLocaleFolders(outDir, i18n);

    let check;
    try {
      check = checkPages(outDir, {
        expected: options.inlineScripts({baseUrl, locale}),
        skip,
        registry: options.inlineScriptsSource,
      });
    } catch (error) {
      throw new Error(`[${PLUGIN_NAME}] ${(error as Error).message}`);
    }
    const compressed = options.precompress ? precompress(outDir, {skip}) : 0;

    try {
      options.checkOutput?.(site);
    } catch (error) {
      throw new Error(`[${PLUGIN_NAME}] ${(error as Error).message}`);
    }

    // The site-wide files, from the records of every locale built so far.
    const hashesDir = path.join(site, LOCALE_HASHES_DIR);
    mkdirSync(hashesDir, {recursive: true});
    writeFileSync(
      path.join(hashesDir, `${locale}.json`),
      JSON.stringify({
        locale,
        baseUrl,
        hashes: check.hashes,
      } satisfies LocaleHashes),
    );
    const built = readdirSync(hashesDir)
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) =>
          JSON.parse(
            readFileSync(path.join(hashesDir, name), 'utf8'),
          ) as LocaleHashes,
      )
      .sort(
        (a, b) =>
          i18n.locales.indexOf(a.locale) - i18n.locales.indexOf(b.locale),
      );
    const appId = options.algolia?.appId;
    const csp = contentSecurityPolicy({
      scriptHashes: built.flatMap((entry) => entry.hashes),
      algoliaAppId: appId,
    });
    writeFileSync(path.join(site, CSP_INCLUDE), cspInclude(csp));
    const defaultConfig = i18n.localeConfigs[i18n.defaultLocale]!;
    const record: BuildRecord = {
      baseUrl: defaultConfig.baseUrl,
      url: defaultConfig.url ?? siteConfig.url,
      locales: built.map((entry) => entry.locale),
      localeBaseUrls: Object.fromEntries(
        built.map((entry) => [entry.locale, entry.baseUrl]),
      ),
      algolia: appId ? algoliaHost(appId) : null,
    };
    writeBuildRecord(site, record);
    options.servingFiles?.(site, {csp, record});
    console.log(
      `[${PLUGIN_NAME}] ${locale}: ${check.pages} pages checked, ${check.hashes.length} inline script hash(es); ${compressed} files precompressed; ${path.relative(process.cwd(), path.join(site, CSP_INCLUDE))} covers ${record.locales.join(', ')}.`,
    );
  }

  return {name: PLUGIN_NAME, postBuild};
}
