/**
 * pn-social-cards: draws the social card (og:image) of every page after the
 * build. Pages name their card while Docusaurus reads them (./settings.ts,
 * `socialCardFrontMatter` in docusaurus.config.ts; the `siteCard` option
 * names the card of `themeConfig.image`, whose URL `cardPath` gives the
 * config without writing anything); this plugin draws each named card once
 * (cached by name across builds), publishes it under `assets/social/`, and
 * fails the build if a page has no `og:image`.
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import type {
  BuiltSite,
  PostBuildStepProvider,
} from '@paynow-docs/build-kit/site';
import {renderCard, type CardText, type HanFonts} from './card.ts';
import {HAN, hanFont} from './fonts.ts';
import {
  cardImage,
  resolveSettings,
  type SocialCardOptions,
} from './settings.ts';

export const PLUGIN_NAME = 'pn-social-cards';

/** The name of the plugin's post-build step, as the site's pipeline orders it. */
export const SOCIAL_CARDS_STEP = 'social cards';

export type Options = SocialCardOptions;

const COLOUR = /^#[0-9a-fA-F]{6}$/;

const OptionsSchema = Joi.object<SocialCardOptions>({
  siteTitle: Joi.string().trim().min(1).required(),
  siteDir: Joi.string().required(),
  areas: Joi.array()
    .items(
      Joi.object({
        dir: Joi.string().required(),
        label: Joi.string().trim().min(1).required(),
      }),
    )
    .required(),
  background: Joi.string().pattern(COLOUR),
  foreground: Joi.string().pattern(COLOUR),
  accent: Joi.string().pattern(COLOUR),
  fonts: Joi.object({
    regular: Joi.string().required(),
    bold: Joi.string().required(),
  }),
  extraFonts: Joi.array().items(Joi.string()),
  outputPath: Joi.string().pattern(/^[a-z0-9][a-z0-9/_-]*$/),
  cacheDir: Joi.string(),
  siteCard: Joi.object({
    title: Joi.string().trim().min(1).required(),
    area: Joi.string().trim().min(1).required(),
  }),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, Options>): Options {
  return validate(OptionsSchema, options);
}

/**
 * The `content` of each `<meta>` of a page by its `property` or `name`. A
 * scan of the tags, not an HTML parser: it runs over every page of the build
 * and only reads attributes of the head's void `<meta>` elements.
 */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(/([a-z:-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)].map(
        (match) => [
          match[1]!.toLowerCase(),
          match[2] ?? match[3] ?? match[4] ?? '',
        ],
      ),
    );
    const key = attributes.get('property') ?? attributes.get('name');
    const content = attributes.get('content');
    if (key && content !== undefined && !tags.has(key)) tags.set(key, content);
  }
  return tags;
}

export default function socialCardsPlugin(
  context: LoadContext,
  options: SocialCardOptions,
): Plugin & PostBuildStepProvider {
  const settings = resolveSettings(options);
  if (options.siteCard) {
    cardImage(options.siteCard, settings, 'the social-cards option siteCard');
  }
  const {baseUrl, siteConfig} = context;
  const prefix = `${siteConfig.url.replace(/\/$/, '')}${baseUrl}${settings.outputPath}/`;
  return {
    name: PLUGIN_NAME,

    // A step of the site's post-build pipeline (plugins/postbuild/pipeline.ts).
    postBuildSteps: [
      {
        name: SOCIAL_CARDS_STEP,
        reads: "the pages' og:image and twitter:card",
        writes: [`${settings.outputPath}/*.png`],
        run: (site) => writeCards(site),
      },
    ],
  };

  async function writeCards(site: BuiltSite): Promise<void> {
    const keys = new Set<string>();
    const problems: string[] = [];
    for (const name of site.pages()) {
      const meta = metaTags(site.text(name));
      const image = meta.get('og:image');
      if (!image) {
        problems.push(`${name}: no og:image`);
      } else if (image.startsWith(prefix)) {
        keys.add(image.slice(prefix.length).replace(/\.png$/, ''));
      }
      if (!meta.get('twitter:card')) {
        problems.push(`${name}: no twitter:card`);
      }
    }
    if (problems.length > 0) {
      throw new Error(
        `[${PLUGIN_NAME}] pages without a social card:\n${problems.join('\n')}`,
      );
    }
    // The cards not drawn yet, with their text.
    const toDraw: {key: string; png: string; text: CardText}[] = [];
    for (const key of keys) {
      const png = path.join(settings.cacheDir, `${key}.png`);
      if (existsSync(png)) continue;
      const manifest = path.join(settings.cacheDir, `${key}.json`);
      if (!existsSync(manifest)) {
        throw new Error(
          `[${PLUGIN_NAME}] ${prefix}${key}.png: no card of that name was requested by any page`,
        );
      }
      toDraw.push({
        key,
        png,
        text: JSON.parse(await readFile(manifest, 'utf8')) as CardText,
      });
    }
    // The Chinese font, cut once to the Han characters of these cards.
    const hanChars = toDraw
      .flatMap(({text}) => [...`${text.title}${text.area}`])
      .filter((char) => HAN.test(char))
      .join('');
    const han: HanFonts = hanChars
      ? {
          regular: await hanFont(hanChars, 400),
          bold: await hanFont(hanChars, 700),
        }
      : {regular: [], bold: []};
    for (const {png, text} of toDraw) {
      await writeFile(png, await renderCard(text, settings.design, han));
    }
    for (const key of keys) {
      site.write(
        `${settings.outputPath}/${key}.png`,
        await readFile(path.join(settings.cacheDir, `${key}.png`)),
      );
    }
    const hanBytes = [...han.regular, ...han.bold].reduce(
      (sum, font) => sum + font.length,
      0,
    );
    console.log(
      `[${PLUGIN_NAME}] ${keys.size} cards (${toDraw.length} drawn, ${keys.size - toDraw.length} cached) in ${settings.outputPath}/${hanChars ? `; Chinese font cut to ${new Set(hanChars).size} characters (${(hanBytes / 1024).toFixed(0)} KiB, build only)` : ''}`,
    );
  }
}
