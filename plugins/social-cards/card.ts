/**
 * One social card: a 1200×630 PNG with the page title and its area on the
 * brand background, drawn with satori (layout to SVG) and resvg (SVG to PNG).
 * Fonts are files from npm packages, never downloaded at build time.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';

/** Bump when the layout below changes: it is part of every card's name, so cached and shared cards are redrawn. */
const LAYOUT_VERSION = 2;
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a card shows. */
export interface CardText {
  title: string;
  area: string;
}

/** How every card looks; part of each card's name, so a new design gets new URLs. */
export interface CardDesign {
  siteTitle: string;
  background: string;
  foreground: string;
  accent: string;
  /** Font files (woff, ttf or otf): regular, then bold. */
  fonts: {regular: string; bold: string};
  /** More font files (TTF, OTF or WOFF) for characters the main font lacks. */
  extraFonts: string[];
  /** The npm package and version of the Chinese (Han) font, cut to the cards' characters at build time. */
  hanFont: string;
}

/** The file name of a card: a hash of its text and the design. */
export function cardKey(text: CardText, design: CardDesign): string {
  return createHash('sha256')
    .update(
      JSON.stringify([LAYOUT_VERSION, CARD_WIDTH, CARD_HEIGHT, text, design]),
    )
    .digest('hex')
    .slice(0, 16);
}

type Fonts = Parameters<typeof satori>[1]['fonts'];

const fontCache = new Map<string, Fonts>();

function fontsOf(design: CardDesign): Fonts {
  const key = JSON.stringify([design.fonts, design.extraFonts]);
  const fonts: Fonts = fontCache.get(key) ?? [
    {name: 'Card', data: readFileSync(design.fonts.regular), weight: 400},
    {name: 'Card', data: readFileSync(design.fonts.bold), weight: 700},
    ...design.extraFonts.map((file) => ({
      name: 'Card',
      data: readFileSync(file),
      weight: 700 as const,
    })),
  ];
  fontCache.set(key, fonts);
  return fonts;
}

interface Node {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: (Node | string)[] | string;
  };
}

function div(
  style: Record<string, unknown>,
  children: Node['props']['children'],
): Node {
  return {type: 'div', props: {style: {display: 'flex', ...style}, children}};
}

/** The Chinese font cut to the cards' Han characters (`hanFont` of ./fonts.ts), regular and bold. */
export interface HanFonts {
  regular: Buffer[];
  bold: Buffer[];
}

function hanFontsOf(files: Buffer[], weight: 400 | 700): Fonts {
  return files.map((data, index) => ({
    name: `Card Han ${index}`,
    data,
    weight,
  }));
}

/** Renders one card to PNG bytes. */
export async function renderCard(
  text: CardText,
  design: CardDesign,
  han: HanFonts = {regular: [], bold: []},
): Promise<Buffer> {
  const titleSize =
    text.title.length > 60 ? 60 : text.title.length > 32 ? 72 : 88;
  const tree = div(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: '72px 80px',
      background: design.background,
      color: design.foreground,
      fontFamily: 'Card',
    },
    [
      div({fontSize: 36, fontWeight: 400, opacity: 0.9}, text.area),
      div(
        {
          fontSize: titleSize,
          fontWeight: 700,
          lineHeight: 1.1,
          maxHeight: 3 * 1.1 * titleSize,
          overflow: 'hidden',
        },
        text.title,
      ),
      div({alignItems: 'center', fontSize: 32, fontWeight: 700}, [
        div(
          {width: 48, height: 8, marginRight: 20, background: design.accent},
          [],
        ),
        design.siteTitle,
      ]),
    ],
  );
  // satori's types want React elements; the plain object form is what it reads.
  const svg = await satori(tree as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [
      ...fontsOf(design),
      // Each cut file under a name of its own: satori keeps one font per
      // name and weight, and falls back to the other fonts for a glyph.
      ...hanFontsOf(han.regular, 400),
      ...hanFontsOf(han.bold, 700),
    ],
  });
  return new Resvg(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}})
    .render()
    .asPng();
}
