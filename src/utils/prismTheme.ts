import type {PrismTheme} from 'prism-react-renderer';

/**
 * One Prism theme for both colour modes: every colour is a `--pn-code-…`
 * token from `src/css/custom.css`, where the light and dark values live and
 * are checked for WCAG AA contrast (4.5:1) against the code background and a
 * highlighted line. The stock github/dracula themes fail it (e.g. #36acaa on
 * #f6f8fa is 2.6:1, dracula's comments 3:1).
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
