/**
 * The texts the site adds around the spec, in the locale being built: the
 * notice every page shows and the UI words the generated files hold (the
 * sidebar's label of the introduction, its table of contents). The site
 * gives the notice as an option (its own vocabulary); the UI words come from
 * the locale's code translations under the plugin's ids, as the theme's
 * `<Translate>` strings do.
 */
import type {NoticeModel} from '../types.ts';

/** Where the link goes in a notice's message. */
export const LINK_PLACEHOLDER = '{link}';

/** The `notice` option: a message as text, `{link}` marking its one link. */
export interface NoticeOptions {
  type: NoticeModel['type'];
  message: string;
  link?: {label: string; to: string};
}

/**
 * Why a notice cannot be shown as given, or `undefined`: a message with a
 * link holds `{link}` exactly once, and one without a link holds none.
 */
export function noticeProblem(notice: NoticeOptions): string | undefined {
  const count = notice.message.split(LINK_PLACEHOLDER).length - 1;
  if (notice.link && count !== 1) {
    return `the message must hold ${LINK_PLACEHOLDER} once, where the link goes (found ${count})`;
  }
  if (!notice.link && count > 0) {
    return `the message holds ${LINK_PLACEHOLDER} but the notice has no link`;
  }
  return undefined;
}

/** The notice as the pages render it: the text around its link. */
export function buildNotice(
  notice: NoticeOptions | null | undefined,
): NoticeModel | null {
  if (!notice) return null;
  const problem = noticeProblem(notice);
  if (problem) throw new Error(`notice: ${problem}`);
  const [before = '', after = ''] = notice.message.split(LINK_PLACEHOLDER);
  return {
    type: notice.type,
    before,
    ...(notice.link ? {link: {...notice.link}} : {}),
    after,
  };
}

/** The UI words of the generated files (sidebar, table of contents). */
export interface GeneratedText {
  /** The sidebar's label of the introduction page. */
  introduction: string;
  /** The introduction's "Operations" heading, as its table of contents lists it. */
  operations: string;
}

/** Their translation ids and English messages. */
export const GENERATED_TEXT_IDS: Readonly<
  Record<keyof GeneratedText, {id: string; message: string}>
> = {
  introduction: {id: 'theme.api.introduction', message: 'Introduction'},
  // The same id as the heading's <Translate> in ApiIntro.
  operations: {id: 'theme.api.operations', message: 'Operations'},
};

/**
 * The UI words in the locale being built: each id's message in
 * `codeTranslations` (Docusaurus's `context.codeTranslations`, the locale's
 * code.json), else the English message.
 */
export function generatedText(
  codeTranslations: Readonly<Record<string, string>>,
): GeneratedText {
  const text = (key: keyof GeneratedText) =>
    codeTranslations[GENERATED_TEXT_IDS[key].id] ??
    GENERATED_TEXT_IDS[key].message;
  return {introduction: text('introduction'), operations: text('operations')};
}
