/**
 * The social-card settings shared by the two places that need them: the
 * front-matter hook (which names each page's card while Docusaurus reads the
 * page, so `og:image` is in the server HTML) and the plugin (which draws the
 * named cards after the build).
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {cardKey, type CardDesign, type CardText} from './card.ts';
import {
  cmapCoverage,
  HAN,
  HAN_FONT_PACKAGE,
  hanFontCovers,
  hanFontId,
  scriptName,
} from './fonts.ts';

/** Pages under `dir` show `label` as their area, or the label of their top-level `_category_.json`. */
export interface Area {
  dir: string;
  label: string;
}

export interface SocialCardOptions extends Partial<
  Omit<CardDesign, 'siteTitle' | 'hanFont'>
> {
  siteTitle: string;
  /** The site directory (where `docs/`, `blog/` and `node_modules/` are). */
  siteDir: string;
  /** Areas by folder, relative to the site directory; the first match wins. */
  areas: Area[];
  /** Where the cards are published in the build, relative to the base URL. */
  outputPath?: string;
  /** Cards drawn so far and what each shows, relative to the site directory. */
  cacheDir?: string;
  /** The card of pages without one of their own (`themeConfig.image`, see `cardPath`). */
  siteCard?: CardText;
}

export interface SocialCardSettings {
  design: CardDesign;
  siteDir: string;
  areas: Area[];
  outputPath: string;
  cacheDir: string;
}

const fontFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

export function resolveSettings(
  options: SocialCardOptions,
): SocialCardSettings {
  return {
    design: {
      siteTitle: options.siteTitle,
      background: options.background ?? '#0b5cad',
      foreground: options.foreground ?? '#ffffff',
      accent: options.accent ?? '#8fd3a6',
      fonts: options.fonts ?? {regular: fontFile(400), bold: fontFile(700)},
      extraFonts: options.extraFonts ?? [],
      hanFont: hanFontId(),
    },
    siteDir: options.siteDir,
    areas: options.areas,
    outputPath: (options.outputPath ?? 'assets/social').replace(/^\/|\/$/g, ''),
    cacheDir: path.resolve(
      options.siteDir,
      options.cacheDir ?? 'node_modules/.cache/pn-social-cards',
    ),
  };
}

/** The area of a source file: its top-level category label, else its folder's area. */
export function areaOf(file: string, settings: SocialCardSettings): string {
  const relative = path
    .relative(settings.siteDir, file)
    .split(path.sep)
    .join('/');
  const area = settings.areas.find(
    ({dir}) =>
      relative === dir || relative.startsWith(`${dir.replace(/\/$/, '')}/`),
  );
  if (!area) return settings.design.siteTitle;
  const inside = relative
    .slice(area.dir.replace(/\/$/, '').length + 1)
    .split('/');
  if (inside.length > 1) {
    const category = path.join(
      settings.siteDir,
      area.dir,
      inside[0]!,
      '_category_.json',
    );
    if (existsSync(category)) {
      const {label} = JSON.parse(readFileSync(category, 'utf8')) as {
        label?: unknown;
      };
      if (typeof label === 'string' && label.trim()) return label.trim();
    }
  }
  return area.label;
}

/**
 * Names the card of `text` (`/<outputPath>/<hash>.png`, with no base URL, as
 * front matter `image` wants it) and records what it shows for the plugin.
 * @param source the file the card is for, named in errors.
 */
const coverageCache = new Map<string, Set<number>>();

function coverageOf(file: string): Set<number> {
  const covered = coverageCache.get(file) ?? cmapCoverage(readFileSync(file));
  coverageCache.set(file, covered);
  return covered;
}

/**
 * The characters of `text` that no card font has a glyph for (satori would
 * draw a "NO GLYPH" box): Han characters need the Chinese font, every other
 * one a glyph in both main fonts (regular and bold) or an extra font.
 * Whitespace needs none.
 */
export function missingGlyphs(text: string, design: CardDesign): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    const code = char.codePointAt(0)!;
    if (HAN.test(char) && hanFontCovers(char)) continue;
    const inMain = [design.fonts.regular, design.fonts.bold].every((file) =>
      coverageOf(file).has(code),
    );
    if (inMain) continue;
    if (design.extraFonts.some((file) => coverageOf(file).has(code))) continue;
    missing.add(char);
  }
  return [...missing];
}

/**
 * The URL (under the base URL) of the card showing `text`, without naming it
 * for drawing: for config values such as `themeConfig.image`, whose card the
 * plugin's `siteCard` option names when the build starts.
 */
export function cardPath(
  text: CardText,
  settings: SocialCardSettings,
  source: string,
): string {
  const {design} = settings;
  const missing = missingGlyphs(`${text.title}${text.area}`, design);
  if (missing.length > 0) {
    throw new Error(
      `${source}: the social card text "${text.title}" (${text.area}) has characters no card font can draw: ${missing.map(scriptName).join(', ')}. The cards draw Latin (${path.basename(design.fonts.bold)}) and Chinese Han (${HAN_FONT_PACKAGE}); add a font that covers the others to the social-cards option extraFonts, or change the title.`,
    );
  }
  return `/${settings.outputPath}/${cardKey(text, design)}.png`;
}

/** The URL of the card showing `text`, named for the plugin to draw after the build. */
export function cardImage(
  text: CardText,
  settings: SocialCardSettings,
  source: string,
): string {
  const url = cardPath(text, settings, source);
  const key = cardKey(text, settings.design);
  mkdirSync(settings.cacheDir, {recursive: true});
  const manifest = path.join(settings.cacheDir, `${key}.json`);
  if (!existsSync(manifest)) {
    writeFileSync(manifest, JSON.stringify(text));
  }
  return url;
}

/** The page title as Docusaurus shows it: front matter `title`, else the first `# ` heading. */
function titleOf(
  frontMatter: Record<string, unknown>,
  content: string,
  file: string,
): string {
  if (typeof frontMatter.title === 'string' && frontMatter.title.trim()) {
    return frontMatter.title.trim();
  }
  const heading = /^#\s+(.+?)\s*#*\s*$/m.exec(content)?.[1];
  return heading ?? path.basename(file).replace(/\.mdx?$/, '');
}

/**
 * `markdown.parseFrontMatter` for docusaurus.config.ts: gives every Markdown
 * page without an `image` of its own the URL of its card, which Docusaurus
 * turns into `og:image` and `twitter:image`.
 */
export function socialCardFrontMatter(
  options: SocialCardOptions,
): ParseFrontMatter {
  const settings = resolveSettings(options);
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    if (result.frontMatter.image === undefined) {
      const text = {
        title: titleOf(result.frontMatter, result.content, params.filePath),
        area: areaOf(params.filePath, settings),
      };
      result.frontMatter.image = cardImage(text, settings, params.filePath);
    }
    return result;
  };
}
