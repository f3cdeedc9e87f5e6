import assert from 'node:assert/strict';
import {test} from 'node:test';
import {feedFiles} from './blog.ts';

test("the blog's feed files: below its route, with or without slashes; at the root for '/'", () => {
  const below = [
    'release-note/rss.xml',
    'release-note/atom.xml',
    'release-note/feed.json',
    'release-note/*.xsl',
    'release-note/*.css',
  ];
  assert.deepEqual(feedFiles('release-note'), below);
  assert.deepEqual(feedFiles('/release-note/'), below);
  assert.deepEqual(feedFiles('/'), [
    'rss.xml',
    'atom.xml',
    'feed.json',
    '*.xsl',
    '*.css',
  ]);
});
