import assert from 'node:assert/strict';
import test from 'node:test';
import {
  agenticAudits,
  agenticFailures,
  firstNodeSelector,
} from './lighthouse.ts';

const category = {
  id: 'agentic-browsing',
  score: null,
  auditRefs: [
    {id: 'agent-accessibility-tree', weight: 1},
    {id: 'webmcp-form-coverage', weight: 1},
    {id: 'llms-txt', weight: 1},
    {id: 'ard-schema', weight: 1},
  ],
};

test('Agentic Browsing audits read as the report counts them', () => {
  const audits = agenticAudits(category, {
    'agent-accessibility-tree': {score: 1, scoreDisplayMode: 'binary'},
    'webmcp-form-coverage': {score: null, scoreDisplayMode: 'informative'},
    'llms-txt': {score: 1, scoreDisplayMode: 'notApplicable'},
    'ard-schema': {
      score: 0.9,
      scoreDisplayMode: 'binary',
      details: {
        items: [{element: 'llms', issue: 'Media type', severity: 'Low'}],
      },
    },
  });
  assert.deepEqual(
    audits.map((audit) => audit.result),
    ['pass', 'informative', 'not applicable', 'pass'],
  );
  assert.equal(audits[3]!.note, 'llms: Media type: Low');
  assert.deepEqual(agenticFailures(audits), [
    'agentic llms-txt not applicable',
  ]);
});

test('a failed audit and a missing category fail the gate; all passed is clean', () => {
  const failed = agenticAudits(category, {
    'agent-accessibility-tree': {score: 0, scoreDisplayMode: 'binary'},
    'webmcp-form-coverage': {score: null, scoreDisplayMode: 'informative'},
    'llms-txt': {score: 1, scoreDisplayMode: 'binary'},
    'ard-schema': {score: 1, scoreDisplayMode: 'binary'},
  });
  assert.deepEqual(agenticFailures(failed), [
    'agentic agent-accessibility-tree 0',
  ]);
  assert.deepEqual(agenticFailures(agenticAudits(undefined, {})), [
    'agentic: no Agentic Browsing category',
  ]);
  failed[0]!.result = 'pass';
  assert.deepEqual(agenticFailures(failed), []);
});

test('the LCP element is the first node in the LCP insight, however deep', () => {
  assert.equal(
    firstNodeSelector({
      type: 'list',
      items: [
        {type: 'table', items: []},
        {type: 'node', selector: 'main > h1'},
      ],
    }),
    'main > h1',
  );
  assert.equal(firstNodeSelector({type: 'list', items: []}), undefined);
});
