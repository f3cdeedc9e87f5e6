/**
 * Every skill the build wrote, in every locale, read as an agent reads it
 * (`build/.well-known/agent-skills/<name>/SKILL.md`), whatever picked its
 * text (`npm run build && npm run test:markdown`):
 *
 * - no glued words: a word with an inner capital (`PayNowPet`) must be one
 *   the site's own pages or glossary write, so two words run together
 *   by a template or a cut are found by name;
 * - no fragment figures: each key figure, quoted from a page with its
 *   source, is a whole sentence (it ends with a full stop, `.` or `。`, or
 *   `?`, `!`, `？`, `！`), never a label or half a phrase.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {BUILD, built} from './built.ts';

const SKILLS = '.well-known/agent-skills';

function skills(): {name: string; text: string}[] {
  return readdirSync(join(BUILD, SKILLS), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      name: entry.name,
      text: built(`${SKILLS}/${entry.name}/SKILL.md`),
    }));
}

/** A word with a lower-case letter right before a capital: `PayNow`, `mPOS`, `PayNowPet`. */
const INNER_CAPITAL = /[A-Za-z0-9]*[a-z][A-Z][A-Za-z0-9]*/g;

/** Every such word the site's sources write (guides, translations, pages, glossary). */
function knownWords(): Set<string> {
  const words = new Set<string>();
  const read = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) read(path);
      else if (/\.(?:mdx?|json|ya?ml|tsx?)$/.test(entry.name)) {
        for (const word of readFileSync(path, 'utf8').match(INNER_CAPITAL) ??
          []) {
          words.add(word);
        }
      }
    }
  };
  for (const dir of ['docs', 'blog', 'i18n', 'src/pages', 'openapi']) read(dir);
  for (const word of readFileSync('glossary.yaml', 'utf8').match(
    INNER_CAPITAL,
  ) ?? []) {
    words.add(word);
  }
  return words;
}

/** The quoted figures of a SKILL.md: list items that end with their source link in parentheses. */
export function quotedFigures(skill: string): string[] {
  return skill
    .split('\n')
    .map((line) =>
      /^- (.+?)\s*[(（][^()（）]*?\[[^\]]+\]\(https?:[^)]+\)[)）]$/.exec(line),
    )
    .filter((match) => match !== null)
    .map((match) => match[1]!);
}

/** Sentence-final punctuation, before any closing quote or bracket. */
const WHOLE_SENTENCE = /[.!?。！？][」』）)"']*$/;

test('the check finds a glued word and a fragment figure (its own fixture)', () => {
  const fixture = [
    '- PayNow pays out 2–3 working days after capture. (Source: [Seller functions](https://x/s.md))',
    '- 2020年以前的交易（出處：[賣家功能](https://x/s.md)）',
  ].join('\n');
  assert.deepEqual(
    quotedFigures(fixture).filter((figure) => !WHOLE_SENTENCE.test(figure)),
    ['2020年以前的交易'],
  );
  assert.deepEqual('PayNowPet Store'.match(INNER_CAPITAL), ['PayNowPet']);
});

test('every skill has its figures to check, in both locales', () => {
  const all = skills();
  assert.ok(all.some((skill) => skill.name.endsWith('-zh-tw')));
  assert.ok(all.some((skill) => !skill.name.endsWith('-zh-tw')));
  for (const {name, text} of all) {
    if (name.startsWith('paynow-sample-api')) continue;
    assert.ok(
      quotedFigures(text).length > 0,
      `${name}: no quoted figure found`,
    );
  }
});

test('no skill glues two words together', () => {
  const known = knownWords();
  const glued = skills().flatMap(({name, text}) =>
    [...new Set(text.match(INNER_CAPITAL) ?? [])]
      .filter((word) => !known.has(word))
      .map((word) => `${name}: ${word}`),
  );
  assert.deepEqual(glued, []);
});

test('every quoted figure of every skill is a whole sentence, not a fragment', () => {
  const fragments = skills().flatMap(({name, text}) =>
    quotedFigures(text)
      .filter((figure) => !WHOLE_SENTENCE.test(figure))
      .map((figure) => `${name}: ${figure}`),
  );
  assert.deepEqual(fragments, []);
});
