import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {canonicalPathOf} from './policy.ts';
import {markdownCanonicalMap} from './serving-files.ts';

const page = (href: string) =>
  `<!doctype html><html><head><link data-rh=true rel=canonical href=${href} /></head></html>`;

test('canonicalPathOf reads the page’s own canonical link, quoted or not', () => {
  assert.equal(
    canonicalPathOf(page('https://d.example/docs/payment-admin/')),
    '/docs/payment-admin/',
  );
  assert.equal(
    canonicalPathOf(
      '<link rel="alternate" href="/x"><link href="https://d.example/a/b" rel="canonical">',
    ),
    '/a/b',
  );
  assert.equal(canonicalPathOf('<link rel=alternate href=/x>'), undefined);
  assert.equal(
    canonicalPathOf('<link rel=canonical href="https://d.example/a b;c">'),
    undefined,
  );
});

test('the nginx map: each .md copy → the canonical path its page names, a section with its slash', () => {
  const site = mkdtempSync(join(tmpdir(), 'canonical-'));
  try {
    const files: Record<string, string> = {
      'docs/area/index.html': page('https://d.example/base/docs/area/'),
      'docs/area.md': '# Area\n',
      'docs/area/refund/index.html': page(
        'https://d.example/base/docs/area/refund',
      ),
      'docs/area/refund.md': '# Refund\n',
      'zh-TW/docs/area/refund/index.html': page(
        'https://d.example/base/zh-TW/docs/area/refund',
      ),
      'zh-TW/docs/area/refund.md': '# 退款\n',
      'orphan.md': '# No page\n',
      '.well-known/skills/x/SKILL.md': '# Skill\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(site, file)), {recursive: true});
      writeFileSync(join(site, file), text);
    }
    assert.deepEqual(
      markdownCanonicalMap(site, '/base/').split('\n').slice(1).sort(),
      [
        '',
        '"/base/docs/area.md" "/base/docs/area/";',
        '"/base/docs/area/refund.md" "/base/docs/area/refund";',
        '"/base/zh-TW/docs/area/refund.md" "/base/zh-TW/docs/area/refund";',
      ],
    );
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
