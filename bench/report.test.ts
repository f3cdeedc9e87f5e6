import assert from 'node:assert/strict';
import test from 'node:test';
import {FIRST_LOAD_JS_GZIP} from './budgets.ts';
import {
  agenticNotes,
  agenticTable,
  pageFailures,
  pageTable,
  type SiteMeasures,
} from './report.ts';

const measures = (bootTask: number, bootFrame: number): SiteMeasures => ({
  bytes: {
    requests: 10,
    js: 400_000,
    jsGzip: 140_000,
    css: 100_000,
    cssGzip: 20_000,
    html: 30_000,
    htmlGzip: 8_000,
    prefetchJsGzip: 0,
    other: 0,
  },
  lighthouse: {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcp: 900,
    lcp: 980,
    tbt: 10,
    cls: 0,
    failing: [],
    agentic: [
      {id: 'llms-txt', result: 'pass', score: 1},
      {id: 'ard-schema', result: 'pass', score: 1},
      {id: 'webmcp-form-coverage', result: 'informative', score: null},
    ],
  },
  load: {
    frames: [],
    firstContentfulPaint: 300,
    firstRender: 120,
    longest: bootFrame,
    blocking: Math.max(0, bootFrame - 50),
  },
  tasks: {firstRender: 100, boot: bootTask, bootRuns: [bootTask]},
});

test('the boot budget is the longest task after the first paint; frames are reported beside it', () => {
  assert.deepEqual(pageFailures('guide', measures(45, 80)), []);
  assert.deepEqual(pageFailures('guide', measures(51, 40)), ['boot task 51ms']);
});

test('a guide over its budget of JavaScript fails it', () => {
  const budget = FIRST_LOAD_JS_GZIP.guide;
  const heavy = measures(30, 30);
  heavy.bytes.jsGzip = budget + 1000;
  assert.deepEqual(pageFailures('guide', heavy), [
    `JS ${(budget + 1000) / 1000}>${budget / 1000} kB`,
  ]);
  heavy.bytes.jsGzip = budget;
  assert.deepEqual(pageFailures('guide', heavy), []);
});

test('Agentic Browsing fails a page on a failed audit or a missing file, not on informative audits', () => {
  const page = measures(30, 30);
  page.lighthouse.agentic = [
    {id: 'llms-txt', result: 'not applicable', score: 1},
    {id: 'ard-schema', result: 'fail', score: 0},
    {id: 'webmcp-form-coverage', result: 'informative', score: null},
    {id: 'cumulative-layout-shift', result: 'pass', score: 1},
  ];
  assert.deepEqual(pageFailures('guide', page), [
    'agentic llms-txt not applicable',
    'agentic ard-schema 0',
  ]);
});

test('a page the bench could not measure says why in the budget column, and n/a in every table', () => {
  const row = {
    page: 'release note',
    path: 'release-note/v1.0.0',
    ours: null,
    stock: null,
    failures: ['not measured: Lighthouse run failed: NO_NAVSTART'],
  };
  const line = pageTable([row]).split('\n').at(-1)!;
  assert.match(line, /^\| release note \| n\/a \|/);
  assert.ok(
    line.endsWith('| FAIL: not measured: Lighthouse run failed: NO_NAVSTART |'),
    line,
  );
  assert.equal(
    agenticTable([{...row, ours: measures(30, 30)}, row])
      .split('\n')
      .at(-1),
    '| release note | n/a | n/a | n/a | n/a | n/a |',
  );
});

test('a note Lighthouse gives on several pages is printed once, naming them', () => {
  const page = (name: string, note?: string) => {
    const ours = measures(30, 30);
    ours.lighthouse.agentic = [
      {id: 'ard-schema', result: 'pass', score: 0.9, ...(note ? {note} : {})},
      {id: 'llms-txt', result: 'pass', score: 1},
    ];
    return {page: name, path: '', ours, stock: null, failures: []};
  };
  assert.deepEqual(
    agenticNotes([
      page('home', 'x: Media type: Low'),
      page('guide'),
      page('guide (zh-TW)', 'x: Media type: Low'),
      page('api root', 'y: Error'),
    ]),
    [
      'home, guide (zh-TW): ard-schema: x: Media type: Low',
      'api root: ard-schema: y: Error',
    ],
  );
});
