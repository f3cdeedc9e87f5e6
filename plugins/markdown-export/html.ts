/**
 * The HTML end of the converter: a rendered page as a hast tree, cleaned to
 * what a reader sees as content. Which element holds the content and what
 * inside it is not content come from @paynow-docs/build-kit, shared with the
 * search index.
 */
import {INLINE_ELEMENTS, NOT_CONTENT} from '@paynow-docs/build-kit';
import type {Element, ElementContent, Nodes, Parent, Root} from 'hast';
import {matches, select, selectAll} from 'hast-util-select';
import {SKIP, visit} from 'unist-util-visit';

/** The text of a node as the DOM's `textContent`: every text node, in order. */
export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (!('children' in node)) return '';
  return node.children.map((child) => textOf(child)).join('');
}

/** Text as a browser shows it: runs of whitespace as one space, trimmed; zero-width spaces dropped. */
export function collapse(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function classesOf(element: Element): string[] {
  const className = element.properties.className;
  return Array.isArray(className) ? className.map(String) : [];
}

export function childElements(element: Element | Root): Element[] {
  return (element.children as Nodes[]).filter(
    (child): child is Element => child.type === 'element',
  );
}

/** The child elements of `element` with the tag name `tagName`. */
export function childrenNamed(element: Element, tagName: string): Element[] {
  return childElements(element).filter((child) => child.tagName === tagName);
}

/** The descendants of `element` that pass `test`, none searched inside. */
export function outermost(
  element: Element,
  test: (child: Element) => boolean,
): Element[] {
  return childElements(element).flatMap((child) =>
    test(child) ? [child] : outermost(child, test),
  );
}

/**
 * React streams the Suspense boundaries a server render leaves pending (this
 * site's pages have none since lazy-prism suspends only in the browser; a
 * site whose components do would lose their content): the server HTML holds the fallback where the boundary is and the real
 * content in a hidden `<div id="S:n">` at the end. Put the content in place,
 * as the browser's `$RC` script does, so code keeps its language.
 */
export function resolveSuspense(tree: Root): void {
  for (const template of selectAll('template[id^="B:"]', tree)) {
    const id = String(template.properties.id).slice(2);
    const content = select(`div[hidden][id="S:${id}"]`, tree);
    const parent = parentOf(tree, template);
    if (!content || !parent) continue;
    const start = parent.children.indexOf(template);
    // The fallback runs up to the boundary's end marker `<!--/$-->`.
    let end = start + 1;
    while (end < parent.children.length) {
      const node = parent.children[end]!;
      if (node.type === 'comment' && node.value === '/$') break;
      end += 1;
    }
    parent.children.splice(start, end - start, ...content.children);
    removeElement(tree, content);
  }
}

/** Takes an element out of the tree. */
export function removeElement(tree: Root, element: Element): void {
  const parent = parentOf(tree, element);
  parent?.children.splice(parent.children.indexOf(element), 1);
}

function parentOf(tree: Root, target: Element): Parent | undefined {
  let found: Parent | undefined;
  visit(tree, target, (_node, _index, parent) => {
    found = parent;
  });
  return found;
}

/** Elements that are never content, wherever they are. */
const NEVER_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'form',
  'input',
  'select',
  'textarea',
  '[hidden]:not([role="tabpanel"])',
  '[aria-hidden="true"]',
  ...NOT_CONTENT,
].join(', ');

/** Removes every element that is not content, and comments. */
export function removeNotContent(tree: Root | Element): void {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (
      node.type === 'comment' ||
      (node.type === 'element' && matches(NEVER_CONTENT, node))
    ) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    return undefined;
  });
}

/** Code, whose text is kept exactly as written. */
const CODE = new Set(['pre', 'code', 'kbd', 'samp']);

/** Elements whose children run together as written, with no space added between them. */
const TIGHT = new Set(['p', 'a', 'strong', 'b', 'em', 'i', 'del', 's']);

/**
 * Labels laid out side by side by CSS (`<code>id</code><span>string</span>`
 * in an API field) must not run together: a space goes between two inline
 * elements that touch, except inside a paragraph, a link, code or a mark.
 */
export function spaceAdjacentLabels(tree: Root | Element): void {
  visit(tree, 'element', (element) => {
    if (CODE.has(element.tagName)) return SKIP;
    if (TIGHT.has(element.tagName)) return undefined;
    const spaced: ElementContent[] = [];
    for (const child of element.children) {
      const previous = spaced.at(-1);
      if (
        previous?.type === 'element' &&
        child.type === 'element' &&
        INLINE_ELEMENTS.has(previous.tagName) &&
        INLINE_ELEMENTS.has(child.tagName)
      ) {
        spaced.push({type: 'text', value: ' '});
      }
      spaced.push(child);
    }
    element.children = spaced;
    return undefined;
  });
}
