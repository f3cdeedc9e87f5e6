import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement, lazy, Suspense, type ReactNode} from 'react';
import {RENDER_TO_HTML} from '../index.ts';
import {seamFile} from '@paynow-docs/docusaurus-seams';
import {checkBoundaries, renderToHtml} from './renderToHtml.ts';

const upstreamFile = seamFile('render-to-html');

/** A page with a region in a Suspense boundary, as the theme wraps them. */
function page(region: ReactNode): ReactNode {
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Refund'),
    createElement(Suspense, {fallback: null}, region),
  );
}

/** A region bigger than React's default progressiveChunkSize (12 800 bytes). */
const bigRegion = createElement(
  'div',
  null,
  Array.from({length: 400}, (_, index) =>
    createElement('p', {key: index}, `Paragraph ${index} of the guide.`),
  ),
);

test('the replaced module exists in the installed core and matches the pattern', () => {
  assert.match(upstreamFile, RENDER_TO_HTML);
});

test('a big boundary is written complete, in place, with no reveal script', async () => {
  const html = await renderToHtml(page(bigRegion));
  assert.match(html, /^<main><h1>Refund<\/h1><!--\$--><div><p>Paragraph 0/);
  assert.doesNotMatch(html, /<script|\$RC|<!--\$\?-->|hidden/);
});

test('Docusaurus’s own renderer would outline the same boundary (why the module is replaced)', async () => {
  const upstream = (await import(upstreamFile)) as {
    renderToHtml: (app: ReactNode) => Promise<string>;
  };
  const html = await upstream.renderToHtml(page(bigRegion));
  assert.match(html, /<!--\$\?-->/);
  assert.match(html, /\$RC/);
});

test('a boundary still pending when the page is written fails the build, named', async () => {
  assert.throws(
    () => checkBoundaries('<main><!--$?--><template id="B:0"></template>'),
    /\[pn-fast-load\] the page has a Suspense boundary that is not complete in the HTML \("<!--\$\?-->" at character 6\)/,
  );
  assert.throws(
    () => checkBoundaries('<!--$!--><template></template>'),
    /not complete/,
  );
  assert.equal(
    checkBoundaries('<!--$--><p>x</p><!--/$-->'),
    '<!--$--><p>x</p><!--/$-->',
  );
});

test('a boundary whose content throws while rendering fails the build', async () => {
  function Broken(): ReactNode {
    throw new Error('no data');
  }
  await assert.rejects(renderToHtml(page(createElement(Broken))), /no data/);
});

test('a lazy region that resolves while rendering is written in place', async () => {
  const Region = lazy(async () => ({
    default: () => createElement('p', null, 'Loaded'),
  }));
  const html = await renderToHtml(page(createElement(Region)));
  assert.equal(
    html,
    '<main><h1>Refund</h1><!--$--><p>Loaded</p><!--/$--></main>',
  );
});
