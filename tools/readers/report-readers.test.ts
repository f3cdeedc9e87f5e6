import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {recordsOf} from '@paynow-docs/remark-facts';
import {REGISTER} from '../../facts/index.ts';
import {pointTitles} from './report-readers.ts';

test('an open point a reader asks about is titled by its register id, as <OpenPoint id> posts it', () => {
  const titles = pointTitles(path.join(import.meta.dirname, '../..'));
  const open = recordsOf(REGISTER, 'open');
  assert.ok(open.length > 0);
  for (const record of open) {
    assert.ok(titles.has(record.id), `no title for ${record.id}`);
  }
});
