import type {PrismTheme} from 'prism-react-renderer';

/**
 * One Prism theme for both colour modes: every colour is a `--pn-code-…`
 * CSS variable (fg, bg, comment, string, constant, keyword, function, tag,
 * changed), which the site defines for light and dark mode and checks for
 * WCAG AA contrast. A code block that came with the page keeps its server
 * HTML, whose inline colours were chosen on the server without knowing the
 * reader's colour mode: only colours that are variables stay right after a
 * switch to dark mode.
 */
const token = (name: string): string => `var(--pn-code-${name})`;

export const prismTheme = {
  plain: {color: token('fg'), backgroundColor: token('bg')},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: token('comment'), fontStyle: 'italic'},
    },
    {types: ['namespace'], style: {color: token('comment')}},
    {
      types: ['string', 'attr-value', 'char', 'regex', 'inserted'],
      style: {color: token('string')},
    },
    {types: ['punctuation', 'operator'], style: {color: token('fg')}},
    {
      types: [
        'entity',
        'url',
        'symbol',
        'number',
        'boolean',
        'variable',
        'constant',
        'property',
        'builtin',
      ],
      style: {color: token('constant')},
    },
    {
      types: ['atrule', 'keyword', 'attr-name', 'selector', 'deleted'],
      style: {color: token('keyword')},
    },
    {
      types: ['function', 'function-variable', 'class-name'],
      style: {color: token('function')},
    },
    {types: ['tag'], style: {color: token('tag')}},
    {types: ['changed'], style: {color: token('changed')}},
  ],
} satisfies PrismTheme;
