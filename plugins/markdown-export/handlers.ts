/**
 * hast → mdast handlers for what Docusaurus and this plugin's sites render
 * beyond plain HTML: Prism code blocks, admonitions, tab groups, doc cards,
 * `<details>` and the <Flow> diagram (an ordered list in a named group).
 * Everything else is `hast-util-to-mdast`'s own handling.
 */
import {admonitionLabel, type AdmonitionWords} from '@paynow-docs/build-kit';
import type {Element} from 'hast';
import {defaultHandlers, type Handle, type State} from 'hast-util-to-mdast';
import type {
  BlockContent,
  Code,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  RootContent,
} from 'mdast';
import {
  childElements,
  childrenNamed,
  classesOf,
  collapse,
  outermost,
  textOf,
} from './html.ts';
import {
  DEFAULT_PAGE_TEXT,
  fillText,
  PLACEHOLDERS,
  type PageText,
} from './text.ts';

export interface HandlerOptions {
  /** Tab label whose panel alone is kept when a tab group has one (the API request samples). */
  preferredTab: string;
  /** What an untitled admonition shows in the page's locale (build-kit's `admonitionWords`); English by default. */
  admonitionWords?: AdmonitionWords;
  /** The words and punctuation written around the page's text (the colon after a label, an unlabelled tab); English by default. */
  text?: Pick<PageText, 'colon' | 'tab'>;
}

/** `data` of a list made from a doc card, so neighbouring cards join into one list. */
export const CARD_LIST = 'pnCard';

type Flow = RootContent[];

function strong(text: string): Paragraph {
  return {
    type: 'paragraph',
    children: [{type: 'strong', children: [{type: 'text', value: text}]}],
  };
}

function phrasingOf(state: State, element: Element): PhrasingContent[] {
  return state
    .toFlow(state.all(element))
    .flatMap((node) => (node.type === 'paragraph' ? node.children : []));
}

function languageOf(element: Element, ancestors: readonly Element[]): string {
  for (const candidate of [element, ...ancestors]) {
    const name = classesOf(candidate).find((c) => c.startsWith('language-'));
    if (name) return name.slice('language-'.length);
  }
  return '';
}

/** A `<pre>`: its Prism lines (or text) as a fenced block, language from the nearest `language-*` class. */
function codeBlock(pre: Element, ancestors: readonly Element[]): Code {
  const lines = outermost(pre, (child) =>
    classesOf(child).includes('token-line'),
  ).map(textOf);
  const code = lines.length > 0 ? lines.join('\n') : textOf(pre);
  return {
    type: 'code',
    lang: languageOf(pre, ancestors) || null,
    meta: null,
    value: code.replace(/\n+$/, ''),
  };
}

/**
 * A label and the colon after it, as the start of a paragraph: `**Note:** `
 * in bold with its colon when a space follows the colon, `**備註**：` when
 * none does (CommonMark closes `**` between punctuation and a letter only
 * when a space or punctuation follows it: `**備註：**本` would stay
 * asterisks).
 */
function labelled(label: string, colon: string): PhrasingContent[] {
  const mark = colon.trimEnd();
  const space = colon.slice(mark.length);
  return space
    ? [
        {type: 'strong', children: [{type: 'text', value: `${label}${mark}`}]},
        {type: 'text', value: space},
      ]
    : [
        {type: 'strong', children: [{type: 'text', value: label}]},
        ...(mark
          ? [{type: 'text', value: mark} satisfies PhrasingContent]
          : []),
      ];
}

/** `> **Note:** …`, or the admonition's own title on a line of its own. */
function admonition(
  state: State,
  element: Element,
  {admonitionWords: words, text = DEFAULT_PAGE_TEXT}: HandlerOptions,
): BlockContent {
  const type =
    classesOf(element)
      .find((name) => name.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length) ?? 'note';
  const [heading, content] = childElements(element);
  const headingText = heading ? collapse(textOf(heading)) : '';
  const label = admonitionLabel(type, headingText, words);
  const titled = label !== admonitionLabel(type, undefined, words);
  const body = state.toFlow(
    content ? state.all(content) : [],
  ) as BlockContent[];
  const first = body[0];
  if (!titled && first?.type === 'paragraph') {
    first.children.unshift(...labelled(label, text.colon));
  } else {
    // On a line of its own, nothing follows the bold: `**備註：**` closes.
    body.unshift(strong(titled ? label : `${label}${text.colon.trimEnd()}`));
  }
  return {type: 'blockquote', children: body};
}

/** A tab group: the preferred tab alone when there is one, else every tab under its label. */
function tabs(
  state: State,
  element: Element,
  {preferredTab, text = DEFAULT_PAGE_TEXT}: HandlerOptions,
): Flow {
  const found = (role: string) =>
    outermost(element, (child) => child.properties.role === role);
  const labels = found('tab').map((tab) => collapse(textOf(tab)));
  const panels = found('tabpanel');
  const preferred = labels.findIndex(
    (label) => label.toLowerCase() === preferredTab.toLowerCase(),
  );
  if (preferred >= 0 && panels[preferred]) {
    return state.toFlow(state.all(panels[preferred]));
  }
  return panels.flatMap((panel, index) => [
    strong(
      labels[index] || fillText(text.tab, PLACEHOLDERS.tab, String(index + 1)),
    ),
    ...state.toFlow(state.all(panel)),
  ]);
}

