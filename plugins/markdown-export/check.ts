/**
 * The build's own check of the files agents read: each is parsed as
 * Markdown (CommonMark + GFM) and must have no HTML node and exactly the
 * structure it was written with, so no page text can forge a section of
 * llms.txt, a page of llms-full.txt or a heading of a SKILL.md; and a
 * SKILL.md has no text addressed to an AI reader (./instructions.ts), so
 * a skill keeps facts only.
 */
import type {Heading, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {addressesAssistant} from './instructions.ts';
import {parseMarkdown} from './markdown.ts';

function htmlOf(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, 'html', (node) => {
    found.push(`HTML ${JSON.stringify(node.value)}`);
  });
  return found;
}

function headings(tree: Root, depth: number): string[] {
  return tree.children
    .filter((node): node is Heading => node.type === 'heading')
    .filter((node) => node.depth === depth)
    .map((node) => toString(node));
}

function sameList(what: string, found: string[], expected: string[]): string[] {
  return JSON.stringify(found) === JSON.stringify(expected)
    ? []
    : [
        `${what}: found ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`,
      ];
}

/** Problems of an llms.txt: HTML, or `#`/`##` headings other than the ones written. */
export function llmsTxtProblems(
  text: string,
  expected: {title: string; sections: readonly string[]},
): string[] {
  const tree = parseMarkdown(text);
  return [
    ...htmlOf(tree),
    ...sameList('# headings', headings(tree, 1), [expected.title]),
    ...sameList('## sections', headings(tree, 2), [...expected.sections]),
  ];
}

/** Problems of llms-full.txt: HTML, or `#` titles other than the site's then each page's, in order. */
export function llmsFullProblems(
  text: string,
  expected: {title: string; pages: readonly string[]},
): string[] {
  const tree = parseMarkdown(text);
  return [
    ...htmlOf(tree),
    ...sameList('page titles', headings(tree, 1), [
      expected.title,
      ...expected.pages,
    ]),
  ];
}

/** Each text of a SKILL.md that speaks to an AI reader: its description, a heading, paragraph, table cell or list item. */
function instructionsOf(description: string, tree: Root): string[] {
  const texts = [description];
  visit(tree, ['heading', 'paragraph', 'tableCell'], (node) => {
    texts.push(toString(node));
  });
  return texts
    .filter((text) => addressesAssistant(text))
    .map((text) => `text addressed to an AI reader: ${JSON.stringify(text)}`);
}

/**
 * Problems of a SKILL.md: HTML, headings other than the ones written (after
 * its YAML front matter), or text addressed to an AI reader anywhere.
 */
export function skillProblems(
  skill: string,
  expected: {title: string; sections: readonly string[]},
): string[] {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(skill);
  const description = /^description: (".*")$/m.exec(frontMatter?.[1] ?? '');
  const body = skill.slice(frontMatter?.[0].length ?? 0);
  const tree = parseMarkdown(body);
  const sections = headings(tree, 2);
  return [
    ...htmlOf(tree),
    ...instructionsOf(
      description ? (JSON.parse(description[1]!) as string) : '',
      tree,
    ),
    ...sameList('# headings', headings(tree, 1), [expected.title]),
    ...sections
      .filter((section) => !expected.sections.includes(section))
      .map((section) => `an unexpected section "${section}"`),
    ...(tree.children.some((node) => node.type === 'heading' && node.depth > 2)
      ? ['a heading deeper than ##']
      : []),
  ];
}
