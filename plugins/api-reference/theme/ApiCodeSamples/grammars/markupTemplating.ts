/**
 * Prism's `markup-templating` helper (needed by the PHP grammar), registered
 * on an explicit Prism instance. Ported from prismjs/components/
 * prism-markup-templating.js (MIT, © Lea Verou): the original relies on a
 * global `Prism`, which during static rendering lives in another JavaScript
 * realm than this chunk.
 */
import type {Prism as PrismInstance} from 'prism-react-renderer';

type PrismLike = typeof PrismInstance;
type TokenStream = (string | InstanceType<PrismLike['Token']>)[];
interface Env {
  language: string;
  code: string;
  grammar: unknown;
  tokens: TokenStream;
  tokenStack?: string[];
}

function getPlaceholder(language: string, index: number | string): string {
  return `___${language.toUpperCase()}${index}___`;
}

export default function registerMarkupTemplating(Prism: PrismLike): void {
  if (Prism.languages['markup-templating']) {
    return;
  }
  const helper = {};
  Object.defineProperties(helper, {
    buildPlaceholders: {
      value(env: Env, language: string, placeholderPattern: RegExp) {
        if (env.language !== language) {
          return;
        }
        const tokenStack: string[] = (env.tokenStack = []);
        env.code = env.code.replace(placeholderPattern, (match) => {
          let i = tokenStack.length;
          let placeholder: string;
          while (
            env.code.indexOf((placeholder = getPlaceholder(language, i))) !== -1
          ) {
            i += 1;
          }
          tokenStack[i] = match;
          return placeholder;
        });
        env.grammar = Prism.languages.markup;
      },
    },
    tokenizePlaceholders: {
      value(env: Env, language: string) {
        if (env.language !== language || !env.tokenStack) {
          return;
        }
        const stack = env.tokenStack;
        env.grammar = Prism.languages[language];
        let j = 0;
        const keys = Object.keys(stack);
        const walkTokens = (tokens: TokenStream): TokenStream => {
          for (let i = 0; i < tokens.length; i += 1) {
            if (j >= keys.length) {
              break;
            }
            const token = tokens[i];
            if (
              typeof token === 'string' ||
              typeof token.content === 'string'
            ) {
              const k = keys[j];
              const t = stack[Number(k)];
              const s =
                typeof token === 'string' ? token : (token.content as string);
              const placeholder = getPlaceholder(language, k);
              const index = s.indexOf(placeholder);
              if (index > -1) {
                j += 1;
                const before = s.substring(0, index);
                const middle = new Prism.Token(
                  language,
                  Prism.tokenize(t, env.grammar as never),
                  `language-${language}`,
                  t,
                );
                const after = s.substring(index + placeholder.length);
                const replacement: TokenStream = [];
                if (before) replacement.push(...walkTokens([before]));
                replacement.push(middle);
                if (after) replacement.push(...walkTokens([after]));
                if (typeof token === 'string') {
                  tokens.splice(i, 1, ...replacement);
                } else {
                  token.content = replacement as never;
                }
              }
            } else if (token.content) {
              walkTokens(token.content as TokenStream);
            }
          }
          return tokens;
        };
        walkTokens(env.tokens);
      },
    },
  });
  Prism.languages['markup-templating'] = helper as never;
}