/** A doc card: `- [Title](url): description`, one item of a list. */
function card(state: State, link: Element, colon: string): List {
  const heading = childElements(link).find((child) =>
    /^h[2-6]$/.test(child.tagName),
  );
  const [description] = childrenNamed(link, 'p');
  const title = collapse(
    String(heading?.properties.title ?? (heading ? textOf(heading) : '')),
  );
  const text = description ? collapse(textOf(description)) : '';
  const children: PhrasingContent[] = [
    {
      type: 'link',
      url: state.resolve(String(link.properties.href ?? '')),
      title: null,
      children: [{type: 'text', value: title}],
    },
  ];
  if (text) children.push({type: 'text', value: `${colon}${text}`});
  return {
    type: 'list',
    ordered: false,
    spread: false,
    data: {[CARD_LIST]: true} as List['data'],
    children: [
      {
        type: 'listItem',
        spread: false,
        children: [{type: 'paragraph', children}],
      },
    ],
  };
}

/** A <Flow>: `role="group"` named by `aria-label`, holding the steps as an `<ol>`. */
function isFlow(element: Element): boolean {
  return (
    element.properties.role === 'group' &&
    Boolean(element.properties.ariaLabel) &&
    childrenNamed(element, 'ol').length === 1
  );
}

/** A <Flow> diagram: its title, then its steps as a numbered list, branches nested under their condition. */
function flow(state: State, element: Element, colon: string): Flow {
  const steps = (ol: Element): List => ({
    type: 'list',
    ordered: true,
    start: 1,
    spread: false,
    children: childrenNamed(ol, 'li').map((li): ListItem => {
      const [box] = childrenNamed(li, 'div');
      const parts = (box ? childrenNamed(box, 'span') : [])
        .map((span) => phrasingOf(state, span))
        .filter((part) => part.length > 0);
      const text: PhrasingContent[] = parts.flatMap((part, index) =>
        index === 0 ? part : [{type: 'text', value: colon}, ...part],
      );
      const branches = childrenNamed(li, 'ul')
        .flatMap((ul) => childElements(ul))
        .map((branch): ListItem => {
          const [when] = childrenNamed(branch, 'span');
          const [nested] = childrenNamed(branch, 'ol');
          return {
            type: 'listItem',
            spread: false,
            children: [
              {
                type: 'paragraph',
                children: [
                  {
                    type: 'strong',
                    children: when ? phrasingOf(state, when) : [],
                  },
                ],
              },
              ...(nested ? [steps(nested)] : []),
            ],
          };
        });
      return {
        type: 'listItem',
        spread: false,
        children: [
          {type: 'paragraph', children: text},
          ...(branches.length > 0
            ? [
                {
                  type: 'list',
                  ordered: false,
                  spread: false,
                  children: branches,
                } satisfies List,
              ]
            : []),
        ],
      };
    }),
  });
  const title = collapse(String(element.properties.ariaLabel ?? ''));
  const [ol] = childrenNamed(element, 'ol');
  return [...(title ? [strong(title)] : []), steps(ol!)];
}

/**
 * The handlers, by tag name. Ancestors of the element being handled are
 * tracked for the code blocks, whose language class may sit on a wrapper.
 */
export function docusaurusHandlers(
  options: HandlerOptions,
): Record<string, Handle> {
  const ancestors: Element[] = [];
  const {colon} = options.text ?? DEFAULT_PAGE_TEXT;
  /** Runs `handle` with `element` on the ancestor stack. */
  const within = <T>(element: Element, handle: () => T): T => {
    ancestors.unshift(element);
    try {
      return handle();
    } finally {
      ancestors.shift();
    }
  };
  const container =
    (fallback: Handle): Handle =>
    (state, element, parent) =>
      within(element, () => {
        const list = classesOf(element);
        if (list.includes('theme-admonition'))
          return admonition(state, element, options);
        if (list.includes('tabs-container'))
          return tabs(state, element, options);
        if (isFlow(element)) return flow(state, element, colon);
        const links = childElements(element);
        if (
          element.tagName === 'article' &&
          links.length === 1 &&
          links[0]!.tagName === 'a' &&
          classesOf(links[0]!).includes('card')
        ) {
          return card(state, links[0]!, colon);
        }
        return fallback(state, element, parent);
      });
  return {
    div: container(defaultHandlers.div!),
    article: container(defaultHandlers.article!),
    section: container(defaultHandlers.section!),
    li: (state, element) =>
      within(element, () => defaultHandlers.li(state, element)),
    pre: (_state, element) => codeBlock(element, ancestors),
    // A `<details>`: its summary in bold, then its content.
    summary: (state, element) => ({
      type: 'paragraph',
      children: [{type: 'strong', children: phrasingOf(state, element)}],
    }),
  } satisfies Record<string, Handle>;
}
